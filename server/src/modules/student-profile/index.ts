/**
 * The student profile's face for other modules: the student a row would belong to, when they are a student of the
 * school (eligibility).
 */

export { findStudent } from "./profile-rows.queries.js";
export { studentProfileModule } from "./student-profile.module.js";
