import {
  type ConversationChannel,
  type ConversationMessage,
  type ConversationThread,
  INBOX_PAGE_SIZE,
  type InboxPage,
  type InboxQuery,
  type MessageDelivery,
  type ReplyChannel,
  replyChannelOf,
  type StudentDocument,
  type StudentDocumentType,
  signedInRolesHolding,
  THREAD_PAGE_SIZE,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { announceConversation } from "../../core/notifications/notify.js";
import type { Storage } from "../../core/storage/storage.js";
import { inTransaction, type Scope } from "../../core/tenancy/scope.js";
import { applicantIds } from "../application-status/application-status.queries.js";
import { addStudentDocument } from "../student-record/documents/documents.service.js";
import { studentFileKey } from "../student-record/stored-files.js";
import { searchMatches } from "../users/student-filters.queries.js";
import { holdsRoleIn } from "../users/users.queries.js";
import * as queries from "./conversations.queries.js";

/**
 * Conversations (issue 37, decision 0147): every student's thread with the school, written from the app's chat or
 * the school's Telegram bot and answered by its staff on the channel the student last used. Each change is announced
 * on commit, so every process's live channel tells the school's inboxes and the student's chat.
 */

const noStudent = () => new AppError("not_found", "Student not found");

/** Who may be given a thread: the roles that answer threads in the access table. */
const ANSWERING_ROLES = signedInRolesHolding("conversation.staff");

/** How a message is answered: its delivery read against the student's last reading, its file by an expiring link. */
type Reading = { studentReadAt: Date | null; linkOf: (key: string) => string };

const asMessage = (row: queries.MessageRow, { studentReadAt, linkOf }: Reading): ConversationMessage => ({
  id: row.id,
  direction: row.direction,
  channel: row.channel,
  text: row.body,
  author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? "" },
  // The app's chat tells when the student read the thread: a reply sent before that was read.
  delivery:
    row.delivery === "sent" && row.channel === "app" && studentReadAt !== null && row.createdAt <= studentReadAt
      ? "read"
      : row.delivery,
  failure: row.failure,
  attachment: row.attachmentKey
    ? {
        url: linkOf(row.attachmentKey),
        name: row.attachmentName ?? "",
        mime: row.attachmentMime ?? "",
        size: row.attachmentSize ?? 0,
      }
    : null,
  created_at: row.createdAt.toISOString(),
});

/** A program's applicants listed up to this many are looked up by id; more are found by walking the threads. */
const APPLICANTS_LISTED = 2000;

/**
 * Whom the inbox's search, program and status leave: the students' ids where they are few (a name searched, a
 * program's applicants: the page then reads those threads alone), else the condition each thread is probed with (a
 * status, a program of thousands, which most threads pass).
 */
async function narrowing(actor: Actor, query: InboxQuery) {
  const text = query.q?.trim();
  let studentIds = text ? await searchMatches(actor, text) : undefined;
  if (query.program === undefined) {
    return { studentIds, applying: query.status === undefined ? undefined : { status: query.status } };
  }
  const applicants = await applicantIds(actor, {
    program: query.program,
    status: query.status,
    limit: APPLICANTS_LISTED + 1,
  });
  if (applicants.length > APPLICANTS_LISTED) {
    return { studentIds, applying: { program: query.program, status: query.status } };
  }
  const listed = new Set(applicants);
  studentIds = studentIds === undefined ? applicants : studentIds.filter((id) => listed.has(id));
  return { studentIds, applying: undefined };
}

export async function inbox(actor: Actor, query: InboxQuery): Promise<InboxPage> {
  const { studentIds, applying } = await narrowing(actor, query);
  const [rows, unreadThreads] = await Promise.all([
    queries.inboxRows(actor, {
      box: query.box,
      callerId: actor.caller.userId,
      studentIds,
      applying,
      before: query.before,
      limit: INBOX_PAGE_SIZE,
    }),
    queries.unreadThreadCount(actor),
  ]);
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  return {
    results: page.map((row) => ({
      student: { id: row.studentId, name: row.studentName },
      assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? "" },
      last_message: {
        text: row.lastText,
        direction: row.lastDirection,
        channel: row.lastChannel,
        created_at: row.lastAt.toISOString(),
      },
      unread: row.staffUnread,
      waiting_since: row.waitingSince?.toISOString() ?? null,
    })),
    next: rows.length > INBOX_PAGE_SIZE ? (page.at(-1)?.lastMessageId ?? null) : null,
    unread_threads: unreadThreads,
  };
}

