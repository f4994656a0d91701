import type { CatalogCourseDetail } from "@school/contracts";
import { ApplicationStatusCard } from "../../features/application-status/components/ApplicationStatusCard";
import { ProgramGroupsCard } from "../../features/groups/components/ProgramGroupsCard";
import { MyProgramSections } from "../../features/learning-progress/components/MyProgramSections";
import { ProgramFilesCard } from "../../features/program-files/components/ProgramFilesCard";
import { useCan } from "../../features/session";
import { MatchingStudentsCard } from "../../features/student-matching/components/MatchingStudentsCard";
import { LazyGradingCard } from "../../features/tasks/grading/LazyGradingCard";

/**
 * The cards a program page adds for the reader's role: staff and teachers see its groups, the answers to grade with
 * the students' results, final documents and the students who meet its requirements; a student sees their own progress, payment and documents.
 */
export function ProgramSections({
  course,
  viewerId,
}: {
  course: CatalogCourseDetail;
  /** The signed-in reader, or null for a guest (who sees none of these cards). */
  viewerId: number | null;
}) {
  const managesStatuses = useCan("applicationStatus.manage");
  const readsFilesLog = useCan("programFile.readLog");
  const followsOwnProgress = useCan("progress.read", "self");
  if (viewerId === null) return null;
  if (followsOwnProgress) return <MyProgramSections courseId={course.id} userId={viewerId} />;
  return (
    <>
      <ProgramGroupsCard courseId={course.id} />
      <LazyGradingCard courseId={course.id} />
      <ProgramFilesCard courseId={course.id} viewer={readsFilesLog ? "staff" : "teacher"} />
      <ApplicationStatusCard courseId={course.id} canManage={managesStatuses} />
      <MatchingStudentsCard course={course} />
    </>
  );
}
