import {
  CHOOSABLE_NOTIFICATION_KINDS,
  DEFAULT_NOTIFICATION_DELIVERY,
  type NotificationPage,
  type NotificationPreferences,
  type notificationListQuery,
  type notificationPreferencesBody,
} from "@school/contracts";
import type { z } from "zod";
import { hasAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { notFound } from "../../../core/errors.js";
import { notificationTextsIn } from "../../../core/notify/notice-texts.js";
import { announce } from "../../../core/notify/notify.js";
import { inTransaction, type Scope } from "../../../core/tenancy/scope.js";
import { threadsWaitingFor } from "../../conversations/index.js";
import * as queries from "./centre.queries.js";

/**
 * The caller's own notification centre (decision 0063). Every call reads and writes the caller's rows only: there is
 * no id of another user to ask for, and another's notification id answers 404 as a missing one does.
 */
export async function listNotifications(
  actor: Actor,
  query: z.output<typeof notificationListQuery>,
): Promise<NotificationPage> {
  const userId = actor.caller.userId;
  // One more than the page: whether a next page exists, without a count.
  const [rows, unread] = await Promise.all([
    queries.feed(actor, { userId, before: query.before, limit: query.limit + 1 }),
    queries.unreadOf(actor, userId),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    results: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      ...notificationTextsIn(actor.language, row),
      link: row.link,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt ? row.readAt.toISOString() : null,
    })),
    next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    unread,
  };
}

export async function unreadCount(actor: Actor) {
  const readsInbox = await hasAccess(actor, "conversation.staff");
  return bellCounts(actor, { userId: actor.caller.userId, readsInbox });
}

/** What a user's bell shows: unread notifications, and the conversations that wait for them (issue 37). */
export async function bellCounts(scope: Scope, reader: { userId: number; readsInbox: boolean }) {
  const [unread, threads] = await Promise.all([
    queries.unreadOf(scope, reader.userId),
    threadsWaitingFor(scope, reader),
  ]);
  return { unread, threads };
}

/** Marks read and announces the new count, so the user's other tabs and devices follow. */
export async function markRead(actor: Actor, id: number) {
  const userId = actor.caller.userId;
  await inTransaction(actor, async (tx) => {
    const found = await queries.markRead(tx, { userId, id, at: actor.deps.clock.now() });
    if (!found) throw notFound("No such notification");
    await announce(tx, [userId]);
  });
  return unreadCount(actor);
}

export async function markAllRead(actor: Actor) {
  const userId = actor.caller.userId;
  await inTransaction(actor, async (tx) => {
    const changed = await queries.markAllRead(tx, { userId, at: actor.deps.clock.now() });
    if (changed > 0) await announce(tx, [userId]);
  });
  return unreadCount(actor);
}

/** Every kind a user chooses for, with the caller's choice or the kind's default (a receipt is always mailed). */
export async function preferences(actor: Actor): Promise<NotificationPreferences> {
  const chosen = new Map(
    (await queries.preferencesOf(actor, actor.caller.userId)).map((row) => [row.kind, row.delivery]),
  );
  return {
    preferences: CHOOSABLE_NOTIFICATION_KINDS.map((kind) => ({
      kind,
      delivery: chosen.get(kind) ?? DEFAULT_NOTIFICATION_DELIVERY[kind],
    })),
  };
}

export async function savePreferences(actor: Actor, body: z.output<typeof notificationPreferencesBody>) {
  // The last choice of a kind named twice wins.
  const byKind = new Map(body.preferences.map((row) => [row.kind, row.delivery]));
  await queries.savePreferences(actor, {
    userId: actor.caller.userId,
    preferences: [...byKind].map(([kind, delivery]) => ({ kind, delivery })),
  });
  return preferences(actor);
}
