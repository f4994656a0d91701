import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CourseInfoView } from "../features/catalogue/components/CourseInfoView";
import { StaffCourseActions } from "../features/course-admin/components/StaffCourseActions";
import { MyProgramSections } from "../features/learning-progress/components/MyProgramSections";
import { useSession } from "../features/session/use-session";

export function MyCourseInfoPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  const { claims } = useSession();
  return (
    <CourseInfoView
      courseId={Number(courseId)}
      back={{ to: "/catalog", label: t("catalogue.info.backToCatalogue") }}
      actions={(course) => <StaffCourseActions courseId={course.id} />}
      sections={(course) =>
        claims?.role === "student" && <MyProgramSections courseId={course.id} userId={claims.user_id} />
      }
    />
  );
}
