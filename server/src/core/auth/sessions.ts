import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { schools, users } from "../../db/schema/index.js";
import type { SessionChange } from "./session-broadcast.js";

/** A client's first call on this process asks it: prepared (db/prepared.ts). */
const sessionOf = preparedStatement("session_of_user", (db, name) =>
  db
    .select({
      tokensValidAfter: users.tokensValidAfter,
      role: users.role,
      schoolId: users.schoolId,
      schoolActive: schools.tariffActive,
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(name),
);

export type SessionState = { tokensValidAfterMs: number; schoolActive: boolean; role: string; schoolId: number };

/**
 * What an access token is checked against on every call: whether it was issued before the user's last logout or
 * password change, and whether the school and role still hold. Cached so the check costs no query; the database's
 * triggers announce every committed change to these facts, whoever makes it, and each process's broadcast listener
 * hands it to `apply` (decisions 0003, 0015), so the cache never honours a revoked session for longer than a
 * notification takes.
 */
export class SessionRegistry {
  private readonly cache = new Map<number, SessionState>();
  private readonly maxEntries = 50_000;
  /** Counts the changes heard, so a read that a change overtook is not cached. */
  private changes = 0;

  /** The owner's handle (sessions cross schools): an ECMAScript private, unreachable from a request's deps. */
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** A change announced by the database, whichever process or console made it. */
  apply(change: SessionChange): void {
    this.changes += 1;
    if (change.kind === "user") this.cache.delete(change.id);
    else if (change.kind === "school") this.dropSchool(change.id);
    else this.cache.clear();
  }

  /** The cached state, without waiting: undefined when this process has none (then `get`). */
  known(userId: number): SessionState | undefined {
    return this.cache.get(userId);
  }

  async get(userId: number): Promise<SessionState | null> {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const changesBefore = this.changes;
    const [row] = await sessionOf(this.#db, { userId });
    if (!row) return null;
    const state = {
      tokensValidAfterMs: row.tokensValidAfter.getTime(),
      schoolActive: row.schoolActive,
      role: row.role,
      schoolId: row.schoolId,
    };
    // A change heard while the row was read may be newer than what was read: answer it, but do not keep it.
    if (this.changes !== changesBefore) return state;
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as number);
    this.cache.set(userId, state);
    return state;
  }

  /**
   * Drops this process's entry at once, for a request of the same client right after the change (a call with the
   * old token after a logout): the database's notification of a commit reaches the listener a moment later.
   * Call it after the commit; every other process, and this one again, still hear the notification.
   */
  forgetHere(userId: number): void {
    this.changes += 1;
    this.cache.delete(userId);
  }

  private dropSchool(schoolId: number): void {
    for (const [userId, state] of this.cache) if (state.schoolId === schoolId) this.cache.delete(userId);
  }
}
