import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readMultipart } from "./multipart.js";

/**
 * The one local fake of the Telegram Bot API (decision 0057) for the unit tests, the e2e harness and the mailing
 * bench: grammY's `client.apiRoot` (the platform's TELEGRAM_API_ROOT, or an `Api` a test builds) points at it. It
 * answers `/bot<token>/<method>` with the Bot API's own response shapes — getMe, sendMessage, sendDocument (a
 * multipart upload, as grammY sends an `InputFile`), getUpdates (long polling), setWebhook, deleteWebhook,
 * getWebhookInfo — and the refusals a real bot meets: 429 with
 * `parameters.retry_after`, 403 "Forbidden: bot was blocked by the user", 400 "Bad Request: chat not found", 5xx.
 */
export type SentMessage = {
  token: string;
  chatId: string;
  /** The message's text, or a document's caption. */
  text: string;
  parseMode?: string;
  /** The file a sendDocument uploaded: its name and bytes as Telegram received them. */
  document?: { name: string; data: Buffer };
  at: number;
};

export type TelegramUpdate = { update_id: number } & Record<string, unknown>;

type Failure = { status: number; description: string; retryAfter?: number };

type BotState = {
  updates: TelegramUpdate[];
  webhook: { url: string; secret?: string } | null;
  waiters: Set<() => void>;
  nextUpdateId: number;
};

export type TelegramFakeOptions = {
  /** Messages a second a bot may send before 429 (retry_after 1): the bench's bursts. Unlimited when unset. */
  maxPerSecond?: number;
  /** Messages a second to one chat before 429 (Telegram's own rule is about one). Unlimited when unset. */
  maxPerChatPerSecond?: number;
  /**
   * A 429 with this retry_after (seconds) when it answers a number: `sendNumber` counts every sendMessage from 1, so
   * the bench can refuse every 400th send of a burst.
   */
  tooManyRequests?: (chatId: string, sendNumber: number) => number | null;
};

export const BLOCKED_DESCRIPTION = "Forbidden: bot was blocked by the user";

const tooManyRequests = (retryAfter: number): Failure => ({
  status: 429,
  description: `Too Many Requests: retry after ${retryAfter}`,
  retryAfter,
});

/**
 * A call's parameters: JSON, or multipart when it uploads a file (grammY's way with an `InputFile`): each field's
 * text, and each file under its part's name, which the field naming it points at as `attach://<name>`.
 */
function payloadOf(body: Buffer, contentType: string): Record<string, unknown> {
  if (!contentType.startsWith("multipart/form-data")) {
    return body.length ? (JSON.parse(body.toString("utf8")) as Record<string, unknown>) : {};
  }
  const parts = readMultipart(body, contentType);
  return Object.fromEntries(parts.map((part) => [part.name, part.file ?? part.value]));
}

/** The file a sendDocument carries: the part its `document` field attaches. */
function uploadedDocument(payload: Record<string, unknown>): { name: string; data: Buffer } | undefined {
  const attached = /^attach:\/\/(.+)$/.exec(String(payload.document ?? ""));
  const file = attached ? (payload[attached[1]!] as { name: string; data: Buffer } | undefined) : undefined;
  return file && { name: file.name, data: file.data };
}

