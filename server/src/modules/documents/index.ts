/**
 * The documents module's face for other modules: an act of work done as a PDF, for the finance screens' download
 * (decision 0054).
 */

export { documentsModule } from "./documents.module.js";
export { workActPdf } from "./issued.service.js";
