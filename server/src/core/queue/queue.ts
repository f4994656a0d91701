import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { queueDatabaseOf, transactionDatabaseOf } from "./queue-database.js";

export type JobPolicy = {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay on each retry (with jitter), so a long outage is not hammered. */
  retryBackoff: boolean;
  /** An attempt running longer is counted failed, so a hung worker cannot hold a job forever. */
  expireInSeconds: number;
};

/** One kind of background job: the payload it carries, how it is retried, and the work it does. */
export type JobKind<Schema extends z.ZodType, Context> = {
  payload: Schema;
  policy: JobPolicy;
  /** A recurring job: pg-boss's cron (UTC), kept in the database, so every server process shares one timetable. */
  cron?: string;
  /**
   * Jobs fetched at once and run side by side, each completed or failed on its own (default 1). pg-boss waits a
   * polling interval between fetches, so a kind that must run tens of jobs a second (a mailing's deliveries) takes
   * them in batches.
   */
  batchSize?: number;
  /** Workers of this kind in each process (default 1): a second one fetches while the first finishes its batch. */
  workers?: number;
  handle(payload: z.output<Schema>, context: Context): Promise<void>;
};

export function defineJobKind<Schema extends z.ZodType, Context>(
  kind: JobKind<Schema, Context>,
): JobKind<Schema, Context> {
  return kind;
}

/** What the queue needs of a kind; the handler arrives when a worker is registered. */
type JobSpec = { payload: z.ZodType; policy: JobPolicy; cron?: string; batchSize?: number; workers?: number };
type JobSpecs = Record<string, JobSpec>;

/** Any kind whose handler takes this context, whatever its payload: the type of a table of kinds. */
export type AnyJobKind<Context> = JobSpec & { handle(payload: never, context: Context): Promise<void> };

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

