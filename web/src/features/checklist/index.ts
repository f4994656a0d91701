export { ChecklistPanel } from "./components/ChecklistPanel";
export { PersonalDataTab } from "./components/PersonalDataTab";
