/**
 * The student record's contracts (decision 0028), one file per part of the student page: the record itself, the
 * document checks, payment tranches, acts of work, IELTS/TOLC exams, documents, files, communications and the
 * pickers. The server's `modules/student-record/<part>/` and the web's `features/student-record/<part>/` mirror them.
 */
export * from "./acts.js";
export * from "./checks.js";
export * from "./communications.js";
export * from "./documents.js";
export * from "./exams.js";
export * from "./files.js";
export * from "./lookups.js";
export * from "./record.js";
export * from "./record-vocabulary.js";
export * from "./tranches.js";
