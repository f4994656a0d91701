/**
 * The users module's face for other modules: whether a user holds a role, the user list's condition and record join
 * (mailings, staff tasks), the search over names, e-mails and phones (conversations), and a student's standing (CRM).
 */

export { searchMatches } from "./student-filters.queries.js";
export { getStudentStanding } from "./student-standing.js";
export { usersModule } from "./users.module.js";
export { holdsRoleIn, userListWhere, withRecord } from "./users.queries.js";
