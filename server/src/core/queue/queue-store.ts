import type PgBoss from "pg-boss";
import { type EnqueueOptions, type QueueRuntime, retryOptions } from "./queue-runtime.js";

export type StoredJob = { name: string; payload: unknown; options: EnqueueOptions & { db?: PgBoss.Db } };
export type StoredJobs = {
  name: string;
  payloads: unknown[];
  options: Pick<EnqueueOptions, "startAfter"> & { db?: PgBoss.Db };
};

/** Validates the payload and stores the job through `options.db` (a transaction's connection) or pg-boss's own. */
export function storeJob(runtime: QueueRuntime, job: StoredJob) {
  const spec = runtime.specOf(job.name);
  const data = spec.payload.parse(job.payload) as object;
  // The policy goes with each job: pg-boss keeps a queue's options from its first creation, so a changed policy
  // would otherwise never reach an existing database.
  return runtime.boss.send(job.name, data, { ...retryOptions(spec), ...job.options });
}

/** Many jobs of one kind in one statement, each validated and carrying the policy as `storeJob`'s does. */
export function storeJobs(runtime: QueueRuntime, job: StoredJobs) {
  const spec = runtime.specOf(job.name);
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
  return rows.length === 0 ? null : runtime.boss.insert(rows, job.options.db ? { db: job.options.db } : {});
}
