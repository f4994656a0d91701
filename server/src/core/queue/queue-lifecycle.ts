import PgBoss from "pg-boss";
import { driverOf, exclusively } from "../../db/client.js";
import { queueDatabaseOf } from "./queue-database.js";
import { type JobSpec, type JobSpecs, type QueueOptions, type QueueRuntime, retryOptions } from "./queue-runtime.js";
import { startWorkers } from "./queue-workers.js";

/** pg-boss 10's minimum; a worker in this process is also woken at once when this process enqueues. */
const POLLING_INTERVAL_SECONDS = 0.5;
/**
 * On the embedded PGlite only this process can store a job (the database admits one process), and it wakes its
 * workers itself: at once for a job to run now, at the moment a delayed job or a retry falls due. Polling is then
 * only the backstop for what pg-boss schedules itself (cron, expired attempts); nineteen workers polling twice a
 * second kept an idle server at 3.6 % of a core (decision 0099).
 */
const EMBEDDED_POLLING_INTERVAL_SECONDS = 10;
const STOP_TIMEOUT_MS = 15_000;

/** A queue not started yet: its pg-boss on the workers' database, no handler, no worker. */
export function newQueueRuntime<Kinds extends JobSpecs>(options: QueueOptions<Kinds>): QueueRuntime {
  const { log, kinds } = options;
  const database = trackPending(queueDatabaseOf(options.workerDb ?? options.db));
  const embedded = driverOf(options.workerDb ?? options.db).kind === "pglite";
  // The scheduler runs only when a kind recurs (the schedule's nightly completion): otherwise it would only poll.
  const recurring = Object.values(kinds).some((spec) => spec.cron !== undefined);
  const newBoss = () => {
    const created = new PgBoss({ db: database, schedule: recurring });
    created.on("error", (error) => log.error({ err: error }, "job queue error"));
    return created;
  };
  return {
    boss: newBoss(),
    running: false,
    stoppedOnce: false,
    busyHandlers: 0,
    handlers: new Map(),
    workerIds: new Map(),
    embedded,
    pollingIntervalSeconds: embedded ? EMBEDDED_POLLING_INTERVAL_SECONDS : POLLING_INTERVAL_SECONDS,
    log,
    database,
    newBoss,
    specOf: (name: string): JobSpec => {
      const spec = kinds[name];
      if (!spec) throw new Error(`Unknown job kind: ${name}`);
      return spec;
    },
  };
}

/** Starts pg-boss, makes the kinds' queues and schedules, grants the sender role its part, then the workers. */
export async function startQueue<Kinds extends JobSpecs>(runtime: QueueRuntime, options: QueueOptions<Kinds>) {
  if (runtime.running) return;
  // A queue started again after a stop runs on a new pg-boss: pg-boss 10 keeps its supervisor stopped after the first
  // stop, so a restarted instance skips its maintenance and never clears the timer it starts again.
  if (runtime.stoppedOnce) runtime.boss = runtime.newBoss();
  const { boss } = runtime;
  await boss.start();
  // Set before the queues and workers exist, so a start that fails halfway can still be stopped.
  runtime.running = true;
  // One process at a time: two creating the same queues at once deadlock in pg-boss's create_queue.
  await exclusively(options.db, "job-queues", async () => {
    for (const [name, spec] of Object.entries(options.kinds)) {
      await boss.createQueue(name, { name, ...retryOptions(spec) });
      // Stored in pg-boss's schedule table: a restart, or another process, finds it there and sends no second copy.
      if (spec.cron) await boss.schedule(name, spec.cron, {}, retryOptions(spec));
    }
    // pg-boss makes its schema at its first start, after the migrations: the grants follow it here. `send` joins
    // the queue's settings and answers the new job's id, nothing more of it.
    const role = options.senderRole;
    const grants = ["USAGE ON SCHEMA pgboss", "SELECT ON pgboss.queue", "INSERT, SELECT (id) ON pgboss.job"];
    for (const grant of role ? grants : []) await runtime.database.executeSql(`GRANT ${grant} TO ${role}`, []);
  });
  for (const [name, handler] of runtime.handlers) await startWorkers(runtime, { name, handler });
}

/** Stops the workers after the attempts in flight, and waits for pg-boss's last statements. */
export async function stopQueue(runtime: QueueRuntime) {
  if (!runtime.running) return;
  runtime.running = false;
  runtime.stoppedOnce = true;
  await runtime.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  // pg-boss resolves `stop` while a worker's fetch may still be in flight and records a finished job's outcome
  // without awaiting it; waiting for both lets the caller close the database without losing either.
  const settled = await waitUntil(
    () => runtime.database.pending() === 0 && runtime.busyHandlers === 0,
    STOP_TIMEOUT_MS,
  );
  if (!settled) runtime.log.warn("job queue stopped with work still in flight");
  runtime.workerIds.clear();
}

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
