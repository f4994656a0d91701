import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { PageDataPrefetch } from "../app/pages";
import { CourseInfoView } from "../features/catalogue/components/CourseInfoView";
import { GuestApplyActions } from "../features/catalogue/components/GuestApplyActions";
import { prefetchGuestCourseInfo } from "../features/catalogue/hooks/use-course-info.query";
import { ConsultationButton } from "../features/marketing";

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

/** The program the page shows, asked for beside its code (app/pages.tsx). */
export const prefetchGuestCourseInfoData: PageDataPrefetch = ({ queryClient, language, params }) =>
  prefetchGuestCourseInfo({ queryClient, language, courseId: Number(params.courseId) });
