// Documents from templates (issue 38, decision 0162): the settings' templates, the student page's issued documents,
// and the student's own in "My files".

export { IssuedDocumentsSection } from "./components/IssuedDocumentsSection";
export { MyDocumentsSection } from "./components/MyDocumentsSection";

/** The templates' tab in a chunk of its own: only staff who manage the school open it. */
export const loadTemplatesTab = () => import("./components/TemplatesTab");
