import type { FastifyBaseLogger } from "fastify";
import { type Db, driverOf } from "../../db/client.js";
import { type BotEntry, type BotRegistry, ready } from "./telegram-bot-registry.js";

/** How often a process that polls no bot tries to take over one whose poller stopped (decision 0057). */
const POLL_TAKEOVER_SECONDS = 30;
/** The advisory-lock namespace of the pollers: (this, the bot's id folded to an int). */
const POLL_LOCK_SPACE = 0x7e1e;

type Poller = { stop(): Promise<void> };

/** Long polling of the bots, where the platform has no public address for webhooks. */
export function createPolling({ db, log, bots }: { db: Db; log: FastifyBaseLogger; bots: BotRegistry }) {
  const pollers = new Map<string, Poller>();
  let takeoverTimer: NodeJS.Timeout | null = null;
  let running = false;

  const startPolling = async (entry: BotEntry) => {
    if (pollers.has(entry.botId) || !running) return;
    const unlock = await lockPolling(db, { botId: entry.botId, onLost: () => void pollers.get(entry.botId)?.stop() });
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

  const pollAll = async () => {
    for (const entry of await bots.allEntries()) await startPolling(entry);
  };

  return {
    startPolling,
    stopPolling: async (botId: string) => pollers.get(botId)?.stop(),
    /** Polls every bot no other process polls, and from then on takes over those whose poller went away. */
    async start() {
      running = true;
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
  };
}

/**
 * Long polling in one process only (decision 0057): the poller holds a session advisory lock on a connection of its
 * own while it runs; another process fails to take it and leaves the bot alone. The embedded database is one
 * process by construction (its own file lock), so it needs none. Answers the unlock, or null when another process
 * polls the bot.
 */
async function lockPolling(
  db: Db,
  { botId, onLost }: { botId: string; onLost: () => void },
): Promise<(() => Promise<void>) | null> {
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
  client.on("error", onLost);
  return async () => {
    try {
      await client.query("select pg_advisory_unlock($1, $2)", [POLL_LOCK_SPACE, key]);
      client.release();
    } catch {
      client.release(true);
    }
  };
}
