import { and, eq, sql } from "drizzle-orm";
import { inSchool, keyedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { studentDocumentChecks, studentRecords } from "../../../db/schema/index.js";
import { ensureRecord, recordFieldsOf, recordOf } from "../student-record.queries.js";

/** The documents checked for a student whose names start with `prefix` (`finance_`, `apostille_`). */
export async function checkedDocuments(scope: Scope, input: { userId: number; prefix: string }): Promise<Set<string>> {
  const rows = await scope.db
    .select({ document: studentDocumentChecks.document })
    .from(studentDocumentChecks)
    .where(
      and(
        inSchool(scope, studentDocumentChecks),
        eq(studentDocumentChecks.userId, input.userId),
        sql`${studentDocumentChecks.document} like ${`${input.prefix}%`}`,
      ),
    );
  return new Set(rows.map((row) => row.document));
}

export async function checkDocuments(
  scope: Scope,
  input: { userId: number; documents: string[]; checkedBy: number },
): Promise<void> {
  if (input.documents.length === 0) return;
  await scope.db
    .insert(studentDocumentChecks)
    .values(
      input.documents.map((document) => ({
        schoolId: scope.schoolId,
        userId: input.userId,
        document,
        checkedBy: input.checkedBy,
      })),
    )
    .onConflictDoNothing();
}

export async function uncheckDocuments(scope: Scope, input: { userId: number; documents: string[] }): Promise<void> {
  if (input.documents.length === 0) return;
  await scope.db
    .delete(studentDocumentChecks)
    .where(
      keyedInSchool(scope, { table: studentDocumentChecks, key: { userId: input.userId, document: input.documents } }),
    );
}

export type DdvFlags = { ddv_sent?: boolean; ddv_done?: boolean; codice_sent?: boolean };

export const ddvFlags = (scope: Scope, userId: number) =>
  recordFieldsOf(scope, {
    userId,
    fields: {
      ddv_sent: studentRecords.ddv_sent,
      ddv_done: studentRecords.ddv_done,
      codice_sent: studentRecords.codice_sent,
    },
  });

/** Sets the flags sent on the student's record, creating the record first when it was never written. */
export async function writeDdvFlags(scope: Scope, input: { userId: number; flags: DdvFlags }): Promise<void> {
  await ensureRecord(scope, input.userId);
  if (Object.keys(input.flags).length === 0) return;
  await scope.db
    .update(studentRecords)
    .set({ ...input.flags, updatedAt: new Date() })
    .where(recordOf(scope, input.userId));
}
