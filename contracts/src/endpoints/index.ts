/**
 * Every endpoint as a named export, one file per feature area; the web imports the few it calls so its bundles
 * carry only those. The whole list, for the server and the tests, is `ENDPOINTS` in all.ts.
 */
export * from "./answers.endpoints.js";
export * from "./application-status.endpoints.js";
export * from "./auth.endpoints.js";
export * from "./automation.endpoints.js";
export * from "./boards.endpoints.js";
export * from "./catalog.endpoints.js";
export * from "./conversations.endpoints.js";
export * from "./course.endpoints.js";
export * from "./course-members.endpoints.js";
export * from "./course-requirements.endpoints.js";
export * from "./course-rounds.endpoints.js";
export * from "./crm.endpoints.js";
export * from "./dictionary.endpoints.js";
export * from "./endpoint.js";
export * from "./exercises.endpoints.js";
export * from "./faq.endpoints.js";
export * from "./finance.endpoints.js";
export * from "./groups.endpoints.js";
export * from "./help.endpoints.js";
export * from "./homework.endpoints.js";
export * from "./legal.endpoints.js";
export * from "./lessons.endpoints.js";
export * from "./mailings.endpoints.js";
export * from "./marketing.endpoints.js";
export * from "./notifications.endpoints.js";
export * from "./payments.endpoints.js";
export * from "./profile.endpoints.js";
export * from "./program-files.endpoints.js";
export * from "./reports.endpoints.js";
export * from "./schedule.endpoints.js";
export * from "./school.endpoints.js";
export * from "./staff-payments.endpoints.js";
export * from "./staff-tasks.endpoints.js";
export * from "./student-checklist.endpoints.js";
export * from "./student-profile.endpoints.js";
export * from "./student-record/index.js";
export * from "./tariffs.endpoints.js";
export * from "./telegram.endpoints.js";
export * from "./users.endpoints.js";
