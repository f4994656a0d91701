import type { DocumentKind, UiLanguage } from "@school/contracts";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import {
  byId,
  inSchool,
  insertInSchool,
  keyedInSchool,
  rowById,
  type Scope,
  updateInSchool,
} from "../../core/tenancy/scope.js";
import {
  courses,
  documentTemplates,
  issuedDocuments,
  paymentTranches,
  schools,
  users,
  workActs,
} from "../../db/schema/index.js";

/* Every SQL statement of the documents from templates (decision 0162). */

export type IssuedRow = typeof issuedDocuments.$inferSelect;
type TemplateKey = { kind: DocumentKind; language: UiLanguage };

/** The templates the school saved, every kind and language it changed. */
export function savedTemplates(scope: Scope) {
  return scope.db.select().from(documentTemplates).where(inSchool(scope, documentTemplates));
}

export async function savedTemplate(scope: Scope, key: TemplateKey) {
  const [row] = await scope.db
    .select()
    .from(documentTemplates)
    .where(keyedInSchool(scope, { table: documentTemplates, key: { kind: key.kind, language: key.language } }));
  return row;
}

export async function saveTemplate(scope: Scope, template: TemplateKey & { body: string }) {
  const changes = { body: template.body, updatedAt: new Date() };
  const [row] = await scope.db
    .insert(documentTemplates)
    .values({ ...template, schoolId: scope.schoolId })
    .onConflictDoUpdate({
      target: [documentTemplates.schoolId, documentTemplates.kind, documentTemplates.language],
      set: changes,
    })
    .returning();
  return row!;
}

/** Back to the shipped text: the school's row of that kind and language goes. */
export async function forgetTemplate(scope: Scope, key: TemplateKey) {
  await scope.db
    .delete(documentTemplates)
    .where(keyedInSchool(scope, { table: documentTemplates, key: { kind: key.kind, language: key.language } }));
}

/** The student a document is for, with the school's names and currency. */
export async function studentForDocument(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      schoolName: schools.name,
      schoolNameKk: schools.nameKk,
      schoolNameEn: schools.nameEn,
      currency: schools.currency,
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(byId(scope, users, userId));
  return row;
}

/** The language the student chose: a document sent to them is named in it. */
export async function languageOfStudent(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select({ language: users.language })
    .from(users)
    .where(byId(scope, users, userId));
  return row?.language;
}

export async function programForDocument(scope: Scope, courseId: number) {
  return rowById(scope, {
    table: courses,
    id: courseId,
    columns: { titleRu: courses.titleRu, titleKk: courses.titleKk, titleEn: courses.titleEn, price: courses.price },
  });
}

/** The student's instalment schedule: every tranche by due date. */
export function scheduleOf(scope: Scope, userId: number) {
  return scope.db
    .select({ due: paymentTranches.dueDate, amount: paymentTranches.amount })
    .from(paymentTranches)
    .where(and(inSchool(scope, paymentTranches), eq(paymentTranches.userId, userId)))
    .orderBy(asc(paymentTranches.dueDate), asc(paymentTranches.id));
}

export async function actForDocument(scope: Scope, id: number) {
  return rowById(scope, {
    table: workActs,
    id,
    columns: {
      userId: workActs.userId,
      number: workActs.number,
      date: workActs.date,
      amount: workActs.amount,
      note: workActs.note,
    },
  });
}

/**
 * The student's contract other documents follow: the one they accepted, else the latest issued (an act prints its
 * number and date, decision 0171).
 */
export async function latestContractOf(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select({ content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(
      and(inSchool(scope, issuedDocuments), eq(issuedDocuments.userId, userId), eq(issuedDocuments.kind, "contract")),
    )
    .orderBy(sql`${issuedDocuments.acceptedAt} is null`, desc(issuedDocuments.id))
    .limit(1);
  return row;
}

/**
 * The next number of a kind in the school: one more than the documents of that kind, taken under a lock held to the
 * transaction's end, so two issues at once get two numbers.
 */
export async function nextNumber(scope: Scope, kind: DocumentKind): Promise<number> {
  await scope.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`issued_documents:${scope.schoolId}:${kind}`}))`);
  const [row] = await scope.db
    .select({ total: count() })
    .from(issuedDocuments)
    .where(and(inSchool(scope, issuedDocuments), eq(issuedDocuments.kind, kind)));
  return (row?.total ?? 0) + 1;
}

export async function insertIssued(
  scope: Scope,
  values: Omit<typeof issuedDocuments.$inferInsert, "schoolId" | "id">,
): Promise<IssuedRow> {
  const id = await insertInSchool(scope, { table: issuedDocuments, values });
  return (await findIssued(scope, id))!;
}

export async function findIssued(scope: Scope, id: number): Promise<IssuedRow | undefined> {
  return rowById(scope, { table: issuedDocuments, id });
}

export function issuedOf(scope: Scope, userId: number): Promise<IssuedRow[]> {
  return scope.db
    .select()
    .from(issuedDocuments)
    .where(and(inSchool(scope, issuedDocuments), eq(issuedDocuments.userId, userId)))
    .orderBy(desc(issuedDocuments.createdAt), desc(issuedDocuments.id));
}

export async function setRendered(
  scope: Scope,
  input: { id: number; file: string | null; sha256?: string; status: IssuedRow["status"] },
) {
  await updateInSchool(scope, {
    table: issuedDocuments,
    id: input.id,
    values: { file: input.file, status: input.status, ...(input.sha256 ? { sha256: input.sha256 } : {}) },
  });
}

/**
 * Records the acceptance once: only a ready document not yet accepted, whose hash is the one the student read.
 * Answers the row, or undefined when any of that did not hold (accepted already, changed, not rendered).
 */
export async function recordAcceptance(
  scope: Scope,
  input: { id: number; sha256: string; at: Date; ip: string; userAgent: string },
): Promise<IssuedRow | undefined> {
  const [row] = await scope.db
    .update(issuedDocuments)
    .set({ acceptedAt: input.at, acceptedIp: input.ip, acceptedUserAgent: input.userAgent })
    .where(
      and(
        byId(scope, issuedDocuments, input.id),
        isNull(issuedDocuments.acceptedAt),
        eq(issuedDocuments.status, "ready"),
        eq(issuedDocuments.sha256, input.sha256),
      ),
    )
    .returning();
  return row;
}
