/**
 * The student record's face for other modules: the access check of a call about one student or one of their rows, the
 * record read and written (users' import and form), the countries and packages in use, a student's stored files and
 * documents (conversations), and the tranches' totals and balance conditions (finance, instalments).
 */

export { requireRowAccess, requireStudentAccess, type StudentRef } from "./access.js";
export { addStudentDocument } from "./documents/documents.service.js";
export { countriesInUse, packagesInUse } from "./lookups/lookups.queries.js";
export { studentFileKey } from "./stored-files.js";
export { studentRecordModule } from "./student-record.module.js";
export { insertRecords, loadRecord, writeRecord } from "./student-record.queries.js";
export { recordConditions, refreshTotals } from "./tranches/tranches.queries.js";
