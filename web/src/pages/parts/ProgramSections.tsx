import type { CatalogCourseDetail, SignedInRole } from "@school/contracts";
import { ProgramGroupsCard } from "../../features/groups/components/ProgramGroupsCard";
import { MyProgramSections } from "../../features/learning-progress/components/MyProgramSections";
import { ProgramFilesCard } from "../../features/program-files/components/ProgramFilesCard";
import { MatchingStudentsCard } from "../../features/student-matching/components/MatchingStudentsCard";

/**
 * The cards a program page adds for the reader's role: staff and teachers see its groups, final documents and the
 * students who meet its requirements; a student sees their own progress, payment and documents.
 */
export function ProgramSections({
  course,
  viewer,
}: {
  course: CatalogCourseDetail;
  viewer: { role: SignedInRole; userId: number } | null;
}) {
  if (!viewer) return null;
  if (viewer.role === "student") return <MyProgramSections courseId={course.id} userId={viewer.userId} />;
  return (
    <>
      <ProgramGroupsCard courseId={course.id} />
      <ProgramFilesCard courseId={course.id} viewer={viewer.role === "teacher" ? "teacher" : "staff"} />
      <MatchingStudentsCard course={course} />
    </>
  );
}
