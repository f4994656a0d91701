export { useRecordChoices } from "./lookups/use-record-choices";
export { studentRecordTabs } from "./StudentRecordTabs";
export { optionsOf, RecordFields, recordBody } from "./sections/RecordFields";
export { RecordUpdateProvider } from "./sections/record-update";
