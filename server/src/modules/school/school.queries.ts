import { eq } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { schools, users } from "../../db/schema/index.js";

/** The scope's school's own row (the schools table is keyed by the school itself). */
const ownRow = (scope: Scope) => eq(schools.id, scope.schoolId);

export async function selectSchool(scope: Scope) {
  const [school] = await scope.db.select().from(schools).where(ownRow(scope)).limit(1);
  return school;
}

/** Changes the school's row in one statement; answers it as it now is. */
export async function updateSchoolRow(scope: Scope, changes: Partial<typeof schools.$inferInsert>) {
  const [updated] = await scope.db.update(schools).set(changes).where(ownRow(scope)).returning();
  return updated;
}

/** Whether a school already uses the domain: an operator's check across schools, on the owner's handle. */
export async function domainTaken(ownerDb: Db, domain: string): Promise<boolean> {
  const [taken] = await ownerDb.select({ id: schools.id }).from(schools).where(eq(schools.domain, domain));
  return taken !== undefined;
}

/** Whether an account of any school already has the e-mail, on the owner's handle. */
export async function emailTaken(ownerDb: Db, email: string): Promise<boolean> {
  const [taken] = await ownerDb.select({ id: users.id }).from(users).where(eq(users.email, email));
  return taken !== undefined;
}

type UserValues = Omit<typeof users.$inferInsert, "id">;

/** A new school and its first admin, together or neither. */
export function insertSchoolWithAdmin(
  ownerDb: Db,
  input: { school: typeof schools.$inferInsert; admin: Omit<UserValues, "schoolId"> },
): Promise<{ schoolId: number; adminId: number }> {
  // Not `inTransaction`: the school does not exist yet, so there is no school scope to open it in (operator's step).
  return ownerDb.transaction(async (tx) => {
    const [school] = await tx.insert(schools).values(input.school).returning({ id: schools.id });
    const adminId = await insertUser(tx, { ...input.admin, schoolId: school!.id });
    return { schoolId: school!.id, adminId };
  });
}

/** A new account in the school its values name: an operator's or a seed's step, on the owner's handle. */
export async function insertUser(ownerDb: Db, values: UserValues): Promise<number> {
  const [created] = await ownerDb.insert(users).values(values).returning({ id: users.id });
  return created!.id;
}
