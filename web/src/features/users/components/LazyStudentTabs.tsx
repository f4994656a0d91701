import { Skeleton } from "antd";
import { type ComponentProps, lazy, Suspense } from "react";
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

// The record's own tabs (decision 0028), each in its chunk, fetched when the tab is first drawn (Ant Design draws a
// tab when it is opened), so the student page and the screens that share the record's code download none up front.
const RecordSectionsTab = lazy(loadRecordSectionsTab);
const PaymentsTab = lazy(loadPaymentsTab);
const ExamsTab = lazy(loadExamsTab);
const DocumentsTab = lazy(loadDocumentsTab);
const ChecksTab = lazy(loadChecksTab);
const CommunicationTab = lazy(loadCommunicationTab);
const PersonalDataTab = lazy(loadPersonalDataTab);

export function LazyRecordSectionsTab(props: ComponentProps<typeof RecordSectionsTab>) {
  return (
    <Suspense fallback={fallback}>
      <RecordSectionsTab {...props} />
    </Suspense>
  );
}

export function LazyPaymentsTab(props: ComponentProps<typeof PaymentsTab>) {
  return (
    <Suspense fallback={fallback}>
      <PaymentsTab {...props} />
    </Suspense>
  );
}

export function LazyExamsTab(props: ComponentProps<typeof ExamsTab>) {
  return (
    <Suspense fallback={fallback}>
      <ExamsTab {...props} />
    </Suspense>
  );
}

export function LazyDocumentsTab(props: ComponentProps<typeof DocumentsTab>) {
  return (
    <Suspense fallback={fallback}>
      <DocumentsTab {...props} />
    </Suspense>
  );
}

export function LazyChecksTab(props: ComponentProps<typeof ChecksTab>) {
  return (
    <Suspense fallback={fallback}>
      <ChecksTab {...props} />
    </Suspense>
  );
}

export function LazyCommunicationTab(props: ComponentProps<typeof CommunicationTab>) {
  return (
    <Suspense fallback={fallback}>
      <CommunicationTab {...props} />
    </Suspense>
  );
}

export function LazyPersonalDataTab(props: ComponentProps<typeof PersonalDataTab>) {
  return (
    <Suspense fallback={fallback}>
      <PersonalDataTab {...props} />
    </Suspense>
  );
}
