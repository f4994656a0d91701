import type { ProfileRowKind } from "@school/contracts";
import { and, count, eq } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { byId, inSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import { userCertificates, userEducations, userLanguages, users } from "../../db/schema/index.js";

/** The three tables of a student's own profile rows, by the kind the row limits name. */
export const PROFILE_TABLES = {
  education: userEducations,
  certificate: userCertificates,
  language: userLanguages,
} as const;

const aStudent = (scope: Scope, userId: number) => and(byId(scope, users, userId), eq(users.role, "student"));

/** The student a row would belong to, when they are a student of the school. */
export async function findStudent(scope: Scope, userId: number) {
  const [row] = await scope.db.select({ id: users.id }).from(users).where(aStudent(scope, userId)).limit(1);
  return row;
}

/**
 * Locks the student's user row for the rest of the transaction, so two rows added at once are counted one after
 * the other and the limit holds under concurrency.
 */
export async function lockStudent(scope: Scope, userId: number) {
  const [row] = await scope.db.select({ id: users.id }).from(users).where(aStudent(scope, userId)).for("update");
  return row;
}

export async function countRows(scope: Scope, input: { kind: ProfileRowKind; userId: number }): Promise<number> {
  const table = PROFILE_TABLES[input.kind];
  const [row] = await scope.db
    .select({ count: count() })
    .from(table)
    .where(and(inSchool(scope, table), eq(table.userId, input.userId)));
  return row?.count ?? 0;
}

export async function selectEducations(scope: Scope, userId: number) {
  return scope.db
    .select()
    .from(userEducations)
    .where(and(inSchool(scope, userEducations), eq(userEducations.userId, userId)))
    .orderBy(userEducations.start, userEducations.id);
}

export async function selectCertificates(scope: Scope, userId: number) {
  return scope.db
    .select()
    .from(userCertificates)
    .where(and(inSchool(scope, userCertificates), eq(userCertificates.userId, userId)))
    .orderBy(userCertificates.id);
}

export async function selectLanguages(scope: Scope, userId: number) {
  return scope.db
    .select()
    .from(userLanguages)
    .where(and(inSchool(scope, userLanguages), eq(userLanguages.userId, userId)))
    .orderBy(userLanguages.id);
}

export async function selectEducation(scope: Scope, id: number) {
  return rowById(scope, { table: userEducations, id });
}

export async function selectCertificate(scope: Scope, id: number) {
  return rowById(scope, { table: userCertificates, id });
}

export async function selectLanguage(scope: Scope, id: number) {
  return rowById(scope, { table: userLanguages, id });
}

type NewRow<Table extends PgTable & { $inferInsert: { schoolId: number } }> = Omit<Table["$inferInsert"], "schoolId">;

export const insertEducation = async (scope: Scope, row: NewRow<typeof userEducations>) =>
  (
    await scope.db
      .insert(userEducations)
      .values({ ...row, schoolId: scope.schoolId })
      .returning()
  )[0]!;

export const insertCertificate = async (scope: Scope, row: NewRow<typeof userCertificates>) =>
  (
    await scope.db
      .insert(userCertificates)
      .values({ ...row, schoolId: scope.schoolId })
      .returning()
  )[0]!;

export const insertLanguage = async (scope: Scope, row: NewRow<typeof userLanguages>) =>
  (
    await scope.db
      .insert(userLanguages)
      .values({ ...row, schoolId: scope.schoolId })
      .returning()
  )[0]!;

type Change<Table extends PgTable> = { id: number; changes: PgUpdateSetSource<Table> };

export const updateEducation = async (scope: Scope, input: Change<typeof userEducations>) =>
  (
    await scope.db
      .update(userEducations)
      .set(input.changes)
      .where(byId(scope, userEducations, input.id))
      .returning()
  )[0]!;

export const updateCertificate = async (scope: Scope, input: Change<typeof userCertificates>) =>
  (
    await scope.db
      .update(userCertificates)
      .set(input.changes)
      .where(byId(scope, userCertificates, input.id))
      .returning()
  )[0]!;

export async function deleteRow(scope: Scope, input: { kind: ProfileRowKind; id: number }): Promise<void> {
  const table = PROFILE_TABLES[input.kind];
  await scope.db.delete(table).where(byId(scope, table, input.id));
}
