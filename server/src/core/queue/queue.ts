import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { z } from "zod";
import { type Db, driverOf, exclusively } from "../../db/client.js";
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
/**
 * On the embedded PGlite only this process can store a job (the database admits one process), and it wakes its
 * workers itself: at once for a job to run now, at the moment a delayed job or a retry falls due. Polling is then
 * only the backstop for what pg-boss schedules itself (cron, expired attempts); nineteen workers polling twice a
 * second kept an idle server at 3.6 % of a core (decision 0099).
 */
const EMBEDDED_POLLING_INTERVAL_SECONDS = 10;
/** A timer further ahead than this is left to the polling (setTimeout overflows past 24.8 days anyway). */
const LONGEST_WAKE_MS = 6 * 3600 * 1000;
/** pg-boss records a retry's due time a moment after the handler throws: the wake comes that much later. */
const RETRY_WAKE_MARGIN_MS = 250;
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
  /**
   * A role that stores jobs without owning the queue's tables: the requests' (decision 0130), whose transactions
   * hold the jobs they enqueue. It may add jobs and read the queues' settings, not read a job.
   */
  senderRole?: string;
}): Queue<Kinds> {
  const { log, kinds } = options;
  const database = trackPending(queueDatabaseOf(options.workerDb ?? options.db));
  const embedded = driverOf(options.workerDb ?? options.db).kind === "pglite";
  const pollingIntervalSeconds = embedded ? EMBEDDED_POLLING_INTERVAL_SECONDS : POLLING_INTERVAL_SECONDS;
  // The scheduler runs only when a kind recurs (the schedule's nightly completion): otherwise it would only poll.
  const recurring = Object.values(kinds).some((spec) => spec.cron !== undefined);
  const newBoss = () => {
    const created = new PgBoss({ db: database, schedule: recurring });
    created.on("error", (error) => log.error({ err: error }, "job queue error"));
    return created;
  };
  // A queue started again after a stop runs on a new pg-boss: pg-boss 10 keeps its supervisor stopped after the first
  // stop, so a restarted instance skips its maintenance and never clears the timer it starts again.
  let boss = newBoss();
  let stoppedOnce = false;
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
      else {
        log.warn(details, "job failed; it will be retried");
        if (embedded) wakeForRetry(name, job);
      }
      throw error;
    } finally {
      busyHandlers -= 1;
    }
  };

  const startWorker = async (name: string, handler: Handler) => {
    const batchSize = specOf(name).batchSize ?? 1;
    const workerId: string = await boss.work<unknown>(
      name,
      { pollingIntervalSeconds, includeMetadata: true, batchSize },
      async (jobs) => {
        // A relaxed poll would otherwise wait its whole interval before the next batch of a long queue.
        if (embedded && jobs.length > 0) boss.notifyWorker(workerId);
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
  /**
   * Wakes the kind's workers once a job stored to start later is due (embedded database only). pg-boss takes a job
   * whose `start_after < now()`, and PGlite's clock counts whole milliseconds: a worker woken in the very millisecond
   * `due` names finds nothing and sleeps a whole polling interval, so the wake comes in the millisecond after. A timer
   * counts from the event loop's cached time, which a busy turn leaves behind the clock, so it may fire early: such a
   * timer sets itself again.
   */
  const wakeAt = (name: string, due: Date | undefined) => {
    if (!embedded || !due) return;
    const delayMs = due.getTime() + 1 - Date.now();
    if (delayMs > LONGEST_WAKE_MS) return;
    setTimeout(() => (Date.now() <= due.getTime() ? wakeAt(name, due) : wake(name)), Math.max(0, delayMs)).unref();
  };
  /**
   * pg-boss sets a failed job's next start `retryDelay` seconds on, or with backoff somewhere between 2^n and
   * 2^(n+1) times that (n: retries so far, the point drawn at random): woken at both ends, a worker finds it.
   */
  const wakeForRetry = (name: string, job: PgBoss.JobWithMetadata<unknown>) => {
    const delayMs = job.retryDelay * 1000;
    const bounds = job.retryBackoff ? [delayMs * 2 ** job.retryCount, delayMs * 2 ** (job.retryCount + 1)] : [delayMs];
    for (const bound of bounds) wakeAt(name, new Date(Date.now() + bound + RETRY_WAKE_MARGIN_MS));
  };

  /** Storing jobs through `db`'s connections: alone, or in a transaction of `db`. */
  const senderOn = (db: Db): Pick<Queue<Kinds>, "enqueue" | "enqueueMany" | "transaction"> => {
    const connection = queueDatabaseOf(db);
    return {
      async enqueue(name, payload, enqueueOptions = {}) {
        const id = await store({ name, payload, options: { ...enqueueOptions, db: connection } });
        wake(name);
        wakeAt(name, enqueueOptions.startAfter);
        return id;
      },

      async enqueueMany(name, payloads, enqueueOptions = {}) {
        await storeMany({ name, payloads, options: { ...enqueueOptions, db: connection } });
        wake(name);
        wakeAt(name, enqueueOptions.startAfter);
      },

      async transaction(work) {
        const enqueued = new Set<string>();
        const delayed: { name: string; due: Date }[] = [];
        const result = await db.transaction(async (tx) => {
          const inTransaction = transactionDatabaseOf(tx);
          return work(tx, {
            async enqueue(name, payload, enqueueOptions = {}) {
              const id = await store({ name, payload, options: { ...enqueueOptions, db: inTransaction } });
              enqueued.add(name);
              if (enqueueOptions.startAfter) delayed.push({ name, due: enqueueOptions.startAfter });
              return id;
            },
            async enqueueMany(name, payloads, enqueueOptions = {}) {
              await storeMany({ name, payloads, options: { ...enqueueOptions, db: inTransaction } });
              enqueued.add(name);
              if (enqueueOptions.startAfter) delayed.push({ name, due: enqueueOptions.startAfter });
            },
          });
        });
        // Woken before the commit, a worker would look, find nothing yet, and wait for its next poll.
        for (const name of enqueued) wake(name);
        for (const { name, due } of delayed) wakeAt(name, due);
        return result;
      },
    };
  };

  const queue: Queue<Kinds> = {
    ...senderOn(options.db),

    on: (db) => ({ ...queue, ...senderOn(db) }),

    async start() {
      if (running) return;
      if (stoppedOnce) boss = newBoss();
      await boss.start();
      // Set before the queues and workers exist, so a start that fails halfway can still be stopped.
      running = true;
      // One process at a time: two creating the same queues at once deadlock in pg-boss's create_queue.
      await exclusively(options.db, "job-queues", async () => {
        for (const [name, spec] of Object.entries(kinds)) {
          await boss.createQueue(name, { name, ...retryOptions(spec) });
          // Stored in pg-boss's schedule table: a restart, or another process, finds it there and sends no second copy.
          if (spec.cron) await boss.schedule(name, spec.cron, {}, retryOptions(spec));
        }
        // pg-boss makes its schema at its first start, after the migrations: the grants follow it here. `send` joins
        // the queue's settings and answers the new job's id, nothing more of it.
        const role = options.senderRole;
        const grants = ["USAGE ON SCHEMA pgboss", "SELECT ON pgboss.queue", "INSERT, SELECT (id) ON pgboss.job"];
        for (const grant of role ? grants : []) await database.executeSql(`GRANT ${grant} TO ${role}`, []);
      });
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
      stoppedOnce = true;
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
