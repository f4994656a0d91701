import type {
  ApplicationStatusKey,
  ConversationChannel,
  InboxBox,
  MessageDelivery,
  MessageFailure,
  MessageTemplateKey,
} from "@school/contracts";
import { and, desc, eq, exists, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isOneOf } from "../../core/filters.js";
import { fullNameOf } from "../../core/person-name.js";
import { inSchool, joinedInSchool, keyedInSchool, type Scope } from "../../core/tenancy/scope.js";
import {
  conversationEarlyStatuses,
  conversationMessages,
  conversationThreads,
  schoolWhatsapp,
  telegramChats,
  users,
  whatsappLinks,
  whatsappTemplates,
} from "../../db/schema/index.js";
import { appliesTo } from "../application-status/index.js";

const students = alias(users, "students");
const assignees = alias(users, "assignees");
const authors = alias(users, "authors");

const threadOfStudent = (scope: Scope, studentId: number) =>
  and(inSchool(scope, conversationThreads), eq(conversationThreads.studentId, studentId));

/** Each box is one range of an index (`conversation_threads_*_idx`), read newest first. */
const BOXES: Record<InboxBox, (callerId: number) => SQL | undefined> = {
  all: () => undefined,
  mine: (callerId) => eq(conversationThreads.assigneeId, callerId),
  unassigned: () => sql`${conversationThreads.assigneeId} is null`,
  unread: () => gt(conversationThreads.staffUnread, 0),
};

export type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

/**
 * A page of the inbox: threads with their student, assignee and last message, newest first, after `before` (a last
 * message's id), one more than `limit` so the caller knows whether a next page exists. `studentIds` narrows to a
 * search's matches. The page of threads is cut first, from its box's index, and only its rows are joined: joined
 * whole, PostgreSQL would walk the messages' key backwards to reach a deep page (60,000 rows for page 100).
 */
export function inboxRows(
  scope: Scope,
  input: {
    box: InboxBox;
    callerId: number;
    studentIds?: readonly number[];
    applying?: { program?: number; status?: ApplicationStatusKey };
    before?: number;
    limit: number;
  },
) {
  const page = scope.db
    .select({
      schoolId: conversationThreads.schoolId,
      studentId: conversationThreads.studentId,
      assigneeId: conversationThreads.assigneeId,
      staffUnread: conversationThreads.staffUnread,
      waitingSince: conversationThreads.waitingSince,
      lastMessageId: conversationThreads.lastMessageId,
    })
    .from(conversationThreads)
    .where(
      and(
        inSchool(scope, conversationThreads),
        BOXES[input.box](input.callerId),
        input.studentIds ? isOneOf(conversationThreads.studentId, input.studentIds) : undefined,
        input.applying
          ? appliesTo(scope, {
              student: conversationThreads.studentId,
              programIds: input.applying.program === undefined ? undefined : [input.applying.program],
              status: input.applying.status,
            })
          : undefined,
        input.before === undefined ? undefined : lt(conversationThreads.lastMessageId, input.before),
      ),
    )
    .orderBy(desc(conversationThreads.lastMessageId))
    .limit(input.limit + 1)
    .as("page");
  return scope.db
    .select({
      studentId: page.studentId,
      studentName: fullNameOf(students),
      assigneeId: page.assigneeId,
      assigneeName: fullNameOf(assignees),
      staffUnread: page.staffUnread,
      waitingSince: page.waitingSince,
      lastMessageId: page.lastMessageId,
      lastText: conversationMessages.body,
      lastDirection: conversationMessages.direction,
      lastChannel: conversationMessages.channel,
      lastAt: conversationMessages.createdAt,
    })
    .from(page)
    .innerJoin(students, joinedInSchool(students, { from: page, by: page.studentId }))
    .leftJoin(assignees, joinedInSchool(assignees, { from: page, by: page.assigneeId }))
    .innerJoin(conversationMessages, joinedInSchool(conversationMessages, { from: page, by: page.lastMessageId }))
    .orderBy(desc(page.lastMessageId));
}

/** Threads with messages no staff member has read: an index-only count of the partial index. */
export async function unreadThreadCount(scope: Scope): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(conversationThreads)
    .where(and(inSchool(scope, conversationThreads), gt(conversationThreads.staffUnread, 0)));
  return row?.count ?? 0;
}

