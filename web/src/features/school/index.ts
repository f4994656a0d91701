export { currentDomain } from "./api/school.api";
export { SchoolLogo } from "./components/SchoolLogo";
export { useSchoolName } from "./hooks/use-school-logo.query";

/** The school's settings tab in a chunk of its own: only staff open it. */
export const loadSchoolSettingsTab = () => import("./components/SchoolSettingsTab");
