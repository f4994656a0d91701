/** The parts of the record a tab loads on its own. */
export type RecordPart = "finance" | "apostille" | "documents" | "exams" | "tranches";

/**
 * The student record's query keys, per school. They sit under the users feature's `["users", schoolId]` so that
 * adding or importing people (which invalidates that prefix) refreshes the record too.
 */
export const studentRecordKeys = {
  /** Everything read about one student: their record's parts, communications and the page's header. */
  student: (schoolId: number, userId: number) => ["users", schoolId, "record", userId] as const,
  part: (schoolId: number, userId: number, part: RecordPart) => ["users", schoolId, "record", userId, part] as const,
  communications: (schoolId: number, userId: number) => ["users", schoolId, "record", userId, "communication"] as const,
  communicationsPage: (schoolId: number, userId: number, page: number) =>
    [...studentRecordKeys.communications(schoolId, userId), page] as const,
  choices: (schoolId: number, language: string) => ["users", schoolId, "record-choices", language] as const,
};
