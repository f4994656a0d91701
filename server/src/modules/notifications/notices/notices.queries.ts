import type { SignedInRole } from "@school/contracts";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { noticeTextColumns } from "../../../core/notify/notice-texts.js";
import { fullNameOf } from "../../../core/person-name.js";
import { byId, inSchool, insertInSchool, joinedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { notifications, schoolNotices, users } from "../../../db/schema/index.js";

/** Who a notice reaches: the school's users (all, one role, or the chosen ones), never its author. */
export async function audienceIds(
  scope: Scope,
  input: { authorId: number; role?: SignedInRole; userIds?: readonly number[] },
): Promise<number[]> {
  const rows = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inSchool(scope, users),
        ne(users.id, input.authorId),
        input.role ? eq(users.role, input.role) : undefined,
        input.userIds ? inArray(users.id, [...input.userIds]) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/** Of these ids, those that are users of the scope's school. */
export async function schoolUserIds(scope: Scope, userIds: readonly number[]): Promise<Set<number>> {
  const rows = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(inSchool(scope, users), inArray(users.id, [...userIds])));
  return new Set(rows.map((row) => row.id));
}

export async function insertNotice(scope: Scope, values: Omit<typeof schoolNotices.$inferInsert, "schoolId">) {
  return insertInSchool(scope, { table: schoolNotices, values });
}

/** Deletes a notice (its notifications go with it) and answers whose centres it was in; null when there is none. */
export async function deleteNotice(scope: Scope, id: number): Promise<number[] | null> {
  const recipients = await scope.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(inSchool(scope, notifications), eq(notifications.noticeId, id)));
  const deleted = await scope.db
    .delete(schoolNotices)
    .where(byId(scope, schoolNotices, id))
    .returning({ id: schoolNotices.id });
  return deleted.length === 0 ? null : recipients.map((row) => row.userId);
}

export async function countNotices(scope: Scope): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(schoolNotices)
    .where(inSchool(scope, schoolNotices));
  return row?.count ?? 0;
}

/** A notice's notifications, as the counting subqueries' alias `n`. */
const delivered = alias(notifications, "n");

/**
 * A page of notices, newest first, with their author's name and delivery counts: a scalar subquery a count, each one
 * range of the notice's index, where a grouped join would aggregate every notification of the page at once.
 */
export async function noticeRows(scope: Scope, input: { limit: number; offset: number; id?: number }) {
  const counted = (condition: SQL) =>
    sql<number>`(select count(*)::int from ${notifications} n
      where ${joinedInSchool(schoolNotices, { from: delivered, by: delivered.noticeId })} and ${condition})`;
  return scope.db
    .select({
      id: schoolNotices.id,
      ...noticeTextColumns,
      audience: schoolNotices.audience,
      role: schoolNotices.role,
      createdAt: schoolNotices.createdAt,
      author: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      recipients: counted(sql`true`),
      read: counted(sql`n.read_at is not null`),
      emailed: counted(sql`n.email in ('sent', 'digested')`),
      failed: counted(sql`n.email = 'failed'`),
      pending: counted(sql`n.email in ('pending', 'digest')`),
      appOnly: counted(sql`n.email = 'none'`),
    })
    .from(schoolNotices)
    .leftJoin(users, joinedInSchool(users, { from: schoolNotices, by: schoolNotices.authorId }))
    .where(and(inSchool(scope, schoolNotices), input.id ? eq(schoolNotices.id, input.id) : undefined))
    .orderBy(desc(schoolNotices.id))
    .limit(input.limit)
    .offset(input.offset);
}

/** The recipients whose e-mail failed, for these notices (at most `perNotice` each). */
export async function failedRecipients(scope: Scope, noticeIds: readonly number[], perNotice: number) {
  if (noticeIds.length === 0) return [];
  const rows = await scope.db
    .select({
      noticeId: notifications.noticeId,
      userId: users.id,
      name: fullNameOf(users),
      email: users.email,
      error: notifications.emailError,
      rank: sql<number>`(row_number() over (partition by ${notifications.noticeId} order by ${notifications.id}))::int`,
    })
    .from(notifications)
    .innerJoin(users, joinedInSchool(users, { from: notifications, by: notifications.userId }))
    .where(
      and(
        inSchool(scope, notifications),
        inArray(notifications.noticeId, [...noticeIds]),
        eq(notifications.email, "failed"),
      ),
    );
  return rows.filter((row) => row.rank <= perNotice);
}
