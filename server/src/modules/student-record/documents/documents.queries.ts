import { and, desc, eq, sql } from "drizzle-orm";
import { byId, inSchool, insertRowInSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { studentDocuments, users } from "../../../db/schema/index.js";

export type DocumentRow = typeof studentDocuments.$inferSelect;
export type DocumentWithUploader = DocumentRow & { uploader: string | null };

const uploader = sql<
  string | null
>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${studentDocuments.uploadedBy})`;

/** A student's documents, the newest first, each with who uploaded it. */
export async function documentsOf(scope: Scope, userId: number): Promise<DocumentWithUploader[]> {
  const rows = await scope.db
    .select({ document: studentDocuments, uploader })
    .from(studentDocuments)
    .where(and(inSchool(scope, studentDocuments), eq(studentDocuments.userId, userId)))
    .orderBy(desc(studentDocuments.createdAt), desc(studentDocuments.id))
    .limit(500);
  return rows.map(({ document, uploader: name }) => ({ ...document, uploader: name }));
}

export async function insertDocument(
  scope: Scope,
  document: Omit<typeof studentDocuments.$inferInsert, "id" | "schoolId" | "createdAt">,
): Promise<DocumentRow> {
  return insertRowInSchool(scope, { table: studentDocuments, values: document });
}

export async function findDocument(scope: Scope, id: number): Promise<DocumentRow | undefined> {
  return rowById(scope, { table: studentDocuments, id });
}

export async function deleteDocument(scope: Scope, id: number): Promise<void> {
  await scope.db.delete(studentDocuments).where(byId(scope, studentDocuments, id));
}