/** Stores jobs; inside `Queue.transaction`, in that transaction. */
export type JobSender<Kinds extends JobSpecs> = {
  /** Validates the payload and stores the job; it survives restarts and runs once a worker is free. */
  enqueue<Name extends keyof Kinds & string>(
    name: Name,
    payload: z.input<Kinds[Name]["payload"]>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Many jobs of one kind in one statement (a mailing's deliveries): validated as `enqueue` validates each. */
  enqueueMany<Name extends keyof Kinds & string>(
    name: Name,
    payloads: z.input<Kinds[Name]["payload"]>[],
    options?: Pick<EnqueueOptions, "startAfter">,
  ): Promise<void>;
};

export type Queue<Kinds extends JobSpecs> = JobSender<Kinds> & {
  start(): Promise<void>;
  /**
   * Runs `work` in one transaction of the app's database, with a sender that stores its jobs in that transaction:
   * a job exists if and only if the data it follows was committed (no mail for a rolled-back row, no row without its
   * mail). The workers are woken once it has committed.
   */
  transaction<T>(work: (tx: Db, jobs: JobSender<Kinds>) => Promise<T>): Promise<T>;
  /**
   * The same queue (its workers, its wake-ups), whose `enqueue` and `transaction` go through `db`: the job handlers
   * get it on the workers' own pool, so the jobs a job stores wait in the workers' line, not the requests'.
   */
  on(db: Db): Queue<Kinds>;
  /** A handler that throws fails the attempt; the kind's policy decides whether and when it runs again. */
  work<Name extends keyof Kinds & string>(
    name: Name,
    handler: (payload: z.output<Kinds[Name]["payload"]>) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
};

/** pg-boss 10's minimum; a worker in this process is also woken at once when this process enqueues. */
const POLLING_INTERVAL_SECONDS = 0.5;
const STOP_TIMEOUT_MS = 15_000;

type Handler = (payload: unknown) => Promise<void>;

/**
 * The job queue: pg-boss on the application's own database (PostgreSQL or PGlite). Jobs are rows, so a job enqueued
 * is kept across restarts and outages until a worker completes it or its retries run out.
 */
export function createQueue<Kinds extends JobSpecs>(options: {
  /** The callers' database: their `enqueue` and `transaction` run on it. */
  db: Db;
  /**
   * pg-boss's own SQL (fetching, completing, failing, its maintenance) on the workers' connections (decision 0072);
   * `db` by default.
   */
  workerDb?: Db;
  log: FastifyBaseLogger;
  kinds: Kinds;
}): Queue<Kinds> {
  const { log, kinds } = options;
  const database = trackPending(queueDatabaseOf(options.workerDb ?? options.db));
  // The scheduler runs only when a kind recurs (the schedule's nightly completion): otherwise it would only poll.
  const recurring = Object.values(kinds).some((spec) => spec.cron !== undefined);
  const boss = new PgBoss({ db: database, schedule: recurring });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  const handlers = new Map<string, Handler>();
  const workerIds = new Map<string, string[]>();
  let running = false;
  let busyHandlers = 0;

  const specOf = (name: string): JobSpec => {
    const spec = kinds[name];
    if (!spec) throw new Error(`Unknown job kind: ${name}`);
    return spec;
  };

  const runOne = async (name: string, handler: Handler, job: PgBoss.JobWithMetadata<unknown>) => {
    const spec = specOf(name);
    busyHandlers += 1;
    try {
      // Checked again here: the row may predate a change of the payload's shape.
      await handler(spec.payload.parse(job.data));
    } catch (error) {
      const details = { err: error, job: { id: job.id, name, attempt: job.retryCount + 1 } };
      if (job.retryCount >= job.retryLimit) log.error(details, "job failed for good");
      else log.warn(details, "job failed; it will be retried");
      throw error;
    } finally {
      busyHandlers -= 1;
    }
  };

  const startWorker = async (name: string, handler: Handler) => {
    const batchSize = specOf(name).batchSize ?? 1;
    const workerId = await boss.work<unknown>(
      name,
      { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, includeMetadata: true, batchSize },
      async (jobs) => {
        if (batchSize === 1) {
          if (jobs[0]) await runOne(name, handler, jobs[0]);
          return;
        }
        // Each job of the batch on its own: a failed one is failed by id (its retry policy applies); pg-boss then
        // completes the batch, which touches only the jobs still active.
        const outcomes = await Promise.allSettled(jobs.map((job) => runOne(name, handler, job)));
        for (const [index, outcome] of outcomes.entries()) {
          if (outcome.status === "rejected")
            await boss.fail(name, jobs[index]!.id, { message: String(outcome.reason) });
        }
      },
    );
    workerIds.set(name, [...(workerIds.get(name) ?? []), workerId]);
  };

  const store = (job: { name: string; payload: unknown; options: EnqueueOptions & { db?: PgBoss.Db } }) => {
    const spec = specOf(job.name);
    const data = spec.payload.parse(job.payload) as object;
    // The policy goes with each job: pg-boss keeps a queue's options from its first creation, so a changed policy
    // would otherwise never reach an existing database.
    return boss.send(job.name, data, { ...retryOptions(spec), ...job.options });
  };

  const storeMany = (job: {
    name: string;
    payloads: unknown[];
    options: Pick<EnqueueOptions, "startAfter"> & { db?: PgBoss.Db };
  }) => {
    const spec = specOf(job.name);
    const policy = retryOptions(spec);
    const rows = job.payloads.map((payload) => ({
      name: job.name,
      data: spec.payload.parse(payload) as object,
      startAfter: job.options.startAfter,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelay,
      retryBackoff: policy.retryBackoff,
      expireInSeconds: policy.expireInSeconds,
    }));
    return rows.length === 0 ? null : boss.insert(rows, job.options.db ? { db: job.options.db } : {});
  };

  const wake = (name: string) => {
    if (!running) return;
    for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
  };

  /** Storing jobs through `db`'s connections: alone, or in a transaction of `db`. */
  const senderOn = (db: Db): Pick<Queue<Kinds>, "enqueue" | "enqueueMany" | "transaction"> => {
    const connection = queueDatabaseOf(db);
    return {
      async enqueue(name, payload, enqueueOptions = {}) {
        const id = await store({ name, payload, options: { ...enqueueOptions, db: connection } });
        wake(name);
        return id;
      },

      async enqueueMany(name, payloads, enqueueOptions = {}) {
        await storeMany({ name, payloads, options: { ...enqueueOptions, db: connection } });
        wake(name);
      },

      async transaction(work) {
        const enqueued = new Set<string>();
        const result = await db.transaction(async (tx) => {
          const inTransaction = transactionDatabaseOf(tx);
          return work(tx, {
            async enqueue(name, payload, enqueueOptions = {}) {
              const id = await store({ name, payload, options: { ...enqueueOptions, db: inTransaction } });
              enqueued.add(name);
              return id;
            },
            async enqueueMany(name, payloads, enqueueOptions = {}) {
              await storeMany({ name, payloads, options: { ...enqueueOptions, db: inTransaction } });
              enqueued.add(name);
            },
          });
        });
        // Woken before the commit, a worker would look, find nothing yet, and wait for its next poll.
        for (const name of enqueued) wake(name);
        return result;
      },
    };
  };

  const queue: Queue<Kinds> = {
    ...senderOn(options.db),

    on: (db) => ({ ...queue, ...senderOn(db) }),

    async start() {
      if (running) return;
      await boss.start();
      // Set before the queues and workers exist, so a start that fails halfway can still be stopped.
      running = true;
      for (const [name, spec] of Object.entries(kinds)) {
        await boss.createQueue(name, { name, ...retryOptions(spec) });
        // Stored in pg-boss's schedule table: a restart, or another process, finds it there and sends no second copy.
        if (spec.cron) await boss.schedule(name, spec.cron, {}, retryOptions(spec));
      }
      for (const [name, handler] of handlers) {
        for (let index = 0; index < (specOf(name).workers ?? 1); index += 1) await startWorker(name, handler);
      }
    },

    async work(name, handler) {
      specOf(name);
      handlers.set(name, handler as Handler);
      if (!running) return;
      for (let index = 0; index < (specOf(name).workers ?? 1); index += 1) await startWorker(name, handler as Handler);
    },

    async stop() {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      // pg-boss resolves `stop` while a worker's fetch may still be in flight and records a finished job's outcome
      // without awaiting it; waiting for both lets the caller close the database without losing either.
      const settled = await waitUntil(() => database.pending() === 0 && busyHandlers === 0, STOP_TIMEOUT_MS);
      if (!settled) log.warn("job queue stopped with work still in flight");
      workerIds.clear();
    },
  };
  return queue;
}

const retryOptions = (spec: JobSpec) => ({
  retryLimit: spec.policy.retryLimit,
  retryDelay: spec.policy.retryDelaySeconds,
  retryBackoff: spec.policy.retryBackoff,
  expireInSeconds: spec.policy.expireInSeconds,
});

function trackPending(database: PgBoss.Db): PgBoss.Db & { pending(): number } {
  let pending = 0;
  return {
    async executeSql(text, values) {
      pending += 1;
      try {
        return await database.executeSql(text, values);
      } finally {
        pending -= 1;
      }
    },
    pending: () => pending,
  };
}

/** True once `done` has held on two checks in a row (a finished query may start the next), false on timeout. */
async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  while (Date.now() < deadline) {
    quietChecks = done() ? quietChecks + 1 : 0;
    if (quietChecks >= 2) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
