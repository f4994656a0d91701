import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { listenToChannel } from "../../db/listen.js";

/** A change to what session checks read: one user's, a whole school's, or (after a lost connection) anything. */
export type SessionChange = { kind: "user"; id: number } | { kind: "school"; id: number } | { kind: "all" };

export type SessionBroadcast = { close(): Promise<void> };

/** Notified by the database's triggers on users and schools (migration 0006). */
const CHANNEL = "session_changed";

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
  const all = () => input.onChange({ kind: "all" });
  return listenToChannel(db, {
    channel: CHANNEL,
    onPayload: (payload) => {
      const change = decode(payload);
      if (change) input.onChange(change);
    },
    onLost: all,
    onListeningAgain: all,
    log: input.log,
  });
}
