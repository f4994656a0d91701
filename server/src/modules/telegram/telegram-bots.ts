import { createHmac, timingSafeEqual } from "node:crypto";
import { API_PREFIX } from "@school/contracts";
import type { FastifyBaseLogger } from "fastify";
import { Bot, GrammyError } from "grammy";
import type { Env } from "../../config.js";
import type { Clock } from "../../core/clock.js";
import { AppError } from "../../core/errors.js";
import type { MessageChannel } from "../../core/messaging/channel.js";
import { createTelegramChannel, type Telegram } from "../../core/messaging/telegram-channel.js";
import { isPublicUrl } from "../../core/public-url.js";
import type { Storage } from "../../core/storage/storage.js";
import type { Db } from "../../db/client.js";
import * as queries from "./telegram.queries.js";
import { type BotEntry, createBotRegistry, ready } from "./telegram-bot-registry.js";
import { createPolling } from "./telegram-polling.js";

export { botIdOf } from "./telegram-bot-registry.js";

export type TelegramRuntime = Telegram & {
  /** The school's bot, or the platform's (tests and the seed). */
  botFor(schoolId: number): Promise<BotEntry | null>;
};

/**
 * The platform's bots: on a public address each gets its updates by webhook, else one process polls it. Sends go
 * through the school's own bot, or the platform's.
 */
export function createTelegramRuntime(options: {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  clock: Clock;
  storage: Storage;
  signingSecret: string;
}): TelegramRuntime {
  const { db, env, log, clock, storage } = options;
  const mode = isPublicUrl(env.PUBLIC_URL) ? "webhook" : "polling";
  const bots = createBotRegistry({ db, env, log, clock, storage });
  const polling = createPolling({ db, log, bots });
  const webhooks = { env, signingSecret: options.signingSecret };

  return {
    mode,
    channelFor: async (schoolId) => channelOf(db, { schoolId, entry: await bots.botFor(schoolId) }),
    botFor: bots.botFor,
    addressOf: (schoolId, userId) => queries.chatIdOf(db, { schoolId, userId }),

    async start() {
      await queries.forgetOldUpdates(db, clock.now()).catch(() => undefined);
      if (mode === "polling") return polling.start();
      for (const entry of await bots.allEntries()) {
        await setWebhook(webhooks, entry).catch((error: unknown) =>
          log.error({ err: error, botId: entry.botId }, "telegram: setWebhook failed"),
        );
      }
    },

    stop: () => polling.stop(),

    async handleWebhook({ botId, secret, update }) {
      const entry = await bots.entryById(botId);
      // The same refusal whether the bot is unknown or the secret wrong: nothing to learn from it.
      if (!entry || !isWebhookSecret(webhooks, { botId, secret })) {
        throw new AppError("forbidden", "Not a Telegram update for this bot");
      }
      await ready(entry);
      await entry.bot.handleUpdate(update);
    },

    async usernameFor(schoolId) {
      const own = await queries.schoolBotOf(db, schoolId);
      if (own) return own.username;
      const platform = bots.platformEntry();
      if (!platform) return null;
      try {
        await ready(platform);
        return platform.bot.botInfo.username;
      } catch {
        return null;
      }
    },

    checkToken: (token) => checkToken(env, token),

    async schoolBotChanged({ oldToken, newToken, schoolId }) {
      const old = oldToken && oldToken !== newToken ? bots.forget(oldToken) : null;
      if (old) {
        await polling.stopPolling(old.botId);
        if (mode === "webhook") await old.bot.api.deleteWebhook().catch(() => undefined);
      }
      if (!newToken) return;
      const entry = bots.entryOf(newToken, schoolId);
      if (mode === "webhook") await setWebhook(webhooks, entry);
      else await polling.startPolling(entry);
    },
  };
}

type Webhooks = { env: Env; signingSecret: string };

/** The webhook's secret for a bot: derived from the signing secret, so every process knows it and none stores it. */
const secretOf = ({ signingSecret }: Webhooks, botId: string) =>
  createHmac("sha256", signingSecret).update(`telegram-webhook:${botId}`).digest("base64url");

function isWebhookSecret(webhooks: Webhooks, { botId, secret }: { botId: string; secret: string | undefined }) {
  const expected = Buffer.from(secretOf(webhooks, botId));
  const given = Buffer.from(secret ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function setWebhook(webhooks: Webhooks, entry: BotEntry) {
  const url = new URL(`${API_PREFIX}telegram/webhook/${entry.botId}/`, webhooks.env.PUBLIC_URL).toString();
  await entry.bot.api.setWebhook(url, {
    secret_token: secretOf(webhooks, entry.botId),
    allowed_updates: ["message", "my_chat_member"],
  });
}

/** The school's Telegram channel, which counts what it sends and unlinks a chat that blocked the bot. */
function channelOf(db: Db, { schoolId, entry }: { schoolId: number; entry: BotEntry | null }): MessageChannel {
  if (!entry) {
    return {
      name: "telegram",
      send: async () => ({ kind: "failed", reason: "no_address", detail: "No Telegram bot is configured" }),
    };
  }
  return createTelegramChannel({
    api: entry.bot.api,
    onReport: async ({ chatId, outcome }) => {
      if (outcome.kind === "delivered") await queries.countStats(db, { schoolId, sent: 1 });
      if (outcome.kind !== "failed") return;
      // A blocked bot unlinks the chat here, so a mailing's job only records the outcome it is given.
      const gone = outcome.reason === "blocked" ? await queries.unlinkChat(db, { botId: entry.botId, chatId }) : null;
      await queries.countStats(db, { schoolId, failed: 1, blocked: gone ? 1 : 0 });
    },
  });
}

/** Asks Telegram who the token's bot is: a token it does not know is the caller's mistake, no answer is not. */
async function checkToken(env: Env, token: string) {
  try {
    const me = await new Bot(token, { client: { apiRoot: env.TELEGRAM_API_ROOT } }).api.getMe();
    return { botId: String(me.id), username: me.username };
  } catch (error) {
    if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404)) {
      throw new AppError("validation_failed", "Telegram does not know this bot token", {
        fields: { token: "Telegram does not know this bot token" },
      });
    }
    throw new AppError("service_unavailable", "Telegram did not answer; try again later");
  }
}
