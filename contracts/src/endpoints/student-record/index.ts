/** The student record's endpoints, one file per part (the contracts' `student-record/` and the server's modules alike). */
export * from "./acts.endpoints.js";
export * from "./checks.endpoints.js";
export * from "./communications.endpoints.js";
export * from "./documents.endpoints.js";
export * from "./exams.endpoints.js";
export * from "./files.endpoints.js";
export * from "./lookups.endpoints.js";
export * from "./record.endpoints.js";
export * from "./tranches.endpoints.js";
