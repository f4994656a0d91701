import { Skeleton } from "antd";
import { type ComponentType, lazy, Suspense } from "react";
import { loadPersonalDataTab } from "../../checklist";
import { loadEducationTab } from "../../onboarding";
import { loadStudentProgramsTab } from "../../pipeline";
import {
  loadChecksTab,
  loadCommunicationTab,
  loadDocumentsTab,
  loadExamsTab,
  loadPaymentsTab,
  loadRecordSectionsTab,
} from "../../student-record";

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

/** A tab of its own chunk: drawn under the tab's loading placeholder while its code comes. */
function tabInChunk<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Tab = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per tab, when this module loads.
  return function LazyTab(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Tab {...props} />
      </Suspense>
    );
  };
}

// The record's own tabs (decision 0028), each in its chunk, fetched when the tab is first drawn (Ant Design draws a
// tab when it is opened), so the student page and the screens that share the record's code download none up front.
export const LazyRecordSectionsTab = tabInChunk(loadRecordSectionsTab);
export const LazyPaymentsTab = tabInChunk(loadPaymentsTab);
export const LazyExamsTab = tabInChunk(loadExamsTab);
export const LazyDocumentsTab = tabInChunk(loadDocumentsTab);
export const LazyChecksTab = tabInChunk(loadChecksTab);
export const LazyCommunicationTab = tabInChunk(loadCommunicationTab);
export const LazyPersonalDataTab = tabInChunk(loadPersonalDataTab);
