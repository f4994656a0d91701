import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, openDatabase } from "../../db/client.js";
import { createQueue, type JobPolicy } from "./queue.js";

/**
 * On the embedded PGlite the queue polls only every 10 s (decision 0099): these jobs must still run when they fall
 * due, each well before the next poll would find it. Always on PGlite, whatever DATABASE_URL says.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const policy: JobPolicy = { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 };
const silent = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
/** Under the embedded polling interval (10 s), over what a woken worker needs on a busy machine. */
const PROMPTLY_MS = 7000;

// pg-boss makes its own tables: an empty in-memory database, one for the file, a kind of its own for each test.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
});
afterAll(() => database.close());
let kinds = 0;

function embeddedQueue(kind: { batchSize?: number; backoff?: boolean } = {}) {
  kinds += 1;
  return createQueue({
    db: database.db,
    log: silent,
    kinds: {
      [`test.embedded-${kinds}`]: {
        payload: z.object({ n: z.number() }),
        policy: { ...policy, retryBackoff: kind.backoff ?? false },
        batchSize: kind.batchSize,
      },
    },
  });
}

async function within(timeoutMs: number, check: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the job queue on the embedded database", () => {
  it("runs a delayed job when it falls due, not at the next poll", async () => {
    const queue = embeddedQueue();
    const ran: number[] = [];
    await queue.work(`test.embedded-${kinds}`, async ({ n }) => {
      ran.push(Date.now() - n);
    });
    await queue.start();
    cleanups.push(queue.stop);
    const sent = Date.now();
    await queue.enqueue(`test.embedded-${kinds}`, { n: sent }, { startAfter: new Date(sent + 1500) });
    await within(PROMPTLY_MS, () => ran.length === 1);
    expect(ran[0]).toBeGreaterThanOrEqual(1500);
  });

  it("runs a job stored in a transaction to start later when it falls due", async () => {
    const queue = embeddedQueue();
    const ran: number[] = [];
    await queue.work(`test.embedded-${kinds}`, async ({ n }) => {
      ran.push(n);
    });
    await queue.start();
    cleanups.push(queue.stop);
    await queue.transaction((_, jobs) =>
      jobs.enqueue(`test.embedded-${kinds}`, { n: 7 }, { startAfter: new Date(Date.now() + 1000) }),
    );
    await within(PROMPTLY_MS, () => ran.length === 1);
  });

  it.each([
    { backoff: false, title: "after its delay" },
    { backoff: true, title: "within its backoff window" },
  ])("retries a failed job $title", async ({ backoff }) => {
    const queue = embeddedQueue({ backoff });
    const attempts: number[] = [];
    await queue.work(`test.embedded-${kinds}`, async () => {
      attempts.push(Date.now());
      if (attempts.length === 1) throw new Error("the first attempt fails");
    });
    await queue.start();
    cleanups.push(queue.stop);
    await queue.enqueue(`test.embedded-${kinds}`, { n: 1 });
    // No backoff: 1 s; backoff: between 1 and 2 s after the first failure.
    await within(PROMPTLY_MS, () => attempts.length === 2);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
  });

  it("takes a long queue batch after batch without waiting a poll between them", async () => {
    const queue = embeddedQueue({ batchSize: 2 });
    const ran: number[] = [];
    await queue.work(`test.embedded-${kinds}`, async ({ n }) => {
      ran.push(n);
    });
    await queue.start();
    cleanups.push(queue.stop);
    await queue.enqueueMany(
      `test.embedded-${kinds}`,
      Array.from({ length: 8 }, (_, n) => ({ n })),
    );
    await within(PROMPTLY_MS, () => ran.length === 8);
    expect(ran.sort((left, right) => left - right)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