/** The channels a reply can take to this student now: the app and e-mail always, Telegram once linked. */
const channelsOf = (student: { telegramChatId: string | null }): ReplyChannel[] =>
  student.telegramChatId ? ["app", "telegram", "email"] : ["app", "email"];

/** A thread's latest page (or an older one), and when its student last read it. */
async function loadThread(actor: Actor, input: { studentId: number; before?: number }) {
  const student = await queries.studentWithThread(actor, input.studentId);
  if (!student) throw noStudent();
  const rows = await queries.messageRows(actor, {
    studentId: input.studentId,
    before: input.before,
    limit: THREAD_PAGE_SIZE,
  });
  const page = rows.slice(0, THREAD_PAGE_SIZE);
  const thread: ConversationThread = {
    student: { id: student.studentId, name: student.studentName },
    assignee: student.assigneeId === null ? null : { id: student.assigneeId, name: student.assigneeName ?? "" },
    channels: channelsOf(student),
    last_channel: replyChannelOf(student.lastChannel ?? "app"),
    messages: page
      .map((row) => asMessage(row, { studentReadAt: student.studentReadAt, linkOf: actor.deps.storage.url }))
      .reverse(),
    older: rows.length > THREAD_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
  return { thread, studentReadAt: student.studentReadAt };
}

export const staffThread = async (actor: Actor, input: { studentId: number; before?: number }) =>
  (await loadThread(actor, input)).thread;

/**
 * The student's own thread; reading its latest page with a reply written since the student last read it marks the
 * thread read (and tells the staff, whose "sent" becomes "read"). Read once: reading again changes nothing, so the
 * announcement that reloads the student's own chat does not mark it again.
 */
export async function ownThread(actor: Actor, input: { before?: number }): Promise<ConversationThread> {
  const studentId = actor.caller.userId;
  const { thread, studentReadAt } = await loadThread(actor, { studentId, before: input.before });
  const readUpTo = studentReadAt?.getTime() ?? 0;
  const newReply = thread.messages.some(
    (message) => message.direction === "out" && new Date(message.created_at).getTime() > readUpTo,
  );
  if (input.before !== undefined || !newReply) return thread;
  // Read up to now, and never before the latest message (the database's clock wrote it), or it would stay new.
  const latest = Math.max(...thread.messages.map((message) => new Date(message.created_at).getTime()));
  const at = new Date(Math.max(actor.deps.clock.now().getTime(), latest));
  await inTransaction(actor, async (work) => {
    await queries.markReadByStudent(work, { studentId, at });
    await announceConversation(work, studentId);
  });
  return (await loadThread(actor, { studentId })).thread;
}

async function answerMessage(actor: Actor, input: { id: number; studentId: number }): Promise<ConversationMessage> {
  const [row, student] = await Promise.all([
    queries.messageById(actor, input.id),
    queries.studentWithThread(actor, input.studentId),
  ]);
  if (!row) throw new AppError("not_found", "Message not found");
  return asMessage(row, { studentReadAt: student?.studentReadAt ?? null, linkOf: actor.deps.storage.url });
}

/**
 * A message into the student's thread, announced on commit; with the job that sends a reply by Telegram, in the same
 * transaction (a reply exists if and only if its sending does). Undefined when the channel delivered it before.
 */
async function addMessage(actor: Actor, message: queries.NewMessage) {
  return inTransaction(actor, async (work) => {
    const id = await queries.appendMessage(work, message);
    if (id === undefined) return undefined;
    if (message.delivery === "pending") {
      await work.jobs.enqueue("conversation.deliver", { school_id: work.schoolId, message_id: id });
    }
    await announceConversation(work, message.studentId);
    return id;
  });
}

/**
 * A staff reply: on the channel chosen, else the one the student last wrote on; Telegram only to a linked chat. A reply
 * by Telegram or e-mail is sent by a job stored with it.
 */
export async function reply(
  actor: Actor,
  input: { studentId: number; text: string; channel?: ReplyChannel },
): Promise<ConversationMessage> {
  const student = await queries.studentWithThread(actor, input.studentId);
  if (!student) throw noStudent();
  const channel = input.channel ?? replyChannelOf(student.lastChannel ?? "app");
  if (channel === "telegram" && !student.telegramChatId) {
    throw new AppError("validation_failed", "The student has not linked the school's Telegram bot", {
      fields: { channel: "The student has not linked the school's Telegram bot" },
    });
  }
  const delivery: MessageDelivery = channel === "app" ? "sent" : "pending";
  const id = await addMessage(actor, {
    studentId: input.studentId,
    direction: "out",
    channel,
    authorId: actor.caller.userId,
    body: input.text,
    delivery,
  });
  return answerMessage(actor, { id: id!, studentId: input.studentId });
}

/** A student writes to the school from the app's chat. */
export async function writeOwn(actor: Actor, input: { text: string }): Promise<ConversationMessage> {
  const studentId = actor.caller.userId;
  const id = await addMessage(actor, {
    studentId,
    direction: "in",
    channel: "app",
    authorId: studentId,
    body: input.text,
    delivery: "received",
  });
  return answerMessage(actor, { id: id!, studentId });
}

/**
 * A student's message received on another channel (the school's Telegram bot, a reply to the school's mail, the
 * website's form), in the caller's transaction; once per `externalId`. A file sent with it (already proved by its
 * bytes) is stored under the student's conversation and linked to the message; a failed insert takes it away again.
 * Answers whether the message was new.
 */
export async function receiveMessage(
  scope: Scope,
  input: {
    studentId: number;
    channel: ConversationChannel;
    text: string;
    externalId: string;
    attachment?: { data: Buffer; mime: string; name: string; storage: Storage };
  },
): Promise<boolean> {
  const file = input.attachment;
  const stored = file && {
    key: studentFileKey(scope, { folder: "conversations", userId: input.studentId, mime: file.mime }),
    name: file.name,
    mime: file.mime,
    size: file.data.length,
  };
  if (file && stored) await file.storage.put(stored.key, file.data, file.mime);
  const forget = async () => {
    if (file && stored) await file.storage.remove(stored.key).catch(() => undefined);
  };
  try {
    const id = await queries.appendMessage(scope, {
      studentId: input.studentId,
      direction: "in",
      channel: input.channel,
      authorId: input.studentId,
      body: input.text,
      delivery: "received",
      externalId: input.externalId,
      attachment: stored,
    });
    if (id === undefined) {
      await forget();
      return false;
    }
    await announceConversation(scope, input.studentId);
    return true;
  } catch (error) {
    await forget();
    throw error;
  }
}

/** A file the student sent, saved as one of their documents: its bytes copied under the documents (decision 0147). */
export async function saveAttachmentAsDocument(
  actor: Actor,
  input: { studentId: number; messageId: number; docType: StudentDocumentType },
): Promise<StudentDocument> {
  const message = await queries.messageById(actor, input.messageId);
  if (message?.studentId !== input.studentId || !message.attachmentKey) {
    throw new AppError("not_found", "No file in this message");
  }
  return addStudentDocument(actor, {
    userId: input.studentId,
    docType: input.docType,
    docName: message.attachmentName ?? input.docType,
    copyOf: { key: message.attachmentKey, mime: message.attachmentMime ?? "", size: message.attachmentSize ?? 0 },
  });
}

export async function markRead(actor: Actor, studentId: number): Promise<undefined> {
  await inTransaction(actor, async (work) => {
    if (await queries.markReadByStaff(work, studentId)) await announceConversation(work, studentId);
  });
  return undefined;
}

/** Who answers the thread: a school admin or manager of the school, or nobody. */
export async function assign(
  actor: Actor,
  input: { studentId: number; assigneeId: number | null },
): Promise<undefined> {
  const answers = (userId: number) => holdsRoleIn(actor, { userId, roles: ANSWERING_ROLES });
  if (input.assigneeId !== null && !(await answers(input.assigneeId))) {
    throw new AppError("validation_failed", "Threads are answered by the school admin or a manager", {
      fields: { assignee_id: "Threads are answered by the school admin or a manager" },
    });
  }
  await inTransaction(actor, async (work) => {
    if (!(await queries.setAssignee(work, input))) {
      throw new AppError("not_found", "No conversation with this student yet");
    }
    await announceConversation(work, input.studentId);
  });
  return undefined;
}
