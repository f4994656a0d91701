import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { type Db, driverOf } from "../../db/client.js";

/** A change to what session checks read: one user's, a whole school's, or (after a lost connection) anything. */
export type SessionChange = { kind: "user"; id: number } | { kind: "school"; id: number } | { kind: "all" };

export type SessionBroadcast = { close(): Promise<void> };

/** Notified by the database's triggers on users and schools (migration 0006). */
const CHANNEL = "session_changed";
const RECONNECT_DELAY_MS = 1000;

function decode(payload: string | undefined): SessionChange | null {
  const [kind, id] = (payload ?? "").split(":");
  const value = Number(id);
  if (!Number.isSafeInteger(value)) return null;
  return kind === "user" || kind === "school" ? { kind, id: value } : null;
}

/**
 * Hears every committed change to what session checks read, whoever made it: triggers on users and schools notify
 * on commit, so a logout handled by one process, or a role changed in an SQL console, is honoured by every process
 * on the database (decisions 0003, 0015). On PostgreSQL a connection of its own listens; when it is lost, changes
 * may have been missed, so it reports `all` (drop every cached session) then and again once it listens anew, since
 * a session cached in between may predate a change nobody heard. Embedded PGlite delivers its notifications
 * in-process, before the statement that committed them returns.
 */
export async function startSessionBroadcast(
  db: Db,
  input: { onChange: (change: SessionChange) => void; log: Pick<FastifyBaseLogger, "warn"> },
): Promise<SessionBroadcast> {
  const hear = (payload: string | undefined) => {
    const change = decode(payload);
    if (change) input.onChange(change);
  };
  const driver = driverOf(db);
  if (driver.kind === "pglite") {
    const unlisten = await driver.client.listen(CHANNEL, hear);
    return { close: () => unlisten() };
  }
  const { pool } = driver;
  let closed = false;
  let listener: pg.Client | null = null;

  const listen = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    client.on("notification", (message) => hear(message.payload));
    client.on("error", (error) => {
      input.log.warn({ err: error }, "session broadcast connection lost; reconnecting");
      input.onChange({ kind: "all" });
      void client.end().catch(() => undefined);
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void listen().then(heardAgain, retryLater), RECONNECT_DELAY_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    // Closed while this was reconnecting.
    if (closed) await client.end();
    else listener = client;
  };
  const heardAgain = () => input.onChange({ kind: "all" });
  const retryLater = (error: unknown) => {
    input.log.warn({ err: error }, "session broadcast could not listen; retrying");
    if (!closed) setTimeout(() => void listen().then(heardAgain, retryLater), RECONNECT_DELAY_MS).unref();
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
