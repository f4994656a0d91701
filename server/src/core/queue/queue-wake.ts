import type PgBoss from "pg-boss";
import type { QueueRuntime } from "./queue-runtime.js";

/** A timer further ahead than this is left to the polling (setTimeout overflows past 24.8 days anyway). */
const LONGEST_WAKE_MS = 6 * 3600 * 1000;
/** pg-boss records a retry's due time a moment after the handler throws: the wake comes that much later. */
const RETRY_WAKE_MARGIN_MS = 250;

/** Wakes the kind's workers in this process at once, instead of at their next poll. */
export function wakeWorkers(runtime: QueueRuntime, name: string) {
  if (!runtime.running) return;
  for (const workerId of runtime.workerIds.get(name) ?? []) runtime.boss.notifyWorker(workerId);
}

/**
 * Wakes the kind's workers once a job stored to start later is due (embedded database only). pg-boss takes a job
 * whose `start_after < now()`, and PGlite's clock counts whole milliseconds: a worker woken in the very millisecond
 * `due` names finds nothing and sleeps a whole polling interval, so the wake comes in the millisecond after. A timer
 * counts from the event loop's cached time, which a busy turn leaves behind the clock, so it may fire early: such a
 * timer sets itself again.
 */
export function wakeWorkersAt(runtime: QueueRuntime, { name, due }: { name: string; due: Date | undefined }) {
  if (!runtime.embedded || !due) return;
  const delayMs = due.getTime() + 1 - Date.now();
  if (delayMs > LONGEST_WAKE_MS) return;
  setTimeout(
    () => (Date.now() <= due.getTime() ? wakeWorkersAt(runtime, { name, due }) : wakeWorkers(runtime, name)),
    Math.max(0, delayMs),
  ).unref();
}

/**
 * pg-boss sets a failed job's next start `retryDelay` seconds on, or with backoff somewhere between 2^n and
 * 2^(n+1) times that (n: retries so far, the point drawn at random): woken at both ends, a worker finds it.
 */
export function wakeWorkersForRetry(runtime: QueueRuntime, job: PgBoss.JobWithMetadata<unknown>) {
  const delayMs = job.retryDelay * 1000;
  const bounds = job.retryBackoff ? [delayMs * 2 ** job.retryCount, delayMs * 2 ** (job.retryCount + 1)] : [delayMs];
  for (const bound of bounds)
    wakeWorkersAt(runtime, { name: job.name, due: new Date(Date.now() + bound + RETRY_WAKE_MARGIN_MS) });
}
