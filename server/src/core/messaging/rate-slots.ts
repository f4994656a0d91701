import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

type Limit = { key: string; perSecond: number };
export type SlotAnswer = { kind: "go"; waitMs: number } | { kind: "later"; retryAfterMs: number };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Reserves the next send slot under one limit (decision 0067), shared by every process through one row: the row holds
 * the next free instant; a reservation takes max(next, now) and moves the row on by 1/rate in one atomic upsert. A slot
 * farther away than `maxWaitMs` is not taken (the caller re-queues the delivery for then), so no slot is wasted.
 */
export async function reserveSlot(db: Db, limit: Limit, maxWaitMs: number): Promise<SlotAnswer> {
  const interval = 1 / limit.perSecond;
  const taken = rowsOf<{ wait_ms: number }>(
    await db.execute(sql`
      insert into channel_rate_slots as s (key, next_at, interval)
      values (${limit.key}, clock_timestamp() + make_interval(secs => ${interval}), ${interval})
      on conflict (key) do update
        set next_at = greatest(s.next_at, clock_timestamp()) + make_interval(secs => excluded.interval),
            interval = excluded.interval
        where greatest(s.next_at, clock_timestamp()) <= clock_timestamp() + make_interval(secs => ${maxWaitMs / 1000})
      returning greatest(0, extract(epoch from (s.next_at - make_interval(secs => s.interval) - clock_timestamp())) * 1000)::float8 as wait_ms`),
  );
  if (taken[0]) return { kind: "go", waitMs: taken[0].wait_ms };
  const [row] = rowsOf<{ after_ms: number }>(
    await db.execute(
      sql`select greatest(0, extract(epoch from (next_at - clock_timestamp())) * 1000)::float8 as after_ms from channel_rate_slots where key = ${limit.key}`,
    ),
  );
  return { kind: "later", retryAfterMs: row?.after_ms ?? 1000 };
}

/** The provider said "not before": no slot under this limit is handed out until then (Telegram's `retry_after`). */
export async function holdSlotsUntil(db: Db, key: string, afterSeconds: number): Promise<void> {
  await db.execute(sql`
    update channel_rate_slots set next_at = greatest(next_at, clock_timestamp() + make_interval(secs => ${afterSeconds}))
    where key = ${key}`);
}
