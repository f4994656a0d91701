import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../db/client.js";

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The mails recorded for an address, whether sent yet or not. A service records a mail on the queue in the
 * transaction of the data it tells of, so once the call has answered (or its job has completed) this count is final:
 * asserting "nothing was sent" on it needs no wait for the worker.
 */
export async function mailJobsTo(db: Db, address: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = ${address}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/**
 * Waits until every job of `name` whose payload has `field` = `value` has run to its end (completed, or failed for
 * good), then answers their states. It waits for something that happens, never for a fixed time: a job that stays
 * pending fails the test at the timeout.
 */
export async function settledJobs(
  db: Db,
  job: { name: string; field: string; value: string | number; timeoutMs?: number },
): Promise<string[]> {
  const states = async () =>
    rowsOf<{ state: string }>(
      await db.execute(
        sql`select state from pgboss.job where name = ${job.name} and data->>${job.field} = ${String(job.value)}`,
      ),
    ).map((row) => row.state);
  const settled = ["completed", "failed", "cancelled"];
  await expect
    .poll(async () => (await states()).every((state) => settled.includes(state)), { timeout: job.timeoutMs ?? 15_000 })
    .toBe(true);
  return states();
}
