import type { z } from "zod";
import type { JobContext } from "../../deps.js";
import type { AnyJobKind, JobKind, JobSender, Queue } from "./queue.js";

/**
 * Every kind of background job, by name. Core knows none of the modules' kinds: each module declares its own beside
 * its definition, by adding a row to this interface (declaration merging, as Fastify's types are extended):
 *
 *     declare module "../../core/queue/job-kinds.js" {
 *       interface JobKinds { "task.regrade": typeof regradeTaskJob }
 *     }
 *
 * and registers the same objects under the same names in its manifest (`jobs`, core/module-manifest.ts); app.ts builds
 * the queue's `JobTable` from the manifests, so a declared kind left out fails the build. The queue creates each kind's
 * pg-boss queue with its policy and runs a worker for it; the sender accepts only these names, each with its own
 * payload.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the modules add their kinds to it (see above).
export interface JobKinds {}

/** The kinds as the queue takes them: every declared kind, with its payload, policy and handler. */
export type JobTable = { [Name in keyof JobKinds]: JobKinds[Name] & AnyJobKind<JobContext> };

export type AppQueue = Queue<JobTable>;
/** The app's queue, or the sender of one of its transactions (`AppQueue.transaction`). */
export type AppJobs = JobSender<JobTable>;

export async function registerJobWorkers(queue: AppQueue, jobs: { kinds: JobTable; context: JobContext }) {
  for (const name of Object.keys(jobs.kinds) as (keyof JobTable)[]) {
    // The queue has already checked the payload against this kind's own schema.
    const kind = jobs.kinds[name] as JobKind<z.ZodType, JobContext>;
    await queue.work(name, (payload) => kind.handle(payload, jobs.context));
  }
}
