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
import { type Db, driverOf } from "../../db/client.js";
import * as queries from "./telegram.queries.js";
import { type BotIdentity, processUpdate } from "./telegram-link.service.js";

/** How often a process that polls no bot tries to take over one whose poller stopped (decision 0057). */
const POLL_TAKEOVER_SECONDS = 30;
/** The advisory-lock namespace of the pollers: (this, the bot's id folded to an int). */
const POLL_LOCK_SPACE = 0x7e1e;

type BotEntry = BotIdentity & { token: string; bot: Bot; ready: Promise<void> | null };

type Poller = { stop(): Promise<void> };

export type TelegramRuntime = Telegram & {
  /** The school's bot, or the platform's (tests and the seed). */
  botFor(schoolId: number): Promise<BotEntry | null>;
};

export const botIdOf = (token: string) => token.split(":")[0] ?? "";

export function createTelegramRuntime(options: {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  clock: Clock;
  signingSecret: string;
}): TelegramRuntime {
  const { db, env, log, clock } = options;
  const mode = isPublicUrl(env.PUBLIC_URL) ? "webhook" : "polling";
  const entries = new Map<string, BotEntry>();
  const pollers = new Map<string, Poller>();
  let takeoverTimer: NodeJS.Timeout | null = null;
  let running = false;

  /** The webhook's secret for a bot: derived from the signing secret, so every process knows it and none stores it. */
  const secretOf = (botId: string) =>
    createHmac("sha256", options.signingSecret).update(`telegram-webhook:${botId}`).digest("base64url");

  const entryOf = (token: string, schoolId: number | null): BotEntry => {
    const known = entries.get(token);
    if (known) return known;
    const bot = new Bot(token, { client: { apiRoot: env.TELEGRAM_API_ROOT } });
    const entry: BotEntry = { token, bot, botId: botIdOf(token), schoolId, ready: null };
    bot.use(async (context) => {
      const reply = await processUpdate({ db, clock }, entry, context.update);
      if (!reply) return;
      try {
        await context.api.sendMessage(reply.chatId, reply.text, { parse_mode: "HTML" });
      } catch (error) {
        log.warn({ err: error, botId: entry.botId }, "telegram: the bot's answer was not delivered");
      }
    });
    bot.catch((error) => log.error({ err: error.error, botId: entry.botId }, "telegram: an update failed"));
    entries.set(token, entry);
    return entry;
  };

  /** grammY needs the bot's own profile (getMe) before it handles updates: asked once per bot. */
  const ready = (entry: BotEntry) => {
    entry.ready ??= entry.bot.init().catch((error: unknown) => {
      entry.ready = null;
      throw error;
    });
    return entry.ready;
  };

  const platformEntry = () => (env.TELEGRAM_BOT_TOKEN ? entryOf(env.TELEGRAM_BOT_TOKEN, null) : null);

  const botFor = async (schoolId: number): Promise<BotEntry | null> => {
    const own = await queries.schoolBotOf(db, schoolId);
    return own ? entryOf(own.token, schoolId) : platformEntry();
  };

  const entryById = async (botId: string): Promise<BotEntry | null> => {
    const platform = platformEntry();
    if (platform && platform.botId === botId) return platform;
    const own = await queries.schoolBotById(db, botId);
    return own ? entryOf(own.token, own.schoolId) : null;
  };

  const webhookUrl = (botId: string) => new URL(`${API_PREFIX}telegram/webhook/${botId}/`, env.PUBLIC_URL).toString();

  const setWebhook = async (entry: BotEntry) => {
    await entry.bot.api.setWebhook(webhookUrl(entry.botId), {
      secret_token: secretOf(entry.botId),
      allowed_updates: ["message", "my_chat_member"],
    });
  };

  /**
   * Long polling in one process only (decision 0057): the poller holds a session advisory lock on a connection of its
   * own while it runs; another process fails to take it and leaves the bot alone. The embedded database is one
   * process by construction (its own file lock), so it needs none.
   */
  const lockPolling = async (botId: string): Promise<(() => Promise<void>) | null> => {
    const driver = driverOf(db);
    if (driver.kind === "pglite") return async () => undefined;
    const client = await driver.pool.connect();
    const key = Number(BigInt(botId) % 2_147_483_647n);
    try {
      const result = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1, $2) as locked", [
        POLL_LOCK_SPACE,
        key,
      ]);
      if (!result.rows[0]?.locked) {
        client.release();
        return null;
      }
    } catch (error) {
      client.release();
      throw error;
    }
    // A lost connection drops the lock: stop polling, and let the takeover round find the bot free again.
    client.on("error", () => void pollers.get(botId)?.stop());
    return async () => {
      try {
        await client.query("select pg_advisory_unlock($1, $2)", [POLL_LOCK_SPACE, key]);
        client.release();
      } catch {
        client.release(true);
      }
    };
  };

  const startPolling = async (entry: BotEntry) => {
    if (pollers.has(entry.botId) || !running) return;
    const unlock = await lockPolling(entry.botId);
    if (!unlock) return;
    let stopped = false;
    const poller: Poller = {
      async stop() {
        if (stopped) return;
        stopped = true;
        pollers.delete(entry.botId);
        if (entry.bot.isRunning()) await entry.bot.stop().catch(() => undefined);
        await unlock();
      },
    };
    pollers.set(entry.botId, poller);
    try {
      await ready(entry);
      // grammY drops a webhook left from another mode first, then polls until stopped.
      void entry.bot
        .start({ allowed_updates: ["message", "my_chat_member"], drop_pending_updates: false })
        .catch((error: unknown) => log.error({ err: error, botId: entry.botId }, "telegram: polling stopped"))
        .finally(() => void poller.stop());
    } catch (error) {
      log.warn({ err: error, botId: entry.botId }, "telegram: the bot could not start polling");
      await poller.stop();
    }
  };

  /** Every bot this platform serves: the platform's and each school's own. */
  const allEntries = async () => {
    const schoolBots = await queries.allSchoolBots(db);
    const list = schoolBots.map((row) => entryOf(row.token, row.schoolId));
    const platform = platformEntry();
    return platform ? [platform, ...list] : list;
  };

  const pollAll = async () => {
    for (const entry of await allEntries()) await startPolling(entry);
  };

  const channelFor = async (schoolId: number): Promise<MessageChannel> => {
    const entry = await botFor(schoolId);
    if (!entry) {
      return {
        name: "telegram",
        send: async () => ({ kind: "failed", reason: "no_address", detail: "No Telegram bot is configured" }),
      };
    }
    return createTelegramChannel({
      api: entry.bot.api,
      onReport: async ({ chatId, outcome }) => {
        if (outcome.kind === "delivered") await queries.countStats(db, schoolId, { sent: 1 });
        if (outcome.kind !== "failed") return;
        // A blocked bot unlinks the chat here, so a mailing's job only records the outcome it is given.
        const gone = outcome.reason === "blocked" ? await queries.unlinkChat(db, { botId: entry.botId, chatId }) : null;
        await queries.countStats(db, schoolId, { failed: 1, blocked: gone ? 1 : 0 });
      },
    });
  };

  return {
    mode,
    channelFor,
    botFor,
    addressOf: (schoolId, userId) => queries.chatIdOf(db, { schoolId, userId }),

    async start() {
      running = true;
      await queries.forgetOldUpdates(db, clock.now()).catch(() => undefined);
      if (mode === "webhook") {
        for (const entry of await allEntries()) {
          await setWebhook(entry).catch((error: unknown) =>
            log.error({ err: error, botId: entry.botId }, "telegram: setWebhook failed"),
          );
        }
        return;
      }
      await pollAll().catch((error: unknown) => log.error({ err: error }, "telegram: polling did not start"));
      // Infrastructure, not business work: a process retakes a bot whose poller (another process) went away.
      takeoverTimer = setInterval(
        () => void pollAll().catch((error: unknown) => log.warn({ err: error }, "telegram: takeover round failed")),
        POLL_TAKEOVER_SECONDS * 1000,
      );
      takeoverTimer.unref();
    },

    async stop() {
      running = false;
      if (takeoverTimer) clearInterval(takeoverTimer);
      takeoverTimer = null;
      await Promise.all([...pollers.values()].map((poller) => poller.stop()));
    },

    async handleWebhook({ botId, secret, update }) {
      const entry = await entryById(botId);
      const expected = Buffer.from(secretOf(botId));
      const given = Buffer.from(secret ?? "");
      // The same refusal whether the bot is unknown or the secret wrong: nothing to learn from it.
      if (!entry || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError("forbidden", "Not a Telegram update for this bot");
      }
      await ready(entry);
      await entry.bot.handleUpdate(update);
    },

    async usernameFor(schoolId) {
      const own = await queries.schoolBotOf(db, schoolId);
      if (own) return own.username;
      const platform = platformEntry();
      if (!platform) return null;
      try {
        await ready(platform);
        return platform.bot.botInfo.username;
      } catch {
        return null;
      }
    },

    async checkToken(token) {
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
    },

    async schoolBotChanged({ oldToken, newToken, schoolId }) {
      if (oldToken && oldToken !== newToken) {
        const old = entries.get(oldToken);
        if (old) {
          await pollers.get(old.botId)?.stop();
          entries.delete(oldToken);
          if (mode === "webhook") await old.bot.api.deleteWebhook().catch(() => undefined);
        }
      }
      if (!newToken) return;
      const entry = entryOf(newToken, schoolId);
      if (mode === "webhook") await setWebhook(entry);
      else await startPolling(entry);
    },
  };
}
