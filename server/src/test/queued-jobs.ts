import { count, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { expect, vi } from "vitest";
import { z } from "zod";
import { createQueue } from "../core/queue/queue.js";
import type { Db } from "../db/client.js";
import { schools } from "../db/schema/index.js";

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

/**
 * A queue of one kind of the tests' own, `test.follows-data`: a job that follows a school row written in the same
 * transaction (`followedData` counts both), for the tests of jobs enqueued in a transaction.
 */
export function followsDataQueue(db: Db) {
  return createQueue({
    db,
    log: { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger,
    kinds: {
      "test.follows-data": {
        payload: z.object({ domain: z.string() }),
        policy: { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 30 },
      },
    },
  });
}

/** How many schools have the domain, and how many `test.follows-data` jobs name it. */
export async function followedData(db: Db, domain: string): Promise<{ schools: number; jobs: number }> {
  const [row] = await db.select({ n: count() }).from(schools).where(eq(schools.domain, domain));
  const jobs = await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'test.follows-data' and data->>'domain' = ${domain}`,
  );
  return { schools: row!.n, jobs: rowsOf<{ n: number }>(jobs)[0]!.n };
}
