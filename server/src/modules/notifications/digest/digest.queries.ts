import { and, asc, eq, inArray } from "drizzle-orm";
import { noticeTextColumns, notificationTextColumns } from "../../../core/notify/notice-texts.js";
import { inSchool, joinedInSchool, keyedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { notificationDigests, notifications, schoolNotices, schools, users } from "../../../db/schema/index.js";

/** Every school with an active tariff, and its zone: the digests' fan-out on the owner's handle. */
export function selectDigestSchools(db: Db) {
  return db.select({ id: schools.id, timeZone: schools.timeZone }).from(schools).where(eq(schools.tariffActive, true));
}

/** Users of the school with notifications waiting for their digest. */
export async function selectWaitingUsers(scope: Scope): Promise<number[]> {
  const rows = await scope.db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(inSchool(scope, notifications), eq(notifications.email, "digest")));
  return rows.map((row) => row.userId);
}

/** Takes the user's digest of `day`; answers false when they had it already. */
export async function takeDigest(scope: Scope, digest: { userId: number; day: string }): Promise<boolean> {
  const [taken] = await scope.db
    .insert(notificationDigests)
    .values({ schoolId: scope.schoolId, ...digest })
    .onConflictDoNothing()
    .returning({ id: notificationDigests.id });
  return taken !== undefined;
}

/** The user's notifications waiting for their digest, oldest first, locked until they are marked digested. */
export function lockWaitingNotifications(scope: Scope, filter: { userId: number }) {
  return scope.db
    .select({
      id: notifications.id,
      ...notificationTextColumns,
      link: notifications.link,
      notice: noticeTextColumns,
    })
    .from(notifications)
    .leftJoin(schoolNotices, joinedInSchool(schoolNotices, { from: notifications, by: notifications.noticeId }))
    .where(keyedInSchool(scope, { table: notifications, key: { userId: filter.userId, email: "digest" } }))
    .orderBy(asc(notifications.id))
    .for("update", { of: notifications });
}

/** Where and in which language the user's digest goes. */
export async function selectDigestRecipient(scope: Scope, filter: { userId: number }) {
  const [user] = await scope.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(inSchool(scope, users), eq(users.id, filter.userId)));
  return user;
}

export async function markDigested(scope: Scope, input: { notificationIds: number[] }): Promise<void> {
  await scope.db
    .update(notifications)
    .set({ email: "digested" })
    .where(and(inSchool(scope, notifications), inArray(notifications.id, input.notificationIds)));
}
