import { type Api, GrammyError, HttpError, InputFile } from "grammy";
import type { Update } from "grammy/types";
import { escapeHtml } from "../rich-text.js";
import type { ChannelMessage, DeliveryOutcome, MessageChannel } from "./channel.js";
import { toTelegramHtml } from "./telegram-html.js";

/** A transient fault's first wait; the job backs off further by its attempt count (decision 0057). */
export const TELEGRAM_TRANSIENT_RETRY_SECONDS = 5;

/** What a send came to, told to the one who made the channel (the bot's figures, the chat's unlinking). */
export type TelegramSendReport = { chatId: string; outcome: DeliveryOutcome };

export type TelegramChannelOptions = {
  /** grammY's API client of the bot that sends (the school's own, or the platform's). */
  api: Api;
  /**
   * Called once per send with its outcome, before `send` returns. A blocked bot ("blocked", 403) is reported here:
   * the platform's `channelFor` unlinks the chat and counts it, so a mailing job need do nothing more than record the
   * outcome it gets.
   */
  onReport?: (report: TelegramSendReport) => Promise<void>;
};

/**
 * The Telegram `MessageChannel` (decision 0057): one `sendMessage` in HTML parse mode (only the tags Telegram knows),
 * or one `sendDocument` captioned with the same text when the message carries a file (decision 0162); its answer
 * mapped to an outcome: ok → delivered; 429 → retry after `parameters.retry_after`; 403 (blocked, the user
 * deactivated, kicked) → failed "blocked"; 400 "chat not found" and its kin → failed "invalid_address"; 5xx or no
 * answer → retry. Never throws for Telegram's answers.
 */
export function createTelegramChannel(options: TelegramChannelOptions): MessageChannel {
  return {
    name: "telegram",
    async send(address: string, message: ChannelMessage) {
      const outcome = await deliver(options.api, address, message);
      await options.onReport?.({ chatId: address, outcome });
      return outcome;
    },
  };
}

async function deliver(api: Api, chatId: string, message: ChannelMessage): Promise<DeliveryOutcome> {
  if (!/^-?\d{1,20}$/.test(chatId)) return { kind: "failed", reason: "no_address", detail: "No Telegram chat" };
  const html = message.html ? toTelegramHtml(message.html) : "";
  const body = html.trim() ? html : escapeHtml(message.text);
  const subject = message.subject.trim() ? `<b>${escapeHtml(message.subject.trim())}</b>\n\n` : "";
  try {
    const file = message.attachment;
    // A caption holds 1,024 characters: a file goes with a sentence or two (a document's name and link), not a letter.
    const sent = file
      ? await api.sendDocument(chatId, new InputFile(file.data, file.name), {
          caption: `${subject}${body}`.slice(0, 1024),
          parse_mode: "HTML",
        })
      : await api.sendMessage(chatId, `${subject}${body}`.slice(0, 4096), {
          parse_mode: "HTML",
          link_preview_options: { is_disabled: true },
        });
    return { kind: "delivered", providerMessageId: String(sent.message_id) };
  } catch (error) {
    return outcomeOfError(error);
  }
}

/** Telegram's refusal, or the network's, as an outcome. */
export function outcomeOfError(error: unknown): DeliveryOutcome {
  if (error instanceof GrammyError) {
    const detail = `${error.error_code}: ${error.description}`;
    if (error.error_code === 429) {
      return { kind: "retry", afterSeconds: Math.max(1, error.parameters.retry_after ?? 1), detail };
    }
    if (error.error_code === 403) return { kind: "failed", reason: "blocked", detail };
    if (error.error_code === 400) {
      const chatGone = /chat not found|user not found|chat_id is empty|PEER_ID_INVALID|group chat was upgraded/i;
      return { kind: "failed", reason: chatGone.test(error.description) ? "invalid_address" : "rejected", detail };
    }
    if (error.error_code >= 500) {
      return { kind: "retry", afterSeconds: TELEGRAM_TRANSIENT_RETRY_SECONDS, detail };
    }
    return { kind: "failed", reason: "rejected", detail };
  }
  const detail = error instanceof HttpError ? `network: ${error.message}` : `error: ${String(error)}`;
  return { kind: "retry", afterSeconds: TELEGRAM_TRANSIENT_RETRY_SECONDS, detail };
}

/**
 * The platform's Telegram, as other features use it (`deps.telegram`): a mailing's job asks `addressOf` for the
 * recipient's chat and sends through `channelFor(schoolId)`.
 */
export type TelegramChannels = {
  /** The school's bot if it set one, else the platform's; a channel that fails "no_address" when there is neither. */
  channelFor(schoolId: number): Promise<MessageChannel>;
  /** The student's linked chat id (the channel's address), or null when they have not linked the bot. */
  addressOf(schoolId: number, userId: number): Promise<string | null>;
};

/** The platform's Telegram in full (`deps.telegram`), built by modules/telegram and started with the app. */
export type Telegram = TelegramChannels & {
  /** "webhook" when PUBLIC_URL is public (HTTPS, not a local or private host), else "polling". */
  readonly mode: "webhook" | "polling";
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A webhook post: refused (403) unless the secret-token header is this bot's; processed once. */
  handleWebhook(input: { botId: string; secret: string | undefined; update: Update }): Promise<void>;
  /** The bot the school's students link to now: its @name, or null when there is none. */
  usernameFor(schoolId: number): Promise<string | null>;
  /** Asks Telegram who the token's bot is; a 400 when Telegram does not know the token. */
  checkToken(token: string): Promise<{ botId: string; username: string }>;
  /** After a school set or removed its bot: its webhook set, or its polling started or stopped here. */
  schoolBotChanged(change: { oldToken: string | null; newToken: string | null; schoolId: number }): Promise<void>;
};
