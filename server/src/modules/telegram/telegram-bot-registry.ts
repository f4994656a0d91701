import type { FastifyBaseLogger } from "fastify";
import { Bot } from "grammy";
import type { Env } from "../../config.js";
import type { Clock } from "../../core/clock.js";
import type { Storage } from "../../core/storage/storage.js";
import type { Db } from "../../db/client.js";
import * as queries from "./telegram.queries.js";
import { fetchMessageFile } from "./telegram-files.js";
import { type BotIdentity, processUpdate } from "./telegram-link.service.js";

export type BotEntry = BotIdentity & { token: string; bot: Bot; ready: Promise<void> | null };

export const botIdOf = (token: string) => token.split(":")[0] ?? "";

export type BotRegistry = ReturnType<typeof createBotRegistry>;

/**
 * The bots this process serves, one grammY `Bot` per token, made on first use: the platform's (its token in the
 * configuration) and each school's own (its token in the database).
 */
type RegistryOptions = { db: Db; env: Env; log: FastifyBaseLogger; clock: Clock; storage: Storage };

export function createBotRegistry(options: RegistryOptions) {
  const { db, env } = options;
  const entries = new Map<string, BotEntry>();

  const entryOf = (token: string, schoolId: number | null): BotEntry => {
    const known = entries.get(token);
    if (known) return known;
    const entry = newEntry(options, { token, schoolId });
    entries.set(token, entry);
    return entry;
  };

  const platformEntry = () => (env.TELEGRAM_BOT_TOKEN ? entryOf(env.TELEGRAM_BOT_TOKEN, null) : null);

  return {
    entryOf,
    platformEntry,
    /** The bot made for this token, if any, forgotten: the school changed its token. */
    forget(token: string): BotEntry | null {
      const entry = entries.get(token) ?? null;
      entries.delete(token);
      return entry;
    },
    /** The school's bot, or the platform's. */
    async botFor(schoolId: number): Promise<BotEntry | null> {
      const own = await queries.schoolBotOf(db, schoolId);
      return own ? entryOf(own.token, schoolId) : platformEntry();
    },
    async entryById(botId: string): Promise<BotEntry | null> {
      const platform = platformEntry();
      if (platform && platform.botId === botId) return platform;
      const own = await queries.schoolBotById(db, botId);
      return own ? entryOf(own.token, own.schoolId) : null;
    },
    /** Every bot this platform serves: the platform's and each school's own. */
    async allEntries(): Promise<BotEntry[]> {
      const schoolBots = await queries.allSchoolBots(db);
      const list = schoolBots.map((row) => entryOf(row.token, row.schoolId));
      const platform = platformEntry();
      return platform ? [platform, ...list] : list;
    },
  };
}

/** A bot that answers each update with what linking a chat says, if anything. */
function newEntry(
  { db, env, log, clock, storage }: RegistryOptions,
  { token, schoolId }: { token: string; schoolId: number | null },
): BotEntry {
  const bot = new Bot(token, { client: { apiRoot: env.TELEGRAM_API_ROOT } });
  const entry: BotEntry = { token, bot, botId: botIdOf(token), schoolId, ready: null };
  bot.use(async (context) => {
    const message = context.update.message;
    // A photo or document is fetched before the update's transaction, never inside it.
    const file =
      message?.chat.type === "private"
        ? await fetchMessageFile({ api: context.api, token, apiRoot: env.TELEGRAM_API_ROOT }, message)
        : null;
    const reply = await processUpdate({ db, clock, storage }, { bot: entry, update: context.update, file });
    if (!reply) return;
    try {
      await context.api.sendMessage(reply.chatId, reply.text, { parse_mode: "HTML" });
    } catch (error) {
      log.warn({ err: error, botId: entry.botId }, "telegram: the bot's answer was not delivered");
    }
  });
  bot.catch((error) => log.error({ err: error.error, botId: entry.botId }, "telegram: an update failed"));
  return entry;
}

/** grammY needs the bot's own profile (getMe) before it handles updates: asked once per bot. */
export function ready(entry: BotEntry) {
  entry.ready ??= entry.bot.init().catch((error: unknown) => {
    entry.ready = null;
    throw error;
  });
  return entry.ready;
}
