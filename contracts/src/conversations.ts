import { z } from "zod";
import { APPLICATION_STATUSES } from "./application-status.js";
import { dbId, reportPeriodQuery } from "./fields.js";
import { MESSAGE_TEMPLATES } from "./mailings.js";
import { STUDENT_DOCUMENT_TYPES } from "./student-record/documents.js";

/**
 * Conversations (issue 37, decision 0147): one thread per student, holding every channel's messages in order, and the
 * staff's inbox of threads. A thread is named by its student's id: it exists from the first message either way.
 */

/**
 * Where a message came from or went: the app's own chat, the school's Telegram bot, e-mail (a reply to the school's
 * mail, decision 0155), the website's consultation form (a lead's request, decision 0155; answered by e-mail), the
 * school's WhatsApp number (decision 0157).
 */
export const CONVERSATION_CHANNELS = ["app", "telegram", "email", "form", "whatsapp"] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];
/** The channels a reply can take: a form takes no answer, its writer is answered by e-mail. */
export const REPLY_CHANNELS = ["app", "telegram", "email", "whatsapp"] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
/** Where a reply to a message of `channel` goes by default. */
export const replyChannelOf = (channel: ConversationChannel): ReplyChannel => (channel === "form" ? "email" : channel);

/**
 * A message's way out, as the inbox shows it: a student's message is `received`; a staff reply is `pending` until its
 * job takes it (`sending`) and its channel took it (`sent`), `delivered` when it reached the student's phone and
 * `read` when the student opened it (the app's chat and WhatsApp tell; Telegram's bots are not told), or `failed`
 * with the reason.
 */
export const MESSAGE_DELIVERIES = ["received", "pending", "sending", "sent", "delivered", "read", "failed"] as const;
export type MessageDelivery = (typeof MESSAGE_DELIVERIES)[number];

/** Why a reply could not go out, as the inbox names it. */
export const MESSAGE_FAILURES = ["no_address", "blocked", "rejected", "interrupted"] as const;
export type MessageFailure = (typeof MESSAGE_FAILURES)[number];

/** The inbox's boxes: every thread, the caller's, nobody's, those with messages no staff member has read. */
export const INBOX_BOXES = ["all", "mine", "unassigned", "unread"] as const;
export type InboxBox = (typeof INBOX_BOXES)[number];

export const MESSAGE_TEXT_MAX = 4000;
export const INBOX_PAGE_SIZE = 30;
export const THREAD_PAGE_SIZE = 50;

const person = z.object({ id: z.number().int(), name: z.string() });

/**
 * A file a student sent (a photo or a document to the school's bot): stored once its bytes proved it a picture or a
 * PDF within the documents' limit, linked by an expiring address, and savable as one of the student's documents.
 */