/** The student (a student of the school, or none) with their thread's state and Telegram link, if any. */
export async function studentWithThread(scope: Scope, studentId: number) {
  const [row] = await scope.db
    .select({
      studentId: students.id,
      studentName: fullNameOf(students),
      studentEmail: students.email,
      assigneeId: conversationThreads.assigneeId,
      assigneeName: fullNameOf(assignees),
      lastChannel: conversationThreads.lastChannel,
      studentReadAt: conversationThreads.studentReadAt,
      telegramChatId: telegramChats.chatId,
      whatsappId: whatsappLinks.waId,
      whatsappInboundAt: whatsappLinks.lastInboundAt,
    })
    .from(students)
    .leftJoin(
      conversationThreads,
      joinedInSchool(students, { from: conversationThreads, by: conversationThreads.studentId }),
    )
    .leftJoin(assignees, joinedInSchool(assignees, { from: conversationThreads, by: conversationThreads.assigneeId }))
    .leftJoin(telegramChats, joinedInSchool(students, { from: telegramChats, by: telegramChats.userId }))
    .leftJoin(whatsappLinks, joinedInSchool(students, { from: whatsappLinks, by: whatsappLinks.userId }))
    .where(keyedInSchool(scope, { table: students, key: { id: studentId, role: "student" } }))
    .limit(1);
  return row;
}

