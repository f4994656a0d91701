import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { preparedStatement, prepareRaw } from "../db/prepared.js";
import { rateLimits } from "../db/schema/index.js";
import { AppError } from "./errors.js";

/** An attempt counted against a key, its window begun again once past (prepared: every sign-in counts two). */
const countAttempt = preparedStatement<{ key: string; windowSeconds: number }, AttemptCount[]>(
  "rate_limit_count",
  (db, name) => {
    const windowSeconds = sql.placeholder("windowSeconds");
    return prepareRaw<AttemptCount>(
      db,
      sql`
        insert into ${rateLimits} (key, window_start, hits) values (${sql.placeholder("key")}, now(), 1)
        on conflict (key) do update set
          hits = case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})
                      then 1 else ${rateLimits.hits} + 1 end,
          window_start = case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})
                      then now() else ${rateLimits.windowStart} end
        returning hits, window_start`,
      name,
    );
  },
);
type AttemptCount = { hits: number; window_start: Date | string };

const refundAttempt = preparedStatement<{ key: string }, unknown[]>("rate_limit_refund", (db, name) =>
  prepareRaw(
    db,
    sql`update ${rateLimits} set hits = greatest(${rateLimits.hits} - 1, 0) where ${rateLimits.key} = ${sql.placeholder("key")}`,
    name,
  ),
);

/**
 * Fixed-window attempt counters in the database (they survive restarts and are shared by all processes).
 * `consume` is called before any password hashing, so a flood costs one small upsert per attempt.
 */
export class RateLimiter {
  /** The owner's handle (the table is the platform's): an ECMAScript private, unreachable from a request's deps. */
  readonly #db: Db;

  constructor(
    db: Db,
    private readonly windowSeconds: number,
  ) {
    this.#db = db;
  }

  /** Gives back an attempt that turned out legitimate (a right password), so only failures use up a limit. */
  async refund(key: string): Promise<void> {
    await refundAttempt(this.#db, { key });
  }

  /**
   * Throws 429 when the key has used up its limit in the current window, counting nothing: a read, for calls that
   * count only their failures (a verification code that finds nothing) and must refuse everything once over.
   */
  async refuseWhenOver(check: { key: string; limit: number }): Promise<void> {
    const result = await this.#db.execute<{ hits: number; window_start: Date | string }>(sql`
      select hits, window_start from ${rateLimits} where ${rateLimits.key} = ${check.key}
        and ${rateLimits.windowStart} >= now() - make_interval(secs => ${this.windowSeconds})`);
    const row = (result as unknown as { rows: { hits: number; window_start: Date | string }[] }).rows[0];
    if (row && row.hits >= check.limit) this.#refuse(row.window_start);
  }

  #refuse(windowStart: Date | string): never {
    const windowEnds = new Date(windowStart).getTime() + this.windowSeconds * 1000;
    const retryAfter = Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000));
    throw new AppError("rate_limited", `Too many attempts. Try again in ${retryAfter} seconds.`, {
      headers: { "retry-after": String(retryAfter) },
    });
  }

  /** Counts one attempt against a key and answers whether the key is now over its limit, refusing nothing. */
  async countOver(check: { key: string; limit: number }): Promise<boolean> {
    const [row] = await countAttempt(this.#db, { key: check.key, windowSeconds: this.windowSeconds });
    return row !== undefined && row.hits > check.limit;
  }

  /** Counts one attempt against each key; throws 429 with Retry-After when any key is over its limit. */
  async consume(checks: readonly { key: string; limit: number }[]): Promise<void> {
    for (const { key, limit } of checks) {
      const [row] = await countAttempt(this.#db, { key, windowSeconds: this.windowSeconds });
      if (row && row.hits > limit) this.#refuse(row.window_start);
    }
  }
}
