// The school's requisites (issue 38, decision 0158): the settings' tab, and what a document refused for them says.

export { problemText } from "./field-problems";
export { missingRequisitesText, requisiteNames } from "./missing-requisites";

/** The requisites' tab in a chunk of its own: only staff who manage the school open it. */
export const loadRequisitesTab = () => import("./components/RequisitesTab");
