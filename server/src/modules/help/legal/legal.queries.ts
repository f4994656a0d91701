import { CONSENT_DOCUMENT_KINDS, type LegalDocumentKind, type Translations } from "@school/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { consents, legalDocuments, schoolHelp } from "../../../db/schema/index.js";

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
export type SchoolHelpRow = typeof schoolHelp.$inferSelect;

export async function documents(scope: Scope): Promise<LegalDocumentRow[]> {
  return scope.db.select().from(legalDocuments).where(inSchool(scope, legalDocuments)).orderBy(asc(legalDocuments.id));
}

export async function document(scope: Scope, kind: LegalDocumentKind): Promise<LegalDocumentRow | null> {
  const [row] = await scope.db
    .select()
    .from(legalDocuments)
    .where(and(inSchool(scope, legalDocuments), eq(legalDocuments.kind, kind)));
  return row ?? null;
}

/**
 * Writes a document as a PDF (`fileKey`) or a text, one version past the one it replaces. A document removed and
 * written again goes on past the highest version anyone consented to, so a version never names two texts.
 */
export async function writeDocument(
  scope: Scope,
  input: { kind: LegalDocumentKind; fileKey: string | null; text: Translations },
): Promise<LegalDocumentRow> {
  const consented = scope.db
    .select({ version: sql`coalesce(max(${consents.documentVersion}), 0) + 1` })
    .from(consents)
    .where(and(inSchool(scope, consents), eq(consents.kind, input.kind)));
  const [row] = await scope.db
    .insert(legalDocuments)
    .values({
      schoolId: scope.schoolId,
      kind: input.kind,
      format: input.fileKey === null ? "text" : "pdf",
      fileKey: input.fileKey,
      text: input.text.ru,
      textKk: input.text.kk,
      textEn: input.text.en,
      version: sql`(${consented})`,
    })
    .onConflictDoUpdate({
      target: [legalDocuments.schoolId, legalDocuments.kind],
      set: {
        format: sql`excluded.format`,
        fileKey: sql`excluded.file_key`,
        text: sql`excluded.text`,
        textKk: sql`excluded.text_kk`,
        textEn: sql`excluded.text_en`,
        version: sql`${legalDocuments.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function deleteDocument(scope: Scope, kind: LegalDocumentKind): Promise<LegalDocumentRow | null> {
  const [row] = await scope.db
    .delete(legalDocuments)
    .where(and(inSchool(scope, legalDocuments), eq(legalDocuments.kind, kind)))
    .returning();
  return row ?? null;
}

export async function helpRow(scope: Scope): Promise<SchoolHelpRow | null> {
  const [row] = await scope.db.select().from(schoolHelp).where(inSchool(scope, schoolHelp));
  return row ?? null;
}

/** Writes the school's help row (support contact, video), creating it on first use. */
export async function saveHelp(scope: Scope, values: Partial<Omit<SchoolHelpRow, "schoolId">>): Promise<SchoolHelpRow> {
  const [row] = await scope.db
    .insert(schoolHelp)
    .values({ schoolId: scope.schoolId, ...values })
    .onConflictDoUpdate({ target: schoolHelp.schoolId, set: values })
    .returning();
  return row!;
}

/**
 * Records a new account's consent to the documents registration asks for, each with the version it stood at (null
 * where the school has not published it), at the same moment: in the registration's transaction.
 */
export async function recordRegistrationConsent(scope: Scope, userId: number): Promise<void> {
  const current = await scope.db
    .select({ kind: legalDocuments.kind, version: legalDocuments.version })
    .from(legalDocuments)
    .where(and(inSchool(scope, legalDocuments), inArray(legalDocuments.kind, [...CONSENT_DOCUMENT_KINDS])));
  const versionOf = new Map(current.map((row) => [row.kind, row.version]));
  await scope.db.insert(consents).values(
    CONSENT_DOCUMENT_KINDS.map((kind) => ({
      schoolId: scope.schoolId,
      userId,
      kind,
      documentVersion: versionOf.get(kind) ?? null,
    })),
  );
}

export async function consentsOf(scope: Scope, userId: number) {
  return scope.db
    .select()
    .from(consents)
    .where(and(inSchool(scope, consents), eq(consents.userId, userId)))
    .orderBy(asc(consents.id));
}
