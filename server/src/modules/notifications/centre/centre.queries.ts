import type { NotificationDelivery, NotificationKind } from "@school/contracts";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { noticeTextColumns, notificationTextColumns } from "../../../core/notify/notice-texts.js";
import { inSchool, joinedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { notificationPreferences, notifications, schoolNotices } from "../../../db/schema/index.js";

const ownRows = (scope: Scope, userId: number) => and(inSchool(scope, notifications), eq(notifications.userId, userId));

/** A page of one user's notifications, newest first, after `before` (keyset on the id: no offset to walk). */
export async function feed(scope: Scope, input: { userId: number; before?: number; limit: number }) {
  return scope.db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      ...notificationTextColumns,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      // A school notice is read from the notice, in the reader's language (decision 0134).
      notice: noticeTextColumns,
    })
    .from(notifications)
    .leftJoin(schoolNotices, joinedInSchool(schoolNotices, { from: notifications, by: notifications.noticeId }))
    .where(and(ownRows(scope, input.userId), input.before ? lt(notifications.id, input.before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(input.limit);
}

/** The unread count: an index-only count over the partial index of unread rows. */
export async function unreadOf(scope: Scope, userId: number): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ownRows(scope, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks one own notification read; answers whether it exists (read already or not). */
export async function markRead(scope: Scope, input: { userId: number; id: number; at: Date }): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(ownRows(scope, input.userId), eq(notifications.id, input.id)));
  if (!row) return false;
  if (row.readAt === null) {
    await scope.db
      .update(notifications)
      .set({ readAt: input.at })
      .where(and(ownRows(scope, input.userId), eq(notifications.id, input.id), isNull(notifications.readAt)));
  }
  return true;
}

export async function markAllRead(scope: Scope, input: { userId: number; at: Date }): Promise<number> {
  const rows = await scope.db
    .update(notifications)
    .set({ readAt: input.at })
    .where(and(ownRows(scope, input.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function preferencesOf(scope: Scope, userId: number) {
  return scope.db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(and(inSchool(scope, notificationPreferences), eq(notificationPreferences.userId, userId)));
}

export async function savePreferences(
  scope: Scope,
  input: { userId: number; preferences: { kind: NotificationKind; delivery: NotificationDelivery }[] },
): Promise<void> {
  if (input.preferences.length === 0) return;
  await scope.db
    .insert(notificationPreferences)
    .values(input.preferences.map((row) => ({ schoolId: scope.schoolId, userId: input.userId, ...row })))
    .onConflictDoUpdate({
      target: [notificationPreferences.schoolId, notificationPreferences.userId, notificationPreferences.kind],
      set: { delivery: sql`excluded.delivery` },
    });
}
