import type { CatalogCourseDetail } from "@school/contracts";
import { ApplicationStatusCard } from "../../features/application-status/components/ApplicationStatusCard";
import { ProgramGroupsCard } from "../../features/groups/components/ProgramGroupsCard";
import { ProgramFilesCard } from "../../features/program-files/components/ProgramFilesCard";
import { useCan } from "../../features/session";
import { MatchingStudentsCard } from "../../features/student-matching/components/MatchingStudentsCard";
import { LazyGradingCard } from "../../features/tasks/grading/LazyGradingCard";
import "../../features/application-status/texts";

/** What staff and teachers see under a program: its groups, the answers to grade, final documents, statuses and matches. */
export function StaffProgramSections({ course }: { course: CatalogCourseDetail }) {
  const managesStatuses = useCan("applicationStatus.manage");
  const readsFilesLog = useCan("programFile.readLog");
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
