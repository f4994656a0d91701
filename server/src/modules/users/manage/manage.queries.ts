import { and, eq, ne } from "drizzle-orm";
import { byId, deleteInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { users } from "../../../db/schema/index.js";
import { insertUsers, type NewUser } from "../users.queries.js";

/** Whether an account other than `exceptId` has the e-mail or phone. */
export async function isTaken(
  scope: Scope,
  input: { field: "email" | "phone"; value: string; exceptId?: number },
): Promise<boolean> {
  const column = input.field === "email" ? users.email : users.phone;
  const [taken] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, input.value), input.exceptId === undefined ? undefined : ne(users.id, input.exceptId)))
    .limit(1);
  return taken !== undefined;
}

export async function insertUser(scope: Scope, account: NewUser): Promise<number> {
  const [created] = await insertUsers(scope, [account]);
  return created!.id;
}

/** Changes the account's own fields; the account's role, or none when the school has no such user. */
export async function updateAccount(
  scope: Scope,
  {
    userId,
    changes,
  }: {
    userId: number;
    changes: Partial<Pick<typeof users.$inferInsert, "firstName" | "lastName" | "email" | "phone">>;
  },
) {
  const [user] = await scope.db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(byId(scope, users, userId))
    .returning({ role: users.role });
  return user?.role;
}

/** Deletes the account; whether the school had it. */
export async function deleteAccount(scope: Scope, userId: number): Promise<boolean> {
  return deleteInSchool(scope, { table: users, id: userId });
}
