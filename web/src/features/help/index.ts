// The help side (issue 22, decisions 0060-0062). Only lazy loaders and small pieces: the footer rides on the first
// screen and is imported by the layouts directly.
export { helpKeys } from "./help.keys";

/** The onboarding video in a chunk of its own, loaded when the tour or the menu shows it. */
export const loadOnboardingVideoModal = () => import("./components/OnboardingVideoModal");
/** The settings' FAQ tab and documents tab, for staff only. */
export const loadFaqEditor = () => import("./components/FaqEditor").then((module) => ({ default: module.FaqEditor }));
export const loadDocumentsEditor = () =>
  import("./components/DocumentsEditor").then((module) => ({ default: module.DocumentsEditor }));
