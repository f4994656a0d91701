import type { FastifyInstance } from "fastify";
import type { Health } from "./health.js";

const IDLE_SWEEP_MS = 100;

export type ShutdownTimes = {
  /** How long readiness answers 503 while the process still serves, so the balancer stops sending it requests. */
  drainDelayMs: number;
  /** The whole shutdown's limit: past it the process exits anyway, with code 1. */
  timeoutMs: number;
};

/**
 * A graceful stop on SIGTERM or SIGINT (decision 0101): readiness answers 503 at once; after the drain delay the
 * listener closes (new connections are refused), requests in flight finish, live sockets are told to reconnect
 * elsewhere, the job queue finishes its running jobs and the Telegram poller lets go of its bot (the app's onClose
 * hooks), then the database closes and the process exits 0. A second signal, or the timeout, exits at once with 1.
 */
export function stopGracefullyOnSignals(input: {
  app: FastifyInstance;
  health: Health;
  closeDatabase(): Promise<void>;
  times: ShutdownTimes;
}): void {
  const { app, health, times } = input;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting for the shutdown to finish`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: draining for ${times.drainDelayMs} ms, then finishing the requests in flight`);
    health.drain();
    // What the stop is waiting for, named if it runs out of time.
    let step = "draining";
    setTimeout(() => {
      app.log.error(`the shutdown took longer than ${times.timeoutMs} ms (still ${step}): exiting without waiting`);
      process.exit(1);
    }, times.timeoutMs).unref();
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, times.drainDelayMs));
      step = "finishing the requests in flight";
      // The HTTP server closes once its last connection has; then the app's onClose hooks run.
      app.server.once("close", () => {
        step = "stopping the job queue, the bot and the listeners";
      });
      // Node closes the idle keep-alive connections once, as the listener closes; one whose request was still
      // arriving then stays open after its answer until the client leaves. Swept until none is left.
      const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      step = "closing the database";
      await input.closeDatabase();
    })().then(
      () => {
        app.log.info("stopped cleanly");
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "the shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