/** Messages with their author's name. */
const selectMessages = (scope: Scope) =>
  scope.db
    .select({
      id: conversationMessages.id,
      studentId: conversationMessages.studentId,
      direction: conversationMessages.direction,
      channel: conversationMessages.channel,
      body: conversationMessages.body,
      authorId: conversationMessages.authorId,
      authorName: fullNameOf(authors),
      delivery: conversationMessages.delivery,
      failure: conversationMessages.failure,
      attachmentKey: conversationMessages.attachmentKey,
      attachmentName: conversationMessages.attachmentName,
      attachmentMime: conversationMessages.attachmentMime,
      attachmentSize: conversationMessages.attachmentSize,
      templateKey: conversationMessages.templateKey,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(authors, joinedInSchool(authors, { from: conversationMessages, by: conversationMessages.authorId }));

export type MessageRow = Awaited<ReturnType<typeof messageRows>>[number];

/** A thread's messages, newest first, before `before`; one more than `limit`. */
export function messageRows(scope: Scope, input: { studentId: number; before?: number; limit: number }) {
  return selectMessages(scope)
    .where(
      and(
        inSchool(scope, conversationMessages),
        eq(conversationMessages.studentId, input.studentId),
        input.before === undefined ? undefined : lt(conversationMessages.id, input.before),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(input.limit + 1);
}

export async function messageById(scope: Scope, id: number): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(scope).where(
    and(inSchool(scope, conversationMessages), eq(conversationMessages.id, id)),
  );
  return row;
}

export type NewMessage = {
  studentId: number;
  direction: "in" | "out";
  channel: ConversationChannel;
  authorId: number | null;
  body: string;
  delivery: MessageDelivery;
  /** The channel's own id of a received message: a second delivery of it adds nothing. */
  externalId?: string;
  /** When it was written, if not now (the demo's history). */
  createdAt?: Date;
  /** A file stored with it. */
  attachment?: { key: string; name: string; mime: string; size: number };
  /** A reply sent as this template (WhatsApp outside its window). */
  templateKey?: MessageTemplateKey;
};

/**
 * Adds a message and moves its thread on, in the caller's transaction: a student's message counts as unread and
 * starts (or keeps) the wait; a reply ends the wait and marks the student's messages read. Answers the message's id,
 * or undefined when the channel delivered this message before.
 */
export async function appendMessage(scope: Scope, message: NewMessage): Promise<number | undefined> {
  const [inserted] = await scope.db
    .insert(conversationMessages)
    .values({
      schoolId: scope.schoolId,
      studentId: message.studentId,
      direction: message.direction,
      channel: message.channel,
      authorId: message.authorId,
      body: message.body,
      delivery: message.delivery,
      externalId: message.externalId ?? null,
      createdAt: message.createdAt,
      attachmentKey: message.attachment?.key,
      attachmentName: message.attachment?.name,
      attachmentMime: message.attachment?.mime,
      attachmentSize: message.attachment?.size,
      templateKey: message.templateKey,
    })
    .onConflictDoNothing()
    .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
  if (!inserted) return undefined;
  const fromStudent = message.direction === "in";
  await scope.db
    .insert(conversationThreads)
    .values({
      schoolId: scope.schoolId,
      studentId: message.studentId,
      lastMessageId: inserted.id,
      lastChannel: message.channel,
      staffUnread: fromStudent ? 1 : 0,
      waitingSince: fromStudent ? inserted.createdAt : null,
    })
    .onConflictDoUpdate({
      target: [conversationThreads.schoolId, conversationThreads.studentId],
      set: fromStudent
        ? {
            lastMessageId: inserted.id,
            lastChannel: message.channel,
            staffUnread: sql`${conversationThreads.staffUnread} + 1`,
            waitingSince: sql`coalesce(${conversationThreads.waitingSince}, ${inserted.createdAt})`,
          }
        : { lastMessageId: inserted.id, staffUnread: 0, waitingSince: null },
    });
  return inserted.id;
}

export async function markReadByStaff(scope: Scope, studentId: number): Promise<boolean> {
  const changed = await scope.db
    .update(conversationThreads)
    .set({ staffUnread: 0 })
    .where(and(threadOfStudent(scope, studentId), gt(conversationThreads.staffUnread, 0)))
    .returning({ studentId: conversationThreads.studentId });
  return changed.length > 0;
}

export async function markReadByStudent(scope: Scope, input: { studentId: number; at: Date }): Promise<void> {
  await scope.db
    .update(conversationThreads)
    .set({ studentReadAt: input.at })
    .where(threadOfStudent(scope, input.studentId));
}

/** Answers whether the thread exists (an assignee is set on a thread, made by its first message). */
export async function setAssignee(scope: Scope, input: { studentId: number; assigneeId: number | null }) {
  const changed = await scope.db
    .update(conversationThreads)
    .set({ assigneeId: input.assigneeId })
    .where(threadOfStudent(scope, input.studentId))
    .returning({ studentId: conversationThreads.studentId });
  return changed.length > 0;
}

/** Whether the user holds one of these roles in the school (those who answer threads, by the access table). */

/**
 * A reply's delivery moved on, only from the state its job saw (`from`): a job run twice moves it once. Answers
 * whether this call moved it.
 */
export async function moveDelivery(
  scope: Scope,
  input: { id: number; from: MessageDelivery; to: MessageDelivery; failure?: MessageFailure; externalId?: string },
): Promise<boolean> {
  const moved = await scope.db
    .update(conversationMessages)
    .set({
      delivery: input.to,
      failure: input.failure ?? null,
      ...(input.externalId === undefined ? {} : { externalId: input.externalId }),
    })
    .where(keyedInSchool(scope, { table: conversationMessages, key: { id: input.id, delivery: input.from } }))
    .returning({ id: conversationMessages.id });
  return moved.length > 0;
}

/**
 * A reply that failed for good answered nobody: the thread waits again, since the student's first message after the
 * last reply that did not fail (decision 0171). Nothing changes when the student wrote nothing since (the school
 * wrote first) or the thread already waits.
 */
export async function waitAgainAfterFailedReply(scope: Scope, studentId: number): Promise<void> {
  const studentMessages = and(inSchool(scope, conversationMessages), eq(conversationMessages.studentId, studentId));
  const lastAnswered = scope.db
    .select({ id: sql`coalesce(max(${conversationMessages.id}), 0)` })
    .from(conversationMessages)
    .where(
      and(
        studentMessages,
        eq(conversationMessages.direction, "out"),
        sql`${conversationMessages.delivery} <> 'failed'`,
      ),
    );
  const firstUnanswered = scope.db
    .select({ at: sql`min(${conversationMessages.createdAt})` })
    .from(conversationMessages)
    .where(
      and(
        studentMessages,
        eq(conversationMessages.direction, "in"),
        sql`${conversationMessages.id} > (${lastAnswered})`,
      ),
    );
  await scope.db
    .update(conversationThreads)
    .set({ waitingSince: sql`coalesce(${conversationThreads.waitingSince}, (${firstUnanswered}))` })
    .where(threadOfStudent(scope, studentId));
}

/** The Telegram chat a reply goes to, if the student linked one. */
export async function telegramChatOf(scope: Scope, studentId: number): Promise<string | undefined> {
  const [row] = await scope.db
    .select({ chatId: telegramChats.chatId })
    .from(telegramChats)
    .where(and(inSchool(scope, telegramChats), eq(telegramChats.userId, studentId)));
  return row?.chatId;
}

/**
 * A status the channel reported later for a reply it took (WhatsApp's delivered, read, failed, by the reply's own id
 * there): the delivery moves only forward from one of `from`. Answers the thread's student when it moved.
 */
export async function moveDeliveryByExternalId(
  scope: Scope,
  input: {
    channel: ConversationChannel;
    externalId: string;
    from: readonly MessageDelivery[];
    to: MessageDelivery;
    failure?: MessageFailure;
  },
): Promise<number | undefined> {
  const [row] = await scope.db
    .update(conversationMessages)
    .set({ delivery: input.to, failure: input.failure ?? null })
    .where(
      and(
        inSchool(scope, conversationMessages),
        eq(conversationMessages.channel, input.channel),
        eq(conversationMessages.externalId, input.externalId),
        eq(conversationMessages.direction, "out"),
        inArray(conversationMessages.delivery, [...input.from]),
      ),
    )
    .returning({ studentId: conversationMessages.studentId });
  return row?.studentId;
}

/** A reply's id on a channel, held to the end of the transaction: its job's record and its early status take turns. */
export async function lockExternalId(scope: Scope, input: { channel: ConversationChannel; externalId: string }) {
  await scope.db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`conversation_external:${scope.schoolId}:${input.channel}:${input.externalId}`}))`,
  );
}

type EarlyStatus = (typeof conversationEarlyStatuses.$inferSelect)["status"];

/**
 * A status for an id no reply of the school carries (yet): kept for its job to apply, a later "read" or "failed"
 * over a kept "delivered". Kept statuses an hour old are pruned here, so the table holds about an hour of them.
 */
export async function keepEarlyStatus(
  scope: Scope,
  input: { channel: ConversationChannel; externalId: string; status: EarlyStatus },
): Promise<void> {
  await scope.db
    .delete(conversationEarlyStatuses)
    .where(
      and(
        inSchool(scope, conversationEarlyStatuses),
        lt(conversationEarlyStatuses.receivedAt, sql`now() - interval '1 hour'`),
      ),
    );
  const named = { channel: input.channel, externalId: input.externalId };
  const carried = await scope.db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(keyedInSchool(scope, { table: conversationMessages, key: named }))
    .limit(1);
  if (carried.length > 0) return;
  await scope.db
    .insert(conversationEarlyStatuses)
    .values({ schoolId: scope.schoolId, ...input })
    .onConflictDoUpdate({
      target: [
        conversationEarlyStatuses.schoolId,
        conversationEarlyStatuses.channel,
        conversationEarlyStatuses.externalId,
      ],
      set: { status: input.status },
      setWhere: eq(conversationEarlyStatuses.status, "delivered"),
    });
}

/** The status kept for an id before its reply carried it, taken (deleted) as its job records the id. */
export async function takeEarlyStatus(
  scope: Scope,
  input: { channel: ConversationChannel; externalId: string },
): Promise<EarlyStatus | undefined> {
  const [row] = await scope.db
    .delete(conversationEarlyStatuses)
    .where(keyedInSchool(scope, { table: conversationEarlyStatuses, key: input }))
    .returning({ status: conversationEarlyStatuses.status });
  return row?.status;
}

/** The WhatsApp number a reply goes to, if the student linked one. */
export async function whatsappIdOf(scope: Scope, studentId: number): Promise<string | undefined> {
  const [row] = await scope.db
    .select({ waId: whatsappLinks.waId })
    .from(whatsappLinks)
    .where(and(inSchool(scope, whatsappLinks), eq(whatsappLinks.userId, studentId)));
  return row?.waId;
}

/** Whether the school set its WhatsApp number: without it no reply goes by WhatsApp, linked or not. */
export async function hasWhatsappNumber(scope: Scope): Promise<boolean> {
  const [row] = await scope.db
    .select({ set: sql<number>`1` })
    .from(schoolWhatsapp)
    .where(inSchool(scope, schoolWhatsapp))
    .limit(1);
  return row !== undefined;
}

/** The platform templates the school mapped to approved WhatsApp templates. */
export async function whatsappTemplateKeys(scope: Scope): Promise<MessageTemplateKey[]> {
  const rows = await scope.db
    .select({ key: whatsappTemplates.templateKey })
    .from(whatsappTemplates)
    .where(inSchool(scope, whatsappTemplates))
    .orderBy(whatsappTemplates.templateKey);
  return rows.map((row) => row.key);
}

/** Where an e-mail reply goes and in which language it is written: the student's address and chosen language. */
export async function studentMailOf(scope: Scope, studentId: number) {
  const [row] = await scope.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(keyedInSchool(scope, { table: users, key: { id: studentId, role: "student" } }));
  return row;
}

/**
 * The conversations that wait for a reader, for the bell: for staff, threads with unread messages from the student
 * that are theirs or nobody's (`conversation_threads_unread_idx`); for a student, their own thread when a reply came
 * after they last read it.
 */
export async function threadsWaitingFor(scope: Scope, reader: { userId: number; readsInbox: boolean }) {
  if (reader.readsInbox) {
    const [row] = await scope.db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversationThreads)
      .where(
        and(
          inSchool(scope, conversationThreads),
          gt(conversationThreads.staffUnread, 0),
          or(eq(conversationThreads.assigneeId, reader.userId), isNull(conversationThreads.assigneeId)),
        ),
      );
    return row?.count ?? 0;
  }
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationThreads)
    .where(
      and(
        threadOfStudent(scope, reader.userId),
        exists(
          scope.db
            .select({ one: sql`1` })
            .from(conversationMessages)
            .where(
              and(
                inSchool(scope, conversationMessages),
                eq(conversationMessages.studentId, conversationThreads.studentId),
                eq(conversationMessages.direction, "out"),
                sql`${conversationMessages.createdAt} > coalesce(${conversationThreads.studentReadAt}, '-infinity')`,
              ),
            ),
        ),
      ),
    );
  return row?.count ?? 0;
}
