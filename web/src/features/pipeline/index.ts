/** The student's programs tab in a chunk of its own, for a screen that opens it on demand. */
export const loadStudentProgramsTab = () => import("./components/StudentProgramsTab");
