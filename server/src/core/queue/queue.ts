import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { queueDatabaseOf, transactionDatabaseOf } from "./queue-database.js";
import { newQueueRuntime, startQueue, stopQueue } from "./queue-lifecycle.js";
import type { EnqueueOptions, Handler, JobPolicy, JobSpec, JobSpecs, QueueOptions } from "./queue-runtime.js";
import { type StoredJob, type StoredJobs, storeJob, storeJobs } from "./queue-store.js";
import { wakeWorkers, wakeWorkersAt } from "./queue-wake.js";
import { startWorkers } from "./queue-workers.js";

export type { EnqueueOptions, JobPolicy } from "./queue-runtime.js";

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

/** Any kind whose handler takes this context, whatever its payload: the type of a table of kinds. */
export type AnyJobKind<Context> = JobSpec & { handle(payload: never, context: Context): Promise<void> };

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

/**
 * The job queue: pg-boss on the application's own database (PostgreSQL or PGlite). Jobs are rows, so a job enqueued
 * is kept across restarts and outages until a worker completes it or its retries run out.
 */
export function createQueue<Kinds extends JobSpecs>(options: QueueOptions<Kinds>): Queue<Kinds> {
  const runtime = newQueueRuntime(options);
  const wake = (name: string) => wakeWorkers(runtime, name);
  const wakeAt = (name: string, due: Date | undefined) => wakeWorkersAt(runtime, { name, due });
  const store = (job: StoredJob) => storeJob(runtime, job);
  const storeMany = (job: StoredJobs) => storeJobs(runtime, job);

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

    start: () => startQueue(runtime, options),

    async work(name, handler) {
      runtime.specOf(name);
      runtime.handlers.set(name, handler as Handler);
      if (runtime.running) await startWorkers(runtime, { name, handler: handler as Handler });
    },

    stop: () => stopQueue(runtime),
  };
  return queue;
}