export const messageAttachment = z.object({
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

export const conversationMessage = z.object({
  id: z.number().int(),
  /** `in`: from the student; `out`: from the school's staff. */
  direction: z.enum(["in", "out"]),
  channel: z.enum(CONVERSATION_CHANNELS),
  text: z.string(),
  /** Who wrote it: the student, or the staff member who replied. */
  author: person.nullable(),
  delivery: z.enum(MESSAGE_DELIVERIES),
  failure: z.enum(MESSAGE_FAILURES).nullable(),
  attachment: messageAttachment.nullable(),
  created_at: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const threadSummary = z.object({
  student: person,
  assignee: person.nullable(),
  last_message: z.object({
    text: z.string(),
    direction: z.enum(["in", "out"]),
    channel: z.enum(CONVERSATION_CHANNELS),
    created_at: z.string(),
  }),
  /** The student's messages no staff member has read yet. */
  unread: z.number().int(),
  /** Since when the student waits for an answer: their last message, when no reply followed it; else null. */
  waiting_since: z.string().nullable(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;

export const inboxQuery = z.object({
  box: z.enum(INBOX_BOXES).default("all"),
  q: z.string().trim().max(100).optional(),
  /** Only students who apply to this program (with `status`: in that status there). */
  program: dbId.optional(),
  /** Only students with an application in this status (in `program`, when one is named). */
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** Keyset: the `next` of the page before. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxPage = z.object({
  results: z.array(threadSummary),
  next: z.number().int().nullable(),
  /** Threads with messages no staff member has read: the menu's badge. */
  unread_threads: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPage>;

export const threadQuery = z.object({
  /** Keyset: older messages than this one. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const conversationThread = z.object({
  student: person,
  assignee: person.nullable(),
  /**
   * The channels a reply can take now: the app and e-mail always; Telegram when the student linked the bot; WhatsApp
   * when the student linked their number to the school's.
   */
  channels: z.array(z.enum(REPLY_CHANNELS)),
  /**
   * Until when a WhatsApp reply may be free text (24 hours after the student's last WhatsApp message); null when the
   * window is closed, when only the templates in `whatsapp_templates` can go.
   */
  whatsapp_window_until: z.string().nullable(),
  /** The templates the school mapped to its approved WhatsApp templates. */
  whatsapp_templates: z.array(z.enum(MESSAGE_TEMPLATES)),
  /** Where a reply goes unless another is chosen: the channel the student last wrote on (e-mail after a form). */
  last_channel: z.enum(REPLY_CHANNELS),
  /** Oldest first. */
  messages: z.array(conversationMessage),
  /** The `before` of older messages, or null when these are the first. */
  older: z.number().int().nullable(),
});
export type ConversationThread = z.infer<typeof conversationThread>;

export const replyBody = z
  .object({
    /** Omitted with a `template`: the template's text in the student's language. */
    text: z.string().trim().min(1).max(MESSAGE_TEXT_MAX).optional(),
    /** Omitted: the channel the student last wrote on. */
    channel: z.enum(REPLY_CHANNELS).optional(),
    /** A template sent instead of free text: on WhatsApp outside its 24-hour window, as the school's approved one. */
    template: z.enum(MESSAGE_TEMPLATES).optional(),
  })
  .refine((body) => body.text !== undefined || body.template !== undefined, {
    message: "A text or a template",
    path: ["text"],
  });
export type ReplyBody = z.infer<typeof replyBody>;

export const studentMessageBody = z.object({ text: z.string().trim().min(1).max(MESSAGE_TEXT_MAX) });

export const assigneeBody = z.object({ assignee_id: dbId.nullable() });

/** A message's file saved as one of the student's documents, of this type. */
export const attachmentToDocumentBody = z.object({ doc_type: z.enum(STUDENT_DOCUMENT_TYPES) });

/** What the live channel says when a thread changed: the inbox and the open thread read it again. */
export const conversationChanged = z.object({ type: z.literal("conversation"), student_id: z.number().int() });

/**
 * How fast the school answers (issue 37, decision 0153): per staff member, the first responses they gave in the
 * period (a student's message after which the school's next message was theirs) and how long the student waited, as
 * the median and the 90th percentile in minutes; and the threads waiting for an answer now, by whom they are assigned
 * to (a row without a staff member: nobody's).
 */
export const conversationReportQuery = reportPeriodQuery;
export type ConversationReportQuery = z.infer<typeof conversationReportQuery>;

const responseFigures = {
  /** First responses given in the period. */
  answered: z.number().int(),
  median_minutes: z.number().nullable(),
  p90_minutes: z.number().nullable(),
  /** Threads waiting for an answer now. */
  open: z.number().int(),
  /** Since when the longest-waiting of them waits. */
  oldest_wait: z.string().nullable(),
};
export const conversationReportRow = z.object({
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ...responseFigures,
});
export type ConversationReportRow = z.infer<typeof conversationReportRow>;
export const conversationReport = z.object({
  rows: z.array(conversationReportRow),
  totals: z.object(responseFigures),
});
export type ConversationReport = z.infer<typeof conversationReport>;
