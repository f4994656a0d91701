/**
 * The mailings module's face for other modules: a template sent to chosen people as a mailing (automation), one
 * template written to one person (a conversation's reply, decision 0157), and the notice of a program saved with a
 * mailing to its students (course).
 */

export { mailingsModule } from "./mailings.module.js";
export { notifyProgramStudents } from "./mailings.service.js";
export { templateMessageFor } from "./templates/personal-template.js";
export { mailTemplate } from "./templates/template-mailing.js";
