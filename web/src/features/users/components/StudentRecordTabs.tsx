import type { StudentCard } from "@school/contracts";
import type { TFunction } from "i18next";
import { IssuedDocumentsSection } from "../../issued-documents";
import {
  LazyChecksTab,
  LazyCommunicationTab,
  LazyDocumentsTab,
  LazyEducationTab,
  LazyExamsTab,
  LazyPaymentsTab,
  LazyPersonalDataTab,
  LazyRecordSectionsTab,
  LazyStudentProgramsTab,
} from "./LazyStudentTabs";
import { TickableChecklist } from "./TickableChecklist";
import "../../student-record/texts";
// The checklist's two tab names; its panels come with their tabs.
import "../../checklist/texts";

/**
 * A student's tabs after the profile (decision 0028), in the order a manager follows a student: the record, what they
 * studied and where they apply (decision 0032), what is still missing or expiring (the checklist, decision 0033),
 * money, the tests, the documents and their checks, the visa and the Italian steps, what was said, and who touched
 * the personal data. Ant Design renders a tab's content when it is first opened, so each tab loads its own data then.
 * The tabs that save record sections need a RecordUpdateProvider above them. The student page's, not the record's:
 * the list joins the onboarding's education and the checklist to the record's own tabs, and the checklist names its
 * items by the record's texts, so the record imports none of them.
 */
export function studentRecordTabs(user: StudentCard, t: TFunction) {
  return [
    {
      key: "record",
      label: t("record.tabs.record"),
      children: (
        <LazyRecordSectionsTab
          user={user}
          sections={["identity", "study", "responsible", "legal", "steps", "letters"]}
          name="record"
        />
      ),
    },
    {
      key: "education",
      label: t("record.tabs.education"),
      children: <LazyEducationTab userId={user.id} />,
    },
    { key: "programs", label: t("record.tabs.programs"), children: <LazyStudentProgramsTab userId={user.id} /> },
    { key: "checklist", label: t("checklist.tab"), children: <TickableChecklist userId={user.id} /> },
    { key: "payments", label: t("record.tabs.payments"), children: <LazyPaymentsTab user={user} /> },
    { key: "exams", label: t("record.tabs.exams"), children: <LazyExamsTab user={user} /> },
    {
      key: "documents",
      label: t("record.tabs.documents"),
      children: (
        <>
          <LazyDocumentsTab userId={user.id} />
          <IssuedDocumentsSection userId={user.id} />
        </>
      ),
    },
    { key: "finance", label: t("record.tabs.finance"), children: <LazyChecksTab userId={user.id} kind="finance" /> },
    {
      key: "apostille",
      label: t("record.tabs.apostille"),
      children: <LazyChecksTab userId={user.id} kind="apostille" />,
    },
    {
      key: "visa",
      label: t("record.tabs.visa"),
      children: <LazyRecordSectionsTab user={user} sections={["visa"]} name="visa" />,
    },
    {
      key: "ddv",
      label: t("record.tabs.ddv"),
      children: <LazyRecordSectionsTab user={user} sections={["ddv"]} name="ddv" />,
    },
    {
      key: "communication",
      label: t("record.tabs.communication"),
      children: <LazyCommunicationTab userId={user.id} />,
    },
    { key: "personal", label: t("checklist.personalTab"), children: <LazyPersonalDataTab user={user} /> },
  ];
}
