import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CourseInfoView } from "../features/catalogue/components/CourseInfoView";
import { GuestApplyActions } from "../features/catalogue/components/GuestApplyActions";
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
