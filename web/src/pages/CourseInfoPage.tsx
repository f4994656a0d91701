import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CourseInfoView } from "../features/catalogue/components/CourseInfoView";
import { StaffCourseActions } from "../features/course-admin/program/StaffCourseActions";
import { CourseLessonsButton } from "../features/lessons/components/CourseLessonsButton";
import { useCan, useSession } from "../features/session";
import { ProgramSections } from "./parts/ProgramSections";

/** The program page for staff and teachers: the program, then its groups, documents and matching students. */
export function CourseInfoPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  const { claims } = useSession();
  const staff = useCan("program.manage");
  return (
    <CourseInfoView
      courseId={Number(courseId)}
      back={staff ? { to: "/", label: t("routes.programList") } : { to: "/my-course", label: t("routes.myCourse") }}
      actions={(course) => (
        <div className="course-info__actions">
          <CourseLessonsButton courseId={course.id} />
          <StaffCourseActions courseId={course.id} />
        </div>
      )}
      sections={(course) => <ProgramSections course={course} viewerId={claims?.user_id ?? null} />}
    />
  );
}
