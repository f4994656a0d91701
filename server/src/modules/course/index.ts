/**
 * The program module's face for other modules: a program of the school (`loadCourse`), its rounds as the catalog shows
 * them, and its files as homework copies final documents into them. Who is a member of a program is core's
 * (`core/access/membership.ts`), not asked here.
 */

export { courseModule } from "./course.module.js";
export { loadCourse } from "./course.service.js";
export { logProgramFileActions } from "./files/files.queries.js";
export { toProgramFile } from "./files/files.service.js";
export { toRound } from "./rounds/rounds.rules.js";
