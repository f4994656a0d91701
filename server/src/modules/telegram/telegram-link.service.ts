import type { UiLanguage } from "@school/contracts";
import type { Update } from "grammy/types";
import type { Clock } from "../../core/clock.js";
import type { Db } from "../../db/client.js";
import * as queries from "./telegram.queries.js";
import { type BotText, botText, languageOfTelegram } from "./telegram.texts.js";

/** The bot an update came to: its id, and the school that set it (null: the platform's bot). */
export type BotIdentity = { botId: string; schoolId: number | null };

export type BotReply = { chatId: string; text: string };

/** A chat-bot code as it is written: letters and digits (`newChatCode`), at most a little longer. */
const CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;

/**
 * One update, processed at most once (decision 0057): the update's id is claimed in the same transaction as what it
 * changes, so a redelivered or replayed update changes nothing, and one that fails halfway is claimed by nobody and
 * is processed when Telegram sends it again. Returns the bot's answer, sent after the commit.
 */
export async function processUpdate(
  context: { db: Db; clock: Clock },
  bot: BotIdentity,
  update: Update,
): Promise<BotReply | null> {
  return context.db.transaction(async (tx) => {
    if (!(await queries.claimUpdate(tx, bot.botId, update.update_id))) return null;
    const member = update.my_chat_member;
    if (member) {
      // The user blocked the bot (Telegram's "kicked" for a private chat): the chat is unlinked, nothing answered.
      if (member.chat.type === "private" && member.new_chat_member.status === "kicked") {
        const gone = await queries.unlinkChat(tx, { botId: bot.botId, chatId: String(member.chat.id) });
        if (gone) await queries.countStats(tx, gone.schoolId, { blocked: 1 });
      }
      return null;
    }
    const message = update.message;
    if (!message?.text || message.chat.type !== "private") return null;
    const chatId = String(message.chat.id);
    const [command, ...rest] = message.text.trim().split(/\s+/);
    const name = (command ?? "").split("@")[0]?.toLowerCase();
    const appLanguage = languageOfTelegram(message.from?.language_code);
    const reply = (language: UiLanguage, key: BotText, values?: { name?: string }) => ({
      chatId,
      text: botText(language, key, values),
    });

    if (name === "/start") {
      const code = rest[0] ?? "";
      if (!code) return reply(appLanguage, "noCode");
      return link(tx, context.clock.now(), { bot, chatId, code: code.toUpperCase(), appLanguage, reply });
    }
    if (name === "/stop") {
      const gone = await queries.unlinkChat(tx, { botId: bot.botId, chatId });
      if (!gone) return reply(appLanguage, "notLinked");
      await queries.countStats(tx, gone.schoolId, { blocked: 1 });
      return reply(gone.language ?? appLanguage, "stopped");
    }
    const account = await queries.accountOfChat(tx, { botId: bot.botId, chatId });
    return reply(account?.language ?? appLanguage, account ? "help" : "noCode");
  });
}

async function link(
  tx: Db,
  now: Date,
  input: {
    bot: BotIdentity;
    chatId: string;
    code: string;
    appLanguage: UiLanguage;
    reply: (language: UiLanguage, key: BotText, values?: { name?: string }) => BotReply;
  },
): Promise<BotReply> {
  const { bot, chatId, code, appLanguage, reply } = input;
  const account = CODE_PATTERN.test(code) ? await queries.accountOfCode(tx, code) : null;
  if (account?.role !== "student") return reply(appLanguage, "invalid");
  const language = account.language ?? appLanguage;
  // A school's code links only to the bot its students use: the school's own, else the platform's.
  const ownBot = await queries.schoolBotOf(tx, account.schoolId);
  const rightBot = bot.schoolId === null ? ownBot === null : bot.schoolId === account.schoolId;
  if (!rightBot) return reply(language, "invalid");
  if (!account.expiresAt || account.expiresAt.getTime() <= now.getTime()) return reply(language, "expired");
  if (!(await queries.spendCode(tx, { userId: account.id, code, now }))) return reply(language, "invalid");
  await queries.linkChat(tx, { schoolId: account.schoolId, userId: account.id, botId: bot.botId, chatId, now });
  return reply(language, "linked", { name: `${account.firstName} ${account.lastName}`.trim() });
}
