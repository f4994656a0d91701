import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CourseInfoView } from "../features/catalogue/components/CourseInfoView";
import { StaffCourseActions } from "../features/course-admin/components/StaffCourseActions";

export function MyCourseInfoPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  return (
    <CourseInfoView
      courseId={Number(courseId)}
      back={{ to: "/catalog", label: t("catalogue.info.backToCatalogue") }}
      actions={(course) => <StaffCourseActions courseId={course.id} />}
    />
  );
}
