import { and, eq } from "drizzle-orm";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { calendarFeeds, users } from "../../../db/schema/index.js";

/** The user's feed, if they have one: since when. */
export async function selectFeed(scope: Scope, { userId }: { userId: number }) {
  const [row] = await scope.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), inSchool(scope, calendarFeeds)));
  return row;
}

/** Gives the user's feed the token's hash, replacing the one it had. */
export async function upsertFeed(scope: Scope, { userId, tokenHash }: { userId: number; tokenHash: string }) {
  await scope.db
    .insert(calendarFeeds)
    .values({ userId, schoolId: scope.schoolId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } });
}

export async function deleteFeed(scope: Scope, { userId }: { userId: number }) {
  await scope.db.delete(calendarFeeds).where(and(eq(calendarFeeds.userId, userId), inSchool(scope, calendarFeeds)));
}

/**
 * Whose feed the token's hash opens, and their school: read on the owner's handle, since a calendar app's request
 * names no school (the token alone does).
 */
export async function selectFeedOwner(db: Db, { tokenHash }: { tokenHash: string }) {
  const [owner] = await db
    .select({
      userId: users.id,
      schoolId: users.schoolId,
      role: users.role,
      email: users.email,
      language: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return owner;
}
