import { Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { loadEducationTab } from "../../onboarding";
import { loadStudentProgramsTab } from "../../pipeline";

const EducationTab = lazy(async () => ({
  default: (await loadEducationTab()).EducationTab,
}));
const StudentProgramsTab = lazy(async () => ({
  default: (await loadStudentProgramsTab()).StudentProgramsTab,
}));

const fallback = <Skeleton active paragraph={{ rows: 3 }} />;

/**
 * The student's education, languages and certificates, edited by staff with the onboarding's own rows and wizard
 * (decision 0029's limits), in their chunk, loaded when the tab opens.
 */
export function LazyEducationTab({ userId }: { userId: number }) {
  return (
    <Suspense fallback={fallback}>
      <EducationTab userId={userId} studentId={userId} />
    </Suspense>
  );
}

/** The student's programs and application statuses (decision 0032), in their chunk, loaded when the tab opens. */
export function LazyStudentProgramsTab({ userId }: { userId: number }) {
  return (
    <Suspense fallback={fallback}>
      <StudentProgramsTab userId={userId} />
    </Suspense>
  );
}
