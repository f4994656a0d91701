import { NOTICE_AUDIENCES, NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, SIGNED_IN_ROLES } from "@school/contracts";
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/** How a notification's e-mail stands: none wanted, queued, sent, failed for good, waiting for the digest, digested. */
export const NOTIFICATION_EMAIL_STATES = ["none", "pending", "sent", "failed", "digest", "digested"] as const;

/**
 * A notice staff sent to the school's users (`send_mail/`, decision 0064). Its delivery is its recipients'
 * notifications (`notifications.notice_id`), which go when it is deleted.
 */
export const schoolNotices = pgTable(
  "school_notices",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    authorId: integer("author_id"),
    /** The Russian title and body; the Kazakh and English ones beside them, "" where none (decision 0134). */
    title: text("title").notNull(),
    titleKk: text("title_kk").notNull().default(""),
    titleEn: text("title_en").notNull().default(""),
    /** Sanitised HTML (core/rich-text.ts). */
    body: text("body").notNull(),
    bodyKk: text("body_kk").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    audience: text("audience", { enum: NOTICE_AUDIENCES }).notNull(),
    role: text("role", { enum: SIGNED_IN_ROLES }),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("school_notices", table),
    index("school_notices_list_idx").on(table.schoolId, table.id),
    sameSchool({
      name: "school_notices_author_fk",
      child: table,
      column: table.authorId,
      parent: users,
      onDelete: "set null",
    }),
  ],
);

/**
 * One entry of a user's notification centre (decision 0063), written by `notify()` in the transaction of the data
 * it tells of. `dedupe_key` makes a repeated call (a job's retry) write nothing twice; the unread count is an
 * index-only count of the partial index on unread rows.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /**
     * The Russian (or only) title and body; the Kazakh and English ones the module wrote beside them, "" where none
     * (decision 0140): each reader reads their own language by the one rule (`inLanguage`).
     */
    title: text("title").notNull(),
    titleKk: text("title_kk").notNull().default(""),
    titleEn: text("title_en").notNull().default(""),
    body: text("body").notNull(),
    bodyKk: text("body_kk").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    html: text("html"),
    link: text("link"),
    dedupeKey: text("dedupe_key"),
    noticeId: integer("notice_id"),
    email: text("email", { enum: NOTIFICATION_EMAIL_STATES }).notNull().default("none"),
    emailError: text("email_error"),
    /** A stored file the e-mail carries (a receipt's PDF, decision 0161): its storage key and the name it is sent as. */
    attachmentKey: text("attachment_key"),
    attachmentName: text("attachment_name"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    schoolRowsOnly(),
    unique("notifications_dedupe_key").on(table.schoolId, table.userId, table.dedupeKey),
    index("notifications_feed_idx").on(table.schoolId, table.userId, table.id),
    index("notifications_read_idx").on(table.schoolId, table.userId, table.readAt, table.id),
    index("notifications_unread_idx").on(table.schoolId, table.userId).where(sql`read_at is null`),
    index("notifications_notice_idx").on(table.schoolId, table.noticeId).where(sql`notice_id is not null`),
    index("notifications_digest_idx").on(table.schoolId, table.userId).where(sql`email = 'digest'`),
    sameSchool({
      name: "notifications_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "notifications_notice_fk",
      child: table,
      column: table.noticeId,
      parent: schoolNotices,
      onDelete: "cascade",
    }),
  ],
);

/** A user's choice per kind; a kind without a row takes `DEFAULT_NOTIFICATION_DELIVERY`. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    delivery: text("delivery", { enum: NOTIFICATION_DELIVERIES }).notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.schoolId, table.userId, table.kind] }),
    sameSchool({
      name: "notification_preferences_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/** The daily digest sent to a user on a day of the school's: the row is the once-per-day guarantee. */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    sentAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("notification_digests_once_key").on(table.schoolId, table.userId, table.day),
    sameSchool({
      name: "notification_digests_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);
