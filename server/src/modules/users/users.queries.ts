import type { SignedInRole, UserListQuery } from "@school/contracts";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { conditionsOf } from "../../core/filters.js";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { studentRecords, users } from "../../db/schema/index.js";
import { studentFilters } from "./student-filters.queries.js";

/*
 * What more than one part of the users module reads or writes alike: the user list's selection (the list with its
 * mailing audience, its export, and modules/mailings' audiences) and the creation of accounts (the form's one, an
 * import's many).
 */

/** A user's student record, joined on the user (staff have none: a left join keeps them). */
export const withRecord = eq(studentRecords.userId, users.id);

export type ListFilters = Omit<UserListQuery, "page" | "ordering">;

/** The school, the role tab and the filters' conditions, over `users` left-joined to their record. */
export const whereOver = (scope: Scope, role: ListFilters["role"], conditions: SQL[]) =>
  and(inSchool(scope, users), role ? eq(users.role, role) : undefined, ...conditions);

/**
 * The list's condition over `users` left-joined to their record (`withRecord`): the caller's school, the role tab and
 * the filter set; an empty search is no filter. The list and its export select the same users by it.
 */
export function userListWhere(scope: Scope, { role, ...filters }: ListFilters) {
  const given = { ...filters, q: filters.q ? filters.q : undefined };
  return whereOver(scope, role, conditionsOf(studentFilters({ schoolId: scope.schoolId }), given));
}

export type NewUser = Omit<typeof users.$inferInsert, "id" | "schoolId" | "createdAt" | "updatedAt">;

/** Creates the accounts in the scope's school; each one's id and e-mail. */
export async function insertUsers(scope: Scope, accounts: NewUser[]) {
  return scope.db
    .insert(users)
    .values(accounts.map((account) => ({ schoolId: scope.schoolId, ...account })))
    .returning({ id: users.id, email: users.email });
}

/** Whether a user of the school holds one of these roles (an assignee, a student a thread or task is about). */
export async function holdsRoleIn(scope: Scope, input: { userId: number; roles: readonly SignedInRole[] }) {
  const [row] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(inSchool(scope, users), eq(users.id, input.userId), inArray(users.role, [...input.roles])))
    .limit(1);
  return row !== undefined;
}
