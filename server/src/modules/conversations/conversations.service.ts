import {
  type ConversationChannel,
  type ConversationMessage,
  type ConversationThread,
  INBOX_PAGE_SIZE,
  type InboxPage,
  type InboxQuery,
  type MessageDelivery,
  type MessageTemplateKey,
  type ReplyChannel,
  replyChannelOf,
  type StudentDocument,
  type StudentDocumentType,
  signedInRolesHolding,
  THREAD_PAGE_SIZE,
  whatsappWindowUntil,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { announceConversation } from "../../core/notify/notify.js";
import type { Storage } from "../../core/storage/storage.js";
import { inTransaction, type SchoolWork, type Scope } from "../../core/tenancy/scope.js";
import { applicantIds } from "../application-status/index.js";
import { templateMessageFor } from "../mailings/index.js";
import { addStudentDocument, studentFileKey } from "../student-record/index.js";
import { holdsRoleIn, searchMatches } from "../users/index.js";
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

type ThreadStudent = NonNullable<Awaited<ReturnType<typeof queries.studentWithThread>>>;

/** The student's linked WhatsApp number, when the school has its number set (else no reply goes by WhatsApp). */
const whatsappOf = async (actor: Actor, student: ThreadStudent) =>
  student.whatsappId && (await queries.hasWhatsappNumber(actor)) ? student.whatsappId : null;

/**
 * The channels a reply can take to this student now: the app and e-mail always, Telegram once linked, WhatsApp once
 * linked to the school's number.
 */
const channelsOf = (student: ThreadStudent, whatsapp: string | null): ReplyChannel[] => [
  "app",
  ...(student.telegramChatId ? (["telegram"] as const) : []),
  ...(whatsapp ? (["whatsapp"] as const) : []),
  "email",
];

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
  const whatsapp = await whatsappOf(actor, student);
  const windowUntil = whatsapp && whatsappWindowUntil(student.whatsappInboundAt, actor.deps.clock.now());
  const thread: ConversationThread = {
    student: { id: student.studentId, name: student.studentName },
    assignee: student.assigneeId === null ? null : { id: student.assigneeId, name: student.assigneeName ?? "" },
    channels: channelsOf(student, whatsapp),
    whatsapp_window_until: windowUntil ? windowUntil.toISOString() : null,
    whatsapp_templates: whatsapp ? await queries.whatsappTemplateKeys(actor) : [],
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
 * by Telegram, WhatsApp or e-mail is sent by a job stored with it. A stored file sent with it (an issued document's
 * PDF, decision 0162) is copied under the student's conversation: the reply keeps the file as sent, whatever becomes
 * of the original, and the app's chat shows it by the same signed links as a file the student sent.
 */
export async function reply(
  actor: Actor,
  input: {
    studentId: number;
    text?: string;
    channel?: ReplyChannel;
    template?: MessageTemplateKey;
    attachment?: { key: string; name: string; mime: string };
  },
): Promise<ConversationMessage> {
  const student = await queries.studentWithThread(actor, input.studentId);
  if (!student) throw noStudent();
  const channel = input.channel ?? replyChannelOf(student.lastChannel ?? "app");
  const refuse = (field: "channel" | "template", detail: string) =>
    new AppError("validation_failed", detail, { fields: { [field]: detail } });
  if (channel === "telegram" && !student.telegramChatId) {
    throw refuse("channel", "The student has not linked the school's Telegram bot");
  }
  if (channel === "whatsapp") await checkWhatsappReply(actor, { student, template: input.template, refuse });
  const templated =
    input.template && (await templateMessageFor(actor, { key: input.template, userId: input.studentId }));
  const delivery: MessageDelivery = channel === "app" ? "sent" : "pending";
  const file = input.attachment && (await copyToThread(actor, { studentId: input.studentId, ...input.attachment }));
  const id = await addMessage(actor, {
    studentId: input.studentId,
    direction: "out",
    channel,
    authorId: actor.caller.userId,
    body: (templated ? templated.text.trim() : input.text) ?? "",
    delivery,
    templateKey: input.template,
    attachment: file,
  }).catch(async (error: unknown) => {
    if (file) await actor.deps.storage.remove(file.key).catch(() => undefined);
    throw error;
  });
  return answerMessage(actor, { id: id!, studentId: input.studentId });
}

/** A stored file's copy under the student's conversation, for a reply; a 409 when the file is not stored (yet). */
async function copyToThread(actor: Actor, input: { studentId: number; key: string; name: string; mime: string }) {
  const { storage } = actor.deps;
  const key = studentFileKey(actor, { folder: "conversations", userId: input.studentId, mime: input.mime });
  await storage.copy(input.key, key).catch(async (error: unknown) => {
    // A file replaced between the caller's look and the copy (a document rendered again) is not there to send.
    if ((await storage.size(input.key)) === null) throw new AppError("conflict", "The file to send is not stored yet");
    throw error;
  });
  return { key, name: input.name, mime: input.mime, size: (await storage.size(key)) ?? 0 };
}

/**
 * WhatsApp's rule for a reply (decision 0157): the student linked a number; outside the 24 hours after their last
 * WhatsApp message only a template the school mapped to an approved WhatsApp template may go.
 */
async function checkWhatsappReply(
  actor: Actor,
  input: {
    student: ThreadStudent;
    template?: MessageTemplateKey;
    refuse: (field: "channel" | "template", detail: string) => AppError;
  },
) {
  const { student, template, refuse } = input;
  if (!(await whatsappOf(actor, student))) throw refuse("channel", "The student has not linked WhatsApp");
  if (whatsappWindowUntil(student.whatsappInboundAt, actor.deps.clock.now())) return;
  if (!template) {
    throw refuse("template", "More than 24 hours since the student's last WhatsApp message: choose a template");
  }
  if (!(await queries.whatsappTemplateKeys(actor)).includes(template)) {
    throw refuse("template", "This template has no approved WhatsApp template in the settings");
  }
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

/** Where a status the channel reports later may move a reply from: forward only. */
const LATER_STATUS_FROM = {
  delivered: ["sent"],
  read: ["sent", "delivered"],
  failed: ["sent", "delivered"],
} as const satisfies Record<string, readonly MessageDelivery[]>;
type LaterStatus = keyof typeof LATER_STATUS_FROM;

/**
 * What the channel told later of a reply it took (WhatsApp's delivered, read or failed, by the reply's id there):
 * the reply's delivery moves forward only, announced when it moved. A status of no reply of this school yet is kept
 * for the reply's job, which may not have recorded the id WhatsApp answered it with.
 */
export async function receiveChannelStatus(
  scope: SchoolWork,
  input: { channel: ConversationChannel; externalId: string; status: LaterStatus },
): Promise<void> {
  await inTransaction(scope, async (work) => {
    await queries.lockExternalId(work, input);
    const studentId = await moveByLaterStatus(work, input);
    if (studentId !== undefined) await announceConversation(work, studentId);
    else await queries.keepEarlyStatus(work, input);
  });
}

/**
 * A later status moves the reply the channel names by its id forward only (a "failed" one is a rejection), whether
 * it arrives after the reply's job recorded the id or was kept until then. Answers the thread's student if it moved.
 */
export async function moveByLaterStatus(
  work: Scope,
  input: { channel: ConversationChannel; externalId: string; status: LaterStatus },
): Promise<number | undefined> {
  const studentId = await queries.moveDeliveryByExternalId(work, {
    channel: input.channel,
    externalId: input.externalId,
    from: LATER_STATUS_FROM[input.status],
    to: input.status,
    failure: input.status === "failed" ? "rejected" : undefined,
  });
  // A reply the channel failed later answered nobody: the thread waits again (decision 0171).
  if (studentId !== undefined && input.status === "failed") await queries.waitAgainAfterFailedReply(work, studentId);
  return studentId;
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
