import type { ProfileRowKind } from "@school/contracts";
import { and, count, eq } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import { userCertificates, userEducations, userLanguages, users } from "../../db/schema/index.js";

/** The three tables of a student's own profile rows, by the kind the row limits name. */
export const PROFILE_TABLES = {
  education: userEducations,
  certificate: userCertificates,
  language: userLanguages,
} as const;

/** The student a row would belong to, when they are a student of the school. */
export async function findStudent({ db, schoolId }: Scope, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, schoolId), eq(users.role, "student")))
    .limit(1);
  return row;
}

/**
 * Locks the student's user row for the rest of the transaction, so two rows added at once are counted one after
 * the other and the limit holds under concurrency.
 */
export async function lockStudent({ db, schoolId }: Scope, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, schoolId), eq(users.role, "student")))
    .for("update");
  return row;
}

export async function countRows({ db, schoolId }: Scope, kind: ProfileRowKind, userId: number): Promise<number> {
  const table = PROFILE_TABLES[kind];
  const [row] = await db
    .select({ count: count() })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), eq(table.userId, userId)));
  return row?.count ?? 0;
}

export async function selectEducations({ db, schoolId }: Scope, userId: number) {
  return db
    .select()
    .from(userEducations)
    .where(and(eq(userEducations.schoolId, schoolId), eq(userEducations.userId, userId)))
    .orderBy(userEducations.start, userEducations.id);
}

export async function selectCertificates({ db, schoolId }: Scope, userId: number) {
  return db
    .select()
    .from(userCertificates)
    .where(and(eq(userCertificates.schoolId, schoolId), eq(userCertificates.userId, userId)))
    .orderBy(userCertificates.id);
}

export async function selectLanguages({ db, schoolId }: Scope, userId: number) {
  return db
    .select()
    .from(userLanguages)
    .where(and(eq(userLanguages.schoolId, schoolId), eq(userLanguages.userId, userId)))
    .orderBy(userLanguages.id);
}

export async function selectEducation({ db, schoolId }: Scope, id: number) {
  const [row] = await db
    .select()
    .from(userEducations)
    .where(and(eq(userEducations.schoolId, schoolId), eq(userEducations.id, id)));
  return row;
}

export async function selectCertificate({ db, schoolId }: Scope, id: number) {
  const [row] = await db
    .select()
    .from(userCertificates)
    .where(and(eq(userCertificates.schoolId, schoolId), eq(userCertificates.id, id)));
  return row;
}

export async function selectLanguage({ db, schoolId }: Scope, id: number) {
  const [row] = await db
    .select()
    .from(userLanguages)
    .where(and(eq(userLanguages.schoolId, schoolId), eq(userLanguages.id, id)));
  return row;
}

export async function deleteRow({ db, schoolId }: Scope, kind: ProfileRowKind, id: number): Promise<void> {
  const table = PROFILE_TABLES[kind];
  await db.delete(table).where(and(eq(table.schoolId, schoolId), eq(table.id, id)));
}
