import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CourseInfoView } from "../features/catalogue/components/CourseInfoView";
import { StaffCourseActions } from "../features/course-admin/components/StaffCourseActions";
import { ProgramGroupsCard } from "../features/groups/components/ProgramGroupsCard";
import { ProgramFilesCard } from "../features/program-files/components/ProgramFilesCard";
import { useSession } from "../features/session/use-session";
import { MatchingStudentsCard } from "../features/student-matching/components/MatchingStudentsCard";

/** The program page for staff and teachers: the program, then its groups, final documents and the students who meet its requirements. */
export function CourseInfoPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  const { claims } = useSession();
  const staff = claims?.role === "admin" || claims?.role === "admin_school";
  return (
    <CourseInfoView
      courseId={Number(courseId)}
      back={staff ? { to: "/", label: t("routes.programList") } : { to: "/my-course", label: t("routes.myCourse") }}
      actions={(course) => <StaffCourseActions courseId={course.id} />}
      sections={(course) => (
        <>
          <ProgramGroupsCard courseId={course.id} />
          <ProgramFilesCard courseId={course.id} viewer={staff ? "staff" : "teacher"} />
          <MatchingStudentsCard course={course} />
        </>
      )}
    />
  );
}
