import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { type Db, driverOf } from "./client.js";

export type ChannelListener = { close(): Promise<void> };

const RECONNECT_DELAY_MS = 1000;

/**
 * Hears PostgreSQL NOTIFY on `channel`, whichever process sent it, so every server process behind a load balancer
 * learns of a committed change (decision 0015). On PostgreSQL a connection of its own listens; when it is lost,
 * notifications may be missed until it listens again, so `onLost` is called at the loss and `onListeningAgain` once it
 * listens anew (a listener that caches must then reload). Embedded PGlite delivers its notifications in-process,
 * before the statement that committed them returns.
 */
export async function listenToChannel(
  db: Db,
  input: {
    channel: string;
    onPayload: (payload: string | undefined) => void;
    onLost?: () => void;
    onListeningAgain?: () => void;
    log: Pick<FastifyBaseLogger, "warn">;
  },
): Promise<ChannelListener> {
  const driver = driverOf(db);
  if (driver.kind === "pglite") {
    const unlisten = await driver.client.listen(input.channel, input.onPayload);
    return { close: () => unlisten() };
  }
  const { pool } = driver;
  let closed = false;
  let listener: pg.Client | null = null;

  const listen = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    client.on("notification", (message) => input.onPayload(message.payload));
    client.on("error", (error) => {
      input.log.warn({ err: error, channel: input.channel }, "notification connection lost; reconnecting");
      input.onLost?.();
      void client.end().catch(() => undefined);
      if (listener === client) listener = null;
      if (!closed) setTimeout(listenAgain, RECONNECT_DELAY_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${input.channel}`);
    // Closed while this was reconnecting.
    if (closed) await client.end();
    else listener = client;
  };
  const listenAgain = () => void listen().then(() => input.onListeningAgain?.(), retryLater);
  const retryLater = (error: unknown) => {
    input.log.warn({ err: error, channel: input.channel }, "could not listen for notifications; retrying");
    if (!closed) setTimeout(listenAgain, RECONNECT_DELAY_MS).unref();
  };
  await listen();

  return {
    async close() {
      closed = true;
      await listener?.end();
      listener = null;
    },
  };
}
