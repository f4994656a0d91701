import type PgBoss from "pg-boss";
import type { Handler, QueueRuntime } from "./queue-runtime.js";
import { wakeWorkersForRetry } from "./queue-wake.js";

/** Starts the kind's workers in this process (the kind's `workers`, default 1), each fetching its jobs in turn. */
export async function startWorkers(runtime: QueueRuntime, kind: { name: string; handler: Handler }) {
  for (let index = 0; index < (runtime.specOf(kind.name).workers ?? 1); index += 1) {
    await startWorker(runtime, kind);
  }
}

async function startWorker(runtime: QueueRuntime, { name, handler }: { name: string; handler: Handler }) {
  const batchSize = runtime.specOf(name).batchSize ?? 1;
  const workerId: string = await runtime.boss.work<unknown>(
    name,
    { pollingIntervalSeconds: runtime.pollingIntervalSeconds, includeMetadata: true, batchSize },
    async (jobs) => {
      // A relaxed poll would otherwise wait its whole interval before the next batch of a long queue.
      if (runtime.embedded && jobs.length > 0) runtime.boss.notifyWorker(workerId);
      if (batchSize === 1) {
        if (jobs[0]) await runOne(runtime, { name, handler, job: jobs[0] });
        return;
      }
      // Each job of the batch on its own: a failed one is failed by id (its retry policy applies); pg-boss then
      // completes the batch, which touches only the jobs still active.
      const outcomes = await Promise.allSettled(jobs.map((job) => runOne(runtime, { name, handler, job })));
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome.status === "rejected")
          await runtime.boss.fail(name, jobs[index]!.id, { message: String(outcome.reason) });
      }
    },
  );
  runtime.workerIds.set(name, [...(runtime.workerIds.get(name) ?? []), workerId]);
}

/** One attempt at one job: a handler that throws fails it, logged by whether it will be retried. */
async function runOne(
  runtime: QueueRuntime,
  { name, handler, job }: { name: string; handler: Handler; job: PgBoss.JobWithMetadata<unknown> },
) {
  const spec = runtime.specOf(name);
  runtime.busyHandlers += 1;
  try {
    // Checked again here: the row may predate a change of the payload's shape.
    await handler(spec.payload.parse(job.data));
  } catch (error) {
    const details = { err: error, job: { id: job.id, name, attempt: job.retryCount + 1 } };
    if (job.retryCount >= job.retryLimit) runtime.log.error(details, "job failed for good");
    else {
      runtime.log.warn(details, "job failed; it will be retried");
      if (runtime.embedded) wakeWorkersForRetry(runtime, job);
    }
    throw error;
  } finally {
    runtime.busyHandlers -= 1;
  }
}
