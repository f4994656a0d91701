import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { type Db, driverOf } from "../../db/client.js";

/** A change to what session checks read: one user's, a whole school's, or (after a lost connection) anything. */
export type SessionChange = { kind: "user"; id: number } | { kind: "school"; id: number } | { kind: "all" };

export type SessionBroadcast = {
  publish(change: SessionChange): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL = "session_changed";
const RECONNECT_DELAY_MS = 1000;

const encode = (change: SessionChange) => (change.kind === "all" ? "all" : `${change.kind}:${change.id}`);

function decode(payload: string | undefined): SessionChange | null {
  if (payload === "all") return { kind: "all" };
  const [kind, id] = (payload ?? "").split(":");
  const value = Number(id);
  if (!Number.isSafeInteger(value)) return null;
  return kind === "user" || kind === "school" ? { kind, id: value } : null;
}

/**
 * Every server process on one PostgreSQL hears the session changes any of them makes (LISTEN/NOTIFY), so a logout
 * handled by one process is honoured by all (decision 0003). A lost listening connection means changes may have
 * been missed: the listener reports `all` (drop every cached session) and reconnects. Embedded PGlite belongs to a
 * single process, so there is nobody to tell and this answers null.
 */
export async function startSessionBroadcast(
  db: Db,
  input: { onChange: (change: SessionChange) => void; log: Pick<FastifyBaseLogger, "warn"> },
): Promise<SessionBroadcast | null> {
  const driver = driverOf(db);
  if (driver.kind !== "postgres") return null;
  const { pool } = driver;
  let closed = false;
  let listener: pg.Client | null = null;

  const listen = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    client.on("notification", (message) => {
      const change = decode(message.payload);
      if (change) input.onChange(change);
    });
    client.on("error", (error) => {
      input.log.warn({ err: error }, "session broadcast connection lost; reconnecting");
      input.onChange({ kind: "all" });
      void client.end().catch(() => undefined);
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void listen().catch(retryLater), RECONNECT_DELAY_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  const retryLater = (error: unknown) => {
    input.log.warn({ err: error }, "session broadcast could not listen; retrying");
    if (!closed) setTimeout(() => void listen().catch(retryLater), RECONNECT_DELAY_MS).unref();
  };
  await listen();

  return {
    async publish(change) {
      await pool.query("select pg_notify($1, $2)", [CHANNEL, encode(change)]);
    },
    async close() {
      closed = true;
      await listener?.end();
      listener = null;
    },
  };
}
