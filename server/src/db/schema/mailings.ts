import { DELIVERY_STATES, MAILING_CHANNELS, MAILING_KINDS, MESSAGE_TEMPLATES, UI_LANGUAGES } from "@school/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * A mailing (decision 0066): the message as staff wrote it (the body already sanitised), its channels and who it is
 * for. Its deliveries are created by the fan-out job at `send_at`; `fanned_out_at` marks that done.
 */
export const mailings = pgTable(
  "mailings",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    kind: text("kind", { enum: MAILING_KINDS }).notNull().default("manual"),
    authorId: integer("author_id"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    channels: text("channels", { enum: MAILING_CHANNELS }).array().notNull(),
    /** `{audience: "all" | "filter" | "user" | "program" | "greeting", ...}`: what the fan-out selects. */
    audience: jsonb("audience").notNull(),
    /** A greeting's template: each recipient reads it in their language, as the school rewrote it. */
    templateKey: text("template_key", { enum: MESSAGE_TEMPLATES }),
    /**
     * A hand-written mailing's stand-in on WhatsApp (decision 0157): the template a recipient gets there when more than
     * 24 hours passed since their last WhatsApp message.
     */
    whatsappTemplateKey: text("whatsapp_template_key", { enum: MESSAGE_TEMPLATES }),
    /** Stored status: scheduled, sending or cancelled; "done" is read from the deliveries. */
    status: text("status", { enum: ["scheduled", "sending", "cancelled"] }).notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    fannedOutAt: timestamp("fanned_out_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("mailings", table),
    sameSchool({
      name: "mailings_author_fk",
      child: table,
      column: table.authorId,
      parent: users,
      onDelete: "set null",
    }),
    index("mailings_school_created_idx").on(table.schoolId, table.id),
  ],
);

/**
 * One message to one person on one channel (decision 0067): the unique (mailing, user, channel) row is what makes a
 * delivery happen once; its state moves pending → sending → sent | failed | cancelled, each step one atomic update.
 */
export const mailingDeliveries = pgTable(
  "mailing_deliveries",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    mailingId: integer("mailing_id").notNull(),
    userId: integer("user_id").notNull(),
    channel: text("channel", { enum: MAILING_CHANNELS }).notNull(),
    /** The e-mail address or Telegram chat as it was when the mailing fanned out; null: none on this channel. */
    address: text("address"),
    /** The recipient's language and variables, fixed at fan-out. */
    language: text("language", { enum: UI_LANGUAGES }).notNull().default("ru"),
    variables: jsonb("variables").notNull().$type<Record<string, string>>(),
    state: text("state", { enum: DELIVERY_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** While `sending`: until when the attempt that claimed it may still be running. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    reason: text("reason"),
    detail: text("detail"),
    providerMessageId: text("provider_message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("mailing_deliveries_once_key").on(table.mailingId, table.userId, table.channel),
    sameSchool({
      name: "mailing_deliveries_mailing_fk",
      child: table,
      column: table.mailingId,
      parent: mailings,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "mailing_deliveries_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    index("mailing_deliveries_progress_idx").on(table.mailingId, table.state),
    index("mailing_deliveries_user_idx").on(table.userId),
  ],
);

/**
 * Send slots per channel, shared by every server process (decision 0067): a row per limit (a bot overall, one chat,
 * the e-mail sender) holding the next free instant; a sender reserves the next slot with one atomic update. Not a
 * school's data: the limits are the provider's, across schools.
 */
export const channelRateSlots = pgTable("channel_rate_slots", {
  key: text("key").primaryKey(),
  nextAt: timestamp("next_at", { withTimezone: true, precision: 6 }).notNull(),
  /** Seconds between two sends under this limit. */
  interval: doublePrecision("interval").notNull(),
});

/** A school's own wording of a template in one language (decision 0068). */
export const messageTemplateOverrides = pgTable(
  "message_template_overrides",
  {
    schoolId: schoolId(),
    key: text("key", { enum: MESSAGE_TEMPLATES }).notNull(),
    language: text("language", { enum: UI_LANGUAGES }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [schoolRowsOnly(), primaryKey({ columns: [table.schoolId, table.key, table.language] })],
);

/** Per school: whether greetings go by themselves, and by which channels (off until the school turns them on). */
export const mailingSettings = pgTable(
  "mailing_settings",
  {
    schoolId: schoolId().primaryKey(),
    greetingsEnabled: boolean("greetings_enabled").notNull().default(false),
    greetingChannels: text("greeting_channels", { enum: MAILING_CHANNELS })
      .array()
      .notNull()
      .default(sql`array['email']::text[]`),
  },
  () => [schoolRowsOnly()],
);

/** One greeting per student per occasion (decision 0068): the unique row is the "once". */
export const greetingSends = pgTable(
  "greeting_sends",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    occasion: text("occasion").notNull(),
    /** The day it was for (a birthday's date in that year). */
    onDate: date("on_date", { mode: "string" }).notNull(),
    mailingId: integer("mailing_id"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("greeting_sends_once_key").on(table.schoolId, table.userId, table.occasion, table.onDate),
    sameSchool({
      name: "greeting_sends_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/**
 * A person who unsubscribed from the school's mailings on one channel (decision 0141), by the link in a mailing or
 * their mail provider's one-click button: the fan-out skips them there. Deleting the row subscribes them again.
 * Notices, receipts and sign-in mail are not mailings and still reach them.
 */
export const mailingOptOuts = pgTable(
  "mailing_opt_outs",
  {
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    channel: text("channel", { enum: MAILING_CHANNELS }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ name: "mailing_opt_outs_key", columns: [table.schoolId, table.userId, table.channel] }),
    sameSchool({
      name: "mailing_opt_outs_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);
