export { ApplicationTab } from "./components/ApplicationTab";
export { EducationTab } from "./components/EducationTab";

/** The education tab in a chunk of its own, for a screen that opens it on demand. */
export const loadEducationTab = () => import("./components/EducationTab");
