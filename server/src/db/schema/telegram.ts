import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { schoolId, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * A student's linked Telegram chat (decision 0057): one per student, through the bot that served the link (the
 * school's own, or the platform's). A chat links one account per bot: linking it again moves it. The student record's
 * `has_chat_id` follows this row (set on link, cleared on /stop or a blocked bot).
 */
export const telegramChats = pgTable(
  "telegram_chats",
  {
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    /** The bot's numeric id (the token's part before the colon): public, names the bot without its secret. */
    botId: text("bot_id").notNull(),
    chatId: text("chat_id").notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.schoolId, table.userId] }),
    unique("telegram_chats_bot_chat_key").on(table.botId, table.chatId),
    foreignKey({
      name: "telegram_chats_user_fk",
      columns: [table.schoolId, table.userId],
      foreignColumns: [users.schoolId, users.id],
    }).onDelete("cascade"),
  ],
);

/**
 * Updates already processed, per bot: Telegram may deliver one twice (a webhook retried, a poll after a crash), and
 * a forged replay of a seen update must change nothing. Platform-wide (the platform's bot serves every school); kept
 * a week, then cleared by the bot's own processing (older ids are never resent by Telegram).
 */
export const telegramUpdates = pgTable(
  "telegram_updates",
  {
    botId: text("bot_id").notNull(),
    updateId: bigint("update_id", { mode: "number" }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.botId, table.updateId] }),
    index("telegram_updates_received_idx").on(table.receivedAt),
  ],
);

/** The school's bot figures (bot-stats/): messages the channel delivered, failed for good, and chats that blocked it. */
export const telegramBotStats = pgTable(
  "telegram_bot_stats",
  {
    schoolId: schoolId().primaryKey(),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    blocked: integer("blocked").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [schoolRowsOnly()],
);

/**
 * A school's own bot (settings): its token stays on the server; the web only learns whether one is set and the bot's
 * name. With it, the school's students link to this bot and its messages go through it.
 */
export const schoolTelegramBots = pgTable(
  "school_telegram_bots",
  {
    schoolId: schoolId().primaryKey(),
    token: text("token").notNull(),
    botId: text("bot_id").notNull().unique(),
    username: text("username").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [schoolRowsOnly()],
);
