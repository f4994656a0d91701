import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { schools, users } from "../../db/schema/index.js";
import type { SessionBroadcast, SessionChange } from "./session-broadcast.js";

export type SessionState = { tokensValidAfterMs: number; schoolActive: boolean; role: string; schoolId: number };

/**
 * What an access token is checked against on every call: whether it was issued before the user's last logout or
 * password change, and whether the school and role still hold. Kept in a write-through cache so the check costs no
 * query; every write that changes these facts calls `forget`, so the cache never honours a revoked session.
 * With a broadcast attached, `forget` reaches every process on the same database (decision 0003).
 */
export class SessionRegistry {
  private readonly cache = new Map<number, SessionState>();
  private readonly maxEntries = 50_000;
  private broadcast: SessionBroadcast | null = null;

  constructor(private readonly db: Db) {}

  /** Hears other processes' changes and tells them this one's; without it the cache is this process's alone. */
  attach(broadcast: SessionBroadcast | null): void {
    this.broadcast = broadcast;
  }

  /** A change heard from any process (this one included). */
  apply(change: SessionChange): void {
    if (change.kind === "user") this.cache.delete(change.id);
    else if (change.kind === "school") this.dropSchool(change.id);
    else this.cache.clear();
  }

  async get(userId: number): Promise<SessionState | null> {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const [row] = await this.db
      .select({
        tokensValidAfter: users.tokensValidAfter,
        role: users.role,
        schoolId: users.schoolId,
        schoolActive: schools.tariffActive,
      })
      .from(users)
      .innerJoin(schools, eq(schools.id, users.schoolId))
      .where(eq(users.id, userId));
    if (!row) return null;
    const state = {
      tokensValidAfterMs: row.tokensValidAfter.getTime(),
      schoolActive: row.schoolActive,
      role: row.role,
      schoolId: row.schoolId,
    };
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as number);
    this.cache.set(userId, state);
    return state;
  }

  /** Called after the write that changed the user's session facts has committed. */
  async forget(userId: number): Promise<void> {
    this.cache.delete(userId);
    await this.broadcast?.publish({ kind: "user", id: userId });
  }

  async forgetSchool(schoolId: number): Promise<void> {
    this.dropSchool(schoolId);
    await this.broadcast?.publish({ kind: "school", id: schoolId });
  }

  private dropSchool(schoolId: number): void {
    for (const [userId, state] of this.cache) if (state.schoolId === schoolId) this.cache.delete(userId);
  }
}
