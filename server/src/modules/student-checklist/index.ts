/**
 * The student checklist's face for other modules: the checklist lines and their states of chosen students, and the
 * school's students with something coming due (automation, users).
 */

export { checklistRows, checklistStateRows, schoolStudents } from "./checklist.queries.js";
export { studentChecklistModule } from "./student-checklist.module.js";
