import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import type { z } from "zod";
import type { Db } from "../../db/client.js";

export type JobPolicy = {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay on each retry (with jitter), so a long outage is not hammered. */
  retryBackoff: boolean;
  /** An attempt running longer is counted failed, so a hung worker cannot hold a job forever. */
  expireInSeconds: number;
};

/** What the queue needs of a kind; the handler arrives when a worker is registered. */
export type JobSpec = { payload: z.ZodType; policy: JobPolicy; cron?: string; batchSize?: number; workers?: number };
export type JobSpecs = Record<string, JobSpec>;

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

export type Handler = (payload: unknown) => Promise<void>;

export type QueueOptions<Kinds extends JobSpecs> = {
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
};

/**
 * What the parts of one queue share: its pg-boss (a new one after a stop), whether it runs, the handlers registered
 * and the workers started for them.
 */
export type QueueRuntime = {
  boss: PgBoss;
  running: boolean;
  stoppedOnce: boolean;
  /** Handlers running now: a stop waits for them. */
  busyHandlers: number;
  readonly handlers: Map<string, Handler>;
  readonly workerIds: Map<string, string[]>;
  /** On the embedded PGlite, where the process wakes its own workers (decision 0099). */
  readonly embedded: boolean;
  readonly pollingIntervalSeconds: number;
  readonly log: FastifyBaseLogger;
  /** pg-boss's connection, counting the statements in flight: a stop waits for them. */
  readonly database: PgBoss.Db & { pending(): number };
  /** A new pg-boss on that connection: a queue started again after a stop needs one. */
  readonly newBoss: () => PgBoss;
  readonly specOf: (name: string) => JobSpec;
};

/** A kind's policy in pg-boss's words. */
export const retryOptions = (spec: JobSpec) => ({
  retryLimit: spec.policy.retryLimit,
  retryDelay: spec.policy.retryDelaySeconds,
  retryBackoff: spec.policy.retryBackoff,
  expireInSeconds: spec.policy.expireInSeconds,
});
