import { DEFAULT_NOTIFICATION_DELIVERY, type NotificationKind, type Translations } from "@school/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { notificationPreferences, notifications } from "../../db/schema/index.js";
import type { AppJobs } from "../queue/job-kinds.js";
import type { Scope } from "../tenancy/scope.js";

/** The channel every server process LISTENs on; the payload is `schoolId:userId` (decision 0063). */
export const NOTIFICATION_CHANNEL = "notification_changed";
/**
 * A student's conversation changed (issue 37): `conversation:school:student`, on the bells' own channel, so each
 * process listens on one connection for both (a connection per channel and process adds up on a shared server).
 */
export const CONVERSATION_PAYLOAD = "conversation:";

/** Longest title and body a notification keeps; longer ones are cut (with an ellipsis), never refused. */
const TITLE_MAX = 200;
const BODY_MAX = 2000;

export type NotifyInput = {
  /** The school's users to notify; ids of another school write nothing (the same-school key refuses them). */
  userIds: readonly number[];
  kind: NotificationKind;
  /**
   * What the server writes, in the three languages (decision 0140): each reader reads theirs, in the centre and the
   * e-mail; a string is one text for every reader (what a person wrote).
   */
  title: string | Translations;
  /** Plain text: the centre's line and the e-mail's text. */
  body: string | Translations;
  /** Sanitised HTML (core/rich-text.ts) when the notification carries rich text. */
  html?: string | null;
  /** A path of the web app ("/schedule", "/course/view/3"), or null. */
  link?: string | null;
  /**
   * Makes the call idempotent per user: a second call with the same key for the same user writes nothing (a job's
   * retry, a rerun of the morning's alerts). Give one whenever the call may repeat.
   */
  dedupeKey?: string | null;
  /** A stored file the e-mail carries (a receipt's PDF): its storage key and the name the reader sees. */
  attachment?: { key: string; filename: string } | null;
  /** Only the school notices module: the notice whose delivery these rows are. */
  noticeId?: number;
};

/**
 * Where a notification is written: the scope's `db` should be the transaction of the data it tells of, and `jobs` its
 * sender, as `inTransaction` hands them on (`Transacted`) to an actor's or a school's work.
 */
export type NotifyScope = Scope & { jobs: AppJobs };

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A text's three columns, each trimmed and cut; one text for every reader sits in the Russian (the spec's) one. */
const inColumns = (text: string | Translations, max: number) => {
  const { ru, kk, en } = typeof text === "string" ? { ru: text, kk: "", en: "" } : text;
  const column = (each: string) => cut(each.trim(), max);
  return { ru: column(ru), kk: column(kk), en: column(en) };
};

/**
 * The one way any module puts something in users' notification centres (decision 0063). In the caller's
 * transaction it writes one row per user (none twice for the same `dedupeKey`), queues the e-mail of each user who
 * wants this kind by e-mail at once (`notifications.email`, sent by the worker after commit), marks those who want
 * the daily digest, and NOTIFYs `notification_changed` so every server process pushes the new unread count to the
 * user's open bells once the transaction commits. Answers the ids of the rows it wrote.
 *
 *     await inTransaction(actor, async (tx) => {
 *       // … the data …
 *       await notify(tx, { userIds, kind: "mailing", title, body, link: "/", dedupeKey: `mailing:${id}` });
 *     });
 */
export async function notify(scope: NotifyScope, input: NotifyInput): Promise<number[]> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return [];
  const chosen = await scope.db
    .select({ userId: notificationPreferences.userId, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.schoolId, scope.schoolId),
        eq(notificationPreferences.kind, input.kind),
        inArray(notificationPreferences.userId, userIds),
      ),
    );
  const deliveryOf = new Map(chosen.map((row) => [row.userId, row.delivery]));
  const fallback = DEFAULT_NOTIFICATION_DELIVERY[input.kind];
  const emailState = (userId: number): "pending" | "digest" | "none" => {
    const delivery = deliveryOf.get(userId) ?? fallback;
    return delivery === "email" ? "pending" : delivery === "digest" ? "digest" : "none";
  };
  const title = inColumns(input.title, TITLE_MAX);
  const body = inColumns(input.body, BODY_MAX);
  const written = await scope.db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        schoolId: scope.schoolId,
        userId,
        kind: input.kind,
        title: title.ru,
        titleKk: title.kk,
        titleEn: title.en,
        body: body.ru,
        bodyKk: body.kk,
        bodyEn: body.en,
        html: input.html ?? null,
        link: input.link ?? null,
        dedupeKey: input.dedupeKey ?? null,
        noticeId: input.noticeId ?? null,
        attachmentKey: input.attachment?.key ?? null,
        attachmentName: input.attachment?.filename ?? null,
        email: emailState(userId),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId, email: notifications.email });
  for (const row of written) {
    if (row.email === "pending") {
      await scope.jobs.enqueue("notifications.email", { school_id: scope.schoolId, notification_id: row.id });
    }
  }
  await announce(scope, [...new Set(written.map((row) => row.userId))]);
  return written.map((row) => row.id);
}

/**
 * Tells every server process that these users' unread counts changed: delivered on commit (PostgreSQL keeps
 * NOTIFY for the end of the transaction, and folds identical ones), so a rolled-back write announces nothing.
 */
export async function announce(scope: Scope, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await scope.db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${scope.schoolId}::int || ':' || u) from unnest(array[${ids}]) as u`,
  );
}

/**
 * Tells every server process that a student's thread changed (a message, its delivery, a read mark, an assignee), on
 * commit like `announce`: the staff's inboxes and the student's chat read it again.
 */
export async function announceConversation(scope: Scope, studentId: number): Promise<void> {
  await scope.db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${`${CONVERSATION_PAYLOAD}${scope.schoolId}:${studentId}`})`,
  );
}
