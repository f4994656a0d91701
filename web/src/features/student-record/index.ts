// The student record (decision 0028). Its tabs and its fields' controls come through loaders, each in a chunk of its
// own: a screen that needs only the record's keys, choices or texts (the inbox, the user list's filters) does not
// download its forms and tables (decision 0174).
export { saveChecks } from "./checks/checks.api";
export { useRecordChoices } from "./lookups/use-record-choices";
export { RecordUpdateProvider } from "./sections/record-update";
export { optionsOf, recordBody } from "./sections/record-values";
export { studentRecordKeys } from "./student-record.keys";

export const loadRecordFields = () =>
  import("./sections/RecordFields").then((module) => ({ default: module.RecordFields }));
export const loadRecordSectionsTab = () =>
  import("./sections/RecordSectionsTab").then((module) => ({ default: module.RecordSectionsTab }));
export const loadPaymentsTab = () =>
  import("./tranches/PaymentsTab").then((module) => ({ default: module.PaymentsTab }));
export const loadExamsTab = () => import("./exams/ExamsTab").then((module) => ({ default: module.ExamsTab }));
export const loadDocumentsTab = () =>
  import("./documents/DocumentsTab").then((module) => ({ default: module.DocumentsTab }));
export const loadChecksTab = () => import("./checks/ChecksTab").then((module) => ({ default: module.ChecksTab }));
export const loadCommunicationTab = () =>
  import("./communications/CommunicationTab").then((module) => ({ default: module.CommunicationTab }));