export async function startTelegramFake(options: TelegramFakeOptions = {}) {
  /** Messages Telegram accepted. */
  const sent: SentMessage[] = [];
  /** Every sendMessage, refused ones included (a 429 honoured shows as an attempt more than was sent). */
  const attempts: SentMessage[] = [];
  const calls: { token: string; method: string; payload: Record<string, unknown> }[] = [];
  const bots = new Map<string, BotState>();
  const blocked = new Set<string>();
  const deactivated = new Set<string>();
  const unknownChats = new Set<string>();
  const scripted: Failure[] = [];
  const scriptedPerChat = new Map<string, Failure[]>();
  const sentInSecond = new Map<string, number>();
  let messageId = 1000;
  /** Files users sent, by file id: what getFile describes and /file/bot<token>/<path> serves. */
  const files = new Map<string, { path: string; data: Buffer }>();

  const botOf = (token: string): BotState => {
    let state = bots.get(token);
    if (!state) {
      state = { updates: [], webhook: null, waiters: new Set(), nextUpdateId: 100_000 };
      bots.set(token, state);
    }
    return state;
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, failure: Failure) =>
    answer(response, failure.status, {
      ok: false,
      error_code: failure.status,
      description: failure.description,
      ...(failure.retryAfter !== undefined ? { parameters: { retry_after: failure.retryAfter } } : {}),
    });

  /** Counts a send against the per-second limits; a 429 when one is over. */
  const overLimit = (token: string, chatId: string): Failure | null => {
    const second = Math.floor(Date.now() / 1000);
    const count = (key: string) => {
      const next = (sentInSecond.get(key) ?? 0) + 1;
      sentInSecond.set(key, next);
      return next;
    };
    const overall = count(`${token}:${second}`);
    const perChat = count(`${token}:${chatId}:${second}`);
    if (sentInSecond.size > 50_000) sentInSecond.clear();
    if (
      (options.maxPerSecond && overall > options.maxPerSecond) ||
      (options.maxPerChatPerSecond && perChat > options.maxPerChatPerSecond)
    ) {
      return tooManyRequests(1);
    }
    return null;
  };

  const handle = async (token: string, method: string, payload: Record<string, unknown>, response: ServerResponse) => {
    calls.push({ token, method, payload });
    const botId = Number(token.split(":")[0]);
    const bot = botOf(token);
    switch (method) {
      case "getMe":
        return answer(response, 200, {
          ok: true,
          result: {
            id: botId,
            is_bot: true,
            first_name: `Bot ${botId}`,
            username: `school${botId}_bot`,
            can_join_groups: true,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
            can_connect_to_business: false,
            has_main_web_app: false,
          },
        });
      case "sendMessage":
      case "sendDocument": {
        const chatId = String(payload.chat_id);
        const text = String((method === "sendDocument" ? payload.caption : payload.text) ?? "");
        const parseMode = payload.parse_mode === undefined ? undefined : String(payload.parse_mode);
        const document = method === "sendDocument" ? uploadedDocument(payload) : undefined;
        if (method === "sendDocument" && !document) {
          return refuse(response, { status: 400, description: "Bad Request: there is no document in the request" });
        }
        const message = { token, chatId, text, parseMode, document, at: Date.now() };
        attempts.push(message);
        const retryAfter = options.tooManyRequests?.(chatId, attempts.length) ?? null;
        const failure =
          scriptedPerChat.get(chatId)?.shift() ??
          scripted.shift() ??
          (retryAfter === null ? null : tooManyRequests(retryAfter)) ??
          (blocked.has(chatId) ? { status: 403, description: BLOCKED_DESCRIPTION } : null) ??
          (deactivated.has(chatId) ? { status: 403, description: "Forbidden: user is deactivated" } : null) ??
          // A chat id is a number (a @username names only a public channel, which no student is).
          (unknownChats.has(chatId) || !/^-?\d+$/.test(chatId)
            ? { status: 400, description: "Bad Request: chat not found" }
            : null) ??
          overLimit(token, chatId);
        if (failure) return refuse(response, failure);
        sent.push(message);
        messageId += 1;
        return answer(response, 200, {
          ok: true,
          result: {
            message_id: messageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(chatId), type: "private", first_name: "Student" },
            from: { id: botId, is_bot: true, first_name: `Bot ${botId}`, username: `school${botId}_bot` },
            ...(document
              ? {
                  document: {
                    file_id: `BQAC${messageId}`,
                    file_unique_id: `AgAD${messageId}`,
                    file_name: document.name,
                    mime_type: "application/pdf",
                    file_size: document.data.length,
                  },
                  ...(text ? { caption: text } : {}),
                }
              : { text }),
          },
        });
      }
      case "getFile": {
        const fileId = String(payload.file_id ?? "");
        const file = files.get(fileId);
        if (!file) return refuse(response, { status: 400, description: "Bad Request: invalid file_id" });
        return answer(response, 200, {
          ok: true,
          result: { file_id: fileId, file_unique_id: `u${fileId}`, file_size: file.data.length, file_path: file.path },
        });
      }
      case "getUpdates": {
        if (bot.webhook) {
          return refuse(response, {
            status: 409,
            description:
              "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
          });
        }
        const offset = Number(payload.offset ?? 0);
        const timeoutSeconds = Math.min(Number(payload.timeout ?? 0), 30);
        const pending = () => bot.updates.filter((update) => update.update_id >= offset);
        // Updates below the offset are confirmed: Telegram forgets them.
        bot.updates = pending();
        if (bot.updates.length === 0 && timeoutSeconds > 0) {
          await new Promise<void>((resolve) => {
            const wake = () => {
              clearTimeout(timer);
              bot.waiters.delete(wake);
              resolve();
            };
            const timer = setTimeout(wake, timeoutSeconds * 1000);
            bot.waiters.add(wake);
            response.on("close", wake);
          });
        }
        return answer(response, 200, { ok: true, result: pending().slice(0, Number(payload.limit ?? 100)) });
      }
      case "setWebhook":
        bot.webhook = { url: String(payload.url), secret: payload.secret_token as string | undefined };
        return answer(response, 200, { ok: true, result: true, description: "Webhook was set" });
      case "deleteWebhook": {
        const had = bot.webhook !== null;
        bot.webhook = null;
        if (payload.drop_pending_updates) bot.updates = [];
        return answer(response, 200, {
          ok: true,
          result: true,
          description: had ? "Webhook was deleted" : "Webhook is already deleted",
        });
      }
      case "getWebhookInfo":
        return answer(response, 200, {
          ok: true,
          result: {
            url: bot.webhook?.url ?? "",
            has_custom_certificate: false,
            pending_update_count: bot.updates.length,
          },
        });
      case "close":
      case "logOut":
        return answer(response, 200, { ok: true, result: true });
      default:
        return refuse(response, { status: 404, description: "Not Found" });
    }
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const download = /^\/file\/bot[^/]+\/(.+)$/.exec(request.url ?? "");
      if (download) {
        const file = [...files.values()].find((stored) => stored.path === decodeURIComponent(download[1]!));
        if (!file) return refuse(response, { status: 404, description: "Not Found" });
        response.writeHead(200, { "content-type": "application/octet-stream" });
        return response.end(file.data);
      }
      const match = /^\/bot([^/]+)\/([A-Za-z]+)/.exec(request.url ?? "");
      if (!match) return refuse(response, { status: 404, description: "Not Found" });
      const body = Buffer.concat(chunks);
      let payload: Record<string, unknown> = {};
      try {
        payload = payloadOf(body, String(request.headers["content-type"] ?? ""));
      } catch {
        return refuse(response, { status: 400, description: "Bad Request: can't parse JSON" });
      }
      void handle(decodeURIComponent(match[1]!), match[2]!, payload, response);
    });
  });
  // The bench's sends pause between bursts: a connection kept that long is not opened again for each one.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const apiRoot = `http://127.0.0.1:${port}`;

  let userCounter = 500_000;

  const fake = {
    apiRoot,
    sent,
    attempts,
    calls,
    /** A bot token the fake accepts (any `<digits>:<secret>` is; this one is well formed). */
    token: (botId = 7_000_000_001) => `${botId}:AAFakeSecretPartOfTheTokenForTests_${botId}`,
    /** Every later send to this chat answers 403 "bot was blocked by the user". */
    block: (chatId: string | number) => blocked.add(String(chatId)),
    unblock: (chatId: string | number) => blocked.delete(String(chatId)),
    /** Every later send to this chat answers 403 "user is deactivated". */
    deactivate: (chatId: string | number) => deactivated.add(String(chatId)),
    /** Every later send to this chat answers 400 "chat not found". */
    forgetChat: (chatId: string | number) => unknownChats.add(String(chatId)),
    /** The next sends (any chat) answer these, in order: 429 with retry_after, 5xx, ... */
    failNext(...failures: Failure[]) {
      scripted.push(...failures);
    },
    /** The next sends to this chat answer these, in order, before any failure scripted for every chat. */
    failNextTo(chatId: string | number, ...failures: Failure[]) {
      const queued = scriptedPerChat.get(String(chatId)) ?? [];
      scriptedPerChat.set(String(chatId), [...queued, ...failures]);
    },
    tooManyRequests,
    serverError: (status = 502): Failure => ({
      status,
      description: status === 502 ? "Bad Gateway" : "Internal Server Error",
    }),
    webhookOf: (token: string) => botOf(token).webhook,
    /** A private-chat text message as Telegram sends it; `chatId` is the user's id in a private chat. */
    textUpdate(
      token: string,
      input: { chatId?: number; text: string; languageCode?: string; firstName?: string },
    ): TelegramUpdate {
      const bot = botOf(token);
      bot.nextUpdateId += 1;
      userCounter += 1;
      const chatId = input.chatId ?? userCounter;
      const from = {
        id: chatId,
        is_bot: false,
        first_name: input.firstName ?? "Student",
        language_code: input.languageCode,
      };
      const entities = input.text.startsWith("/")
        ? [{ type: "bot_command", offset: 0, length: input.text.split(" ")[0]!.length }]
        : undefined;
      return {
        update_id: bot.nextUpdateId,
        message: {
          message_id: bot.nextUpdateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: "private", first_name: from.first_name },
          from,
          text: input.text,
          ...(entities ? { entities } : {}),
        },
      };
    },
    /**
     * A private-chat photo (Telegram's sizes, the largest last) or document, with an optional caption, as Telegram
     * sends it; its bytes are served to getFile and the file download as Telegram serves them.
     */
    fileUpdate(
      token: string,
      input: { chatId: number; data: Buffer; caption?: string } & (
        | { kind: "photo" }
        | { kind: "document"; fileName: string; mimeType: string }
      ),
    ): TelegramUpdate {
      const bot = botOf(token);
      bot.nextUpdateId += 1;
      const fileId = `file${bot.nextUpdateId}`;
      files.set(fileId, {
        path: input.kind === "photo" ? `photos/${fileId}.jpg` : `documents/${fileId}`,
        data: input.data,
      });
      const attached =
        input.kind === "photo"
          ? {
              photo: [
                { file_id: `${fileId}-small`, file_unique_id: `s${fileId}`, width: 90, height: 60, file_size: 900 },
                {
                  file_id: fileId,
                  file_unique_id: `u${fileId}`,
                  width: 1280,
                  height: 853,
                  file_size: input.data.length,
                },
              ],
            }
          : {
              document: {
                file_id: fileId,
                file_unique_id: `u${fileId}`,
                file_name: input.fileName,
                mime_type: input.mimeType,
                file_size: input.data.length,
              },
            };
      return {
        update_id: bot.nextUpdateId,
        message: {
          message_id: bot.nextUpdateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: input.chatId, type: "private", first_name: "Student" },
          from: { id: input.chatId, is_bot: false, first_name: "Student" },
          ...attached,
          ...(input.caption ? { caption: input.caption } : {}),
        },
      };
    },
    /** The user blocked the bot (or unblocked it: "member"): Telegram's my_chat_member update. */
    memberUpdate(token: string, input: { chatId: number; status: "kicked" | "member" }): TelegramUpdate {
      const bot = botOf(token);
      bot.nextUpdateId += 1;
      const user = { id: input.chatId, is_bot: false, first_name: "Student" };
      const botUser = { id: Number(token.split(":")[0]), is_bot: true, first_name: "Bot", username: "bot" };
      return {
        update_id: bot.nextUpdateId,
        my_chat_member: {
          chat: { id: input.chatId, type: "private", first_name: "Student" },
          from: user,
          date: Math.floor(Date.now() / 1000),
          old_chat_member: { status: input.status === "kicked" ? "member" : "kicked", user: botUser },
          new_chat_member: {
            status: input.status,
            user: botUser,
            ...(input.status === "kicked" ? { until_date: 0 } : {}),
          },
        },
      };
    },
    /** Queues an update for getUpdates (long polling) and wakes a waiting poll. */
    queueUpdate(token: string, update: TelegramUpdate) {
      const bot = botOf(token);
      bot.updates.push(update);
      for (const wake of [...bot.waiters]) wake();
    },
    /** Posts an update to the bot's webhook as Telegram does, with the secret it was given (or another). */
    async postToWebhook(token: string, update: TelegramUpdate, secret?: string) {
      const webhook = botOf(token).webhook;
      if (!webhook) throw new Error("No webhook set for this bot");
      const headers: Record<string, string> = { "content-type": "application/json" };
      const header = secret ?? webhook.secret;
      if (header !== undefined) headers["x-telegram-bot-api-secret-token"] = header;
      return fetch(webhook.url, { method: "POST", headers, body: JSON.stringify(update) });
    },
    /** Sends an update the way the bot receives them now: its webhook if set, else the getUpdates queue. */
    async deliver(token: string, update: TelegramUpdate) {
      if (botOf(token).webhook) {
        const answered = await fake.postToWebhook(token, update);
        if (!answered.ok) throw new Error(`The webhook answered ${answered.status}`);
      } else fake.queueUpdate(token, update);
    },
    messagesTo: (chatId: string | number) => sent.filter((message) => message.chatId === String(chatId)),
    async waitForMessage(chatId: string | number, matches: (text: string) => boolean = () => true, timeoutMs = 10_000) {
      const started = Date.now();
      for (;;) {
        const found = sent.find((message) => message.chatId === String(chatId) && matches(message.text));
        if (found) return found;
        if (Date.now() - started > timeoutMs)
          throw new Error(`No Telegram message to ${chatId} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      for (const bot of bots.values()) for (const wake of [...bot.waiters]) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

export type TelegramFake = Awaited<ReturnType<typeof startTelegramFake>>;
