// The checklist (decision 0033) and a student's personal-data log. Both come through loaders, each in a chunk of its
// own (their tables and dialogs): the student page shows them in tabs, a student's settings under their applications
// (decision 0174).
export const loadChecklistPanel = () =>
  import("./components/ChecklistPanel").then((module) => ({ default: module.ChecklistPanel }));
export const loadPersonalDataTab = () =>
  import("./components/PersonalDataTab").then((module) => ({ default: module.PersonalDataTab }));
