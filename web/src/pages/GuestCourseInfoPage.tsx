import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { PageDataPrefetch } from "../app/pages";
import { CourseInfoView } from "../features/catalogue/components/CourseInfoView";
import { prefetchGuestCourseInfo } from "../features/catalogue/hooks/use-course-info.query";
import { prefetchGuestDictionaries } from "../features/dictionaries";
import { ConsultationButton } from "../features/marketing";
import { GuestApplyActions } from "./parts/GuestApplyActions";

export function GuestCourseInfoPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  return (
    <CourseInfoView
      courseId={Number(courseId)}
      back={{ to: "/guest-catalog", label: t("catalogue.info.backToCatalogue") }}
      actions={(course) => (
        <GuestApplyActions course={course} extra={<ConsultationButton courseId={Number(courseId)} />} />
      )}
    />
  );
}

/**
 * The program the page shows, asked for beside its code (app/pages.tsx), and the school's tags its facts name the
 * country by (useCountryName): without them the server draws the page twice.
 */
export const prefetchGuestCourseInfoData: PageDataPrefetch = ({ queryClient, language, params }) =>
  Promise.all([
    prefetchGuestCourseInfo({ queryClient, language, courseId: Number(params.courseId) }),
    prefetchGuestDictionaries(queryClient, language, ["tag"]),
  ]);
