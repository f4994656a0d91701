/**
 * The application statuses' face for other modules: the condition and the ids that narrow to a program's or a status's
 * applicants (automation, conversations), and the statuses a caller may see (eligibility).
 */

export { applicationStatusModule } from "./application-status.module.js";
export { applicantIds, appliesTo } from "./application-status.queries.js";
export { listStatuses } from "./application-status.service.js";
