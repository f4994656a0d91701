import { CONVERSATION_CHANNELS, MESSAGE_DELIVERIES, MESSAGE_FAILURES, MESSAGE_TEMPLATES } from "@school/contracts";
import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * A student's thread with the school (issue 37, decision 0147): one per student, made by its first message. It keeps
 * what the inbox lists and sorts by, so a page of the inbox reads threads only: the last message (its id orders the
 * inbox: messages' ids grow with time), the student's messages no staff member has read, the student's last message
 * and whether a reply followed it, and when the student last read the thread.
 */
export const conversationThreads = pgTable(
  "conversation_threads",
  {
    schoolId: schoolId(),
    studentId: integer("student_id").notNull(),
    assigneeId: integer("assignee_id"),
    lastMessageId: bigint("last_message_id", { mode: "number" }).notNull(),
    lastChannel: text("last_channel", { enum: CONVERSATION_CHANNELS }).notNull().default("app"),
    staffUnread: integer("staff_unread").notNull().default(0),
    /** The student's last message that no reply has followed yet: since when they wait; null when answered. */
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    studentReadAt: timestamp("student_read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.schoolId, table.studentId] }),
    sameSchool({
      name: "conversation_threads_student_fk",
      child: table,
      column: table.studentId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "conversation_threads_assignee_fk",
      child: table,
      column: table.assigneeId,
      parent: users,
      onDelete: "set null",
    }),
    // The inbox's boxes, each read newest first from an index, backwards: every thread, the assignee's, the unread
    // ones. Ascending on purpose: read backwards it is `desc nulls first`, the order `order by … desc` asks for (an
    // index built `desc`, which Drizzle writes `desc nulls last`, matches neither direction, and the planner sorts).
    index("conversation_threads_latest_idx").on(table.schoolId, table.lastMessageId),
    index("conversation_threads_assignee_idx").on(table.schoolId, table.assigneeId, table.lastMessageId),
    index("conversation_threads_unread_idx")
      .on(table.schoolId, table.lastMessageId)
      .where(sql`${table.staffUnread} > 0`),
  ],
);

/**
 * One message of a thread, in or out, on the channel it came or went by. `external_id` is the channel's own id of a
 * message received (Telegram's chat and message id), unique per school and channel, so a redelivered update adds
 * nothing; of a reply sent on WhatsApp, its `wamid`, which the webhook's statuses name. A reply's delivery moves pending → sent or failed once its job has run.
 */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    schoolId: schoolId(),
    studentId: integer("student_id").notNull(),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    channel: text("channel", { enum: CONVERSATION_CHANNELS }).notNull(),
    authorId: integer("author_id"),
    body: text("body").notNull(),
    delivery: text("delivery", { enum: MESSAGE_DELIVERIES }).notNull(),
    failure: text("failure", { enum: MESSAGE_FAILURES }),
    externalId: text("external_id"),
    /** A file the student sent with it (a photo, a document): where it is stored, its name, type and size. */
    attachmentKey: text("attachment_key"),
    attachmentName: text("attachment_name"),
    attachmentMime: text("attachment_mime"),
    attachmentSize: integer("attachment_size"),
    /** A reply sent as this template (WhatsApp outside its 24-hour window, decision 0157). */
    templateKey: text("template_key", { enum: MESSAGE_TEMPLATES }),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "conversation_messages_student_fk",
      child: table,
      column: table.studentId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "conversation_messages_author_fk",
      child: table,
      column: table.authorId,
      parent: users,
      onDelete: "set null",
    }),
    unique("conversation_messages_external_key").on(table.schoolId, table.channel, table.externalId),
    // A thread's page of messages, the latest first (read backwards, as the threads' indexes are).
    index("conversation_messages_thread_idx").on(table.schoolId, table.studentId, table.id),
  ],
);

/**
 * A status WhatsApp reported for a `wamid` no reply carries yet: Meta may post "delivered" before the reply's job has
 * recorded the id WhatsApp answered with (the two race). The job applies it when it records the id; one an hour old
 * names no reply of ours (a mailing's message, one sent outside the platform) and is pruned.
 */
export const conversationEarlyStatuses = pgTable(
  "conversation_early_statuses",
  {
    schoolId: schoolId(),
    channel: text("channel", { enum: CONVERSATION_CHANNELS }).notNull(),
    externalId: text("external_id").notNull(),
    status: text("status", { enum: ["delivered", "read", "failed"] }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [schoolRowsOnly(), primaryKey({ columns: [table.schoolId, table.channel, table.externalId] })],
);
