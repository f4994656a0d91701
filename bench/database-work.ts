import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../server/src/db/client.js";

/**
 * What a call costs PostgreSQL, measured from outside the code under test: the statements it sends (every
 * `query` of a pg client made in the call's async context: BEGIN, COMMIT and a connection's school setting
 * included) and the rows and blocks its scans touch (the deltas of the statistics views of the bench's own database).
 * pg_stat_statements would say the same per statement, but it needs a server preloaded with it, which a developer's
 * PostgreSQL is not.
 */
export type DatabaseWork = { statements: number; rows: number; blocks: number };

const calls = new AsyncLocalStorage<{ statements: number }>();
let patched = false;

/** Counts the statements sent by pg clients while `work` runs (and only its own: workers' polling is not counted). */
export async function countingStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  if (!patched) {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
      const counter = calls.getStore();
      if (counter) counter.statements += 1;
      return (query as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    patched = true;
  }
  const counter = { statements: 0 };
  const result = await calls.run(counter, work);
  return { result, statements: counter.statements };
}

/**
 * Rows read (sequential scans' rows plus every index entry an index or index-only scan returned) and blocks touched
 * (heap and index, from memory or disk) in the app's tables so far. A backend publishes its counters at most once a
 * second after a transaction, so callers wait `STATS_FLUSH_MS` before reading.
 */
async function tableReads(db: Db): Promise<{ rows: number; blocks: number }> {
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await db.execute(sql`select
      (select coalesce(sum(seq_tup_read), 0) from pg_stat_user_tables where schemaname = 'public')
      + (select coalesce(sum(idx_tup_read), 0) from pg_stat_user_indexes where schemaname = 'public') as rows,
      (select coalesce(sum(heap_blks_read + heap_blks_hit + coalesce(idx_blks_read, 0) + coalesce(idx_blks_hit, 0)), 0)
        from pg_statio_user_tables where schemaname = 'public') as blocks`);
  const row = (result as unknown as { rows: { rows: string; blocks: string }[] }).rows[0]!;
  return { rows: Number(row.rows), blocks: Number(row.blocks) };
}

const STATS_FLUSH_MS = 1500;

/** The average database work of one call of `call`, over `times` calls in a row (after the counters settle). */
export async function databaseWorkOf(
  db: Db,
  input: { times: number; call: (index: number) => Promise<void> },
): Promise<DatabaseWork> {
  await sleep(STATS_FLUSH_MS);
  const before = await tableReads(db);
  let statements = 0;
  for (let index = 0; index < input.times; index += 1) {
    statements += (await countingStatements(() => input.call(index))).statements;
  }
  await sleep(STATS_FLUSH_MS);
  const after = await tableReads(db);
  return {
    statements: statements / input.times,
    rows: (after.rows - before.rows) / input.times,
    blocks: (after.blocks - before.blocks) / input.times,
  };
}

export const formatWork = (work: DatabaseWork) =>
  `${work.statements.toFixed(1).padStart(5)} statements   ${Math.round(work.rows).toString().padStart(6)} rows   ${Math.round(work.blocks).toString().padStart(5)} blocks`;

/**
 * Calls a second for `seconds`, with `inFlight` calls at once (each starts the next when it answers), cycling over
 * `urls`, and how many answered other than 200 (a 503 is a connection or statement waiting past its limit).
 */
export async function callsPerSecond(input: {
  seconds: number;
  inFlight: number;
  urls: string[];
  call: (url: string) => Promise<number>;
}): Promise<{ rate: number; failed: number }> {
  const deadline = performance.now() + input.seconds * 1000;
  let done = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const url = input.urls[next++ % input.urls.length]!;
      if ((await input.call(url)) !== 200) failed += 1;
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: input.inFlight }, worker));
  return { rate: done / ((performance.now() - started) / 1000), failed };
}
