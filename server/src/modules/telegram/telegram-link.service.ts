import type { UiLanguage } from "@school/contracts";
import type { Update } from "grammy/types";
import type { Clock } from "../../core/clock.js";
import type { Storage } from "../../core/storage/storage.js";
import type { Db } from "../../db/client.js";
import { receiveMessage } from "../conversations/index.js";
import * as queries from "./telegram.queries.js";
import { type BotText, botText, languageOfTelegram } from "./telegram.texts.js";
import type { ReceivedFile } from "./telegram-files.js";

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
  context: { db: Db; clock: Clock; storage: Storage },
  input: { bot: BotIdentity; update: Update; file: ReceivedFile | null },
): Promise<BotReply | null> {
  const { bot, update } = input;
  // The owner's handle, not `inTransaction`: no school is known until the code or the chat names one (decision 0057).
  return context.db.transaction(async (tx) => {
    if (!(await queries.claimUpdate(tx, { botId: bot.botId, updateId: update.update_id }))) return null;
    const member = update.my_chat_member;
    if (member) {
      // The user blocked the bot (Telegram's "kicked" for a private chat): the chat is unlinked, nothing answered.
      if (member.chat.type === "private" && member.new_chat_member.status === "kicked") {
        const gone = await queries.unlinkChat(tx, { botId: bot.botId, chatId: String(member.chat.id) });
        if (gone) await queries.countStats(tx, { schoolId: gone.schoolId, blocked: 1 });
      }
      return null;
    }
    const message = update.message;
    const text = message?.text ?? message?.caption ?? "";
    if (!message || (!text && !input.file) || message.chat.type !== "private") return null;
    const chatId = String(message.chat.id);
    const [command, ...rest] = (message.text ?? "").trim().split(/\s+/);
    const name = (command ?? "").split("@")[0]?.toLowerCase();
    const appLanguage = languageOfTelegram(message.from?.language_code);
    const reply = (language: UiLanguage, text: { key: BotText; name?: string }) => ({
      chatId,
      text: botText(language, text),
    });

    if (name === "/start") {
      const code = rest[0] ?? "";
      if (!code) return reply(appLanguage, { key: "noCode" });
      return link(tx, { bot, chatId, code: code.toUpperCase(), appLanguage, reply, now: context.clock.now() });
    }
    if (name === "/stop") {
      const gone = await queries.unlinkChat(tx, { botId: bot.botId, chatId });
      if (!gone) return reply(appLanguage, { key: "notLinked" });
      await queries.countStats(tx, { schoolId: gone.schoolId, blocked: 1 });
      return reply(gone.language ?? appLanguage, { key: "stopped" });
    }
    const account = await queries.accountOfChat(tx, { botId: bot.botId, chatId });
    if (!account) return reply(appLanguage, { key: "noCode" });
    const language = account.language ?? appLanguage;
    if (name?.startsWith("/")) return reply(language, { key: "help" });
    // Anything else a linked student writes or sends is a message to the school: into their thread (issue 37), once
    // per Telegram message, in this update's transaction; the school answers there, so the bot says nothing but
    // that a file was refused. The scope is built here, on the owner's transaction: the chat named the school only
    // now, and the message must commit with the update's claim (a school's own handle would be a second one).
    const file = input.file?.kind === "file" ? input.file : undefined;
    if (text || file) {
      await receiveMessage(
        { db: tx, schoolId: account.schoolId },
        {
          studentId: account.userId,
          channel: "telegram",
          text,
          externalId: `${chatId}:${message.message_id}`,
          attachment: file
            ? { data: file.data, mime: file.mime, name: file.name, storage: context.storage }
            : undefined,
        },
      );
    }
    return input.file?.kind === "refused" ? reply(language, { key: "fileRefused" }) : null;
  });
}

async function link(
  tx: Db,
  input: {
    now: Date;
    bot: BotIdentity;
    chatId: string;
    code: string;
    appLanguage: UiLanguage;
    reply: (language: UiLanguage, text: { key: BotText; name?: string }) => BotReply;
  },
): Promise<BotReply> {
  const { bot, chatId, code, appLanguage, reply, now } = input;
  const account = CODE_PATTERN.test(code) ? await queries.accountOfCode(tx, code) : null;
  if (account?.role !== "student") return reply(appLanguage, { key: "invalid" });
  const language = account.language ?? appLanguage;
  // A school's code links only to the bot its students use: the school's own, else the platform's.
  const ownBot = await queries.schoolBotOf(tx, account.schoolId);
  const rightBot = bot.schoolId === null ? ownBot === null : bot.schoolId === account.schoolId;
  if (!rightBot) return reply(language, { key: "invalid" });
  if (!account.expiresAt || account.expiresAt.getTime() <= now.getTime()) return reply(language, { key: "expired" });
  if (!(await queries.spendCode(tx, { userId: account.id, code, now }))) return reply(language, { key: "invalid" });
  await queries.linkChat(tx, { schoolId: account.schoolId, userId: account.id, botId: bot.botId, chatId, now });
  return reply(language, { key: "linked", name: `${account.firstName} ${account.lastName}`.trim() });
}
