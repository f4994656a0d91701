/**
 * The lessons module's face for other modules: a lesson by id (exercises) and a known user's id as the access filter's
 * user column (homework).
 */

export { lessonsModule } from "./lessons.module.js";
export { findLesson, userIdValue } from "./lessons.queries.js";
