import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type Db, driverOf } from "../db/client.js";
import { AppError } from "./errors.js";

/** Where a load balancer or an orchestrator asks; outside /api/v1/, so no contract, role or rate limit applies. */
export const HEALTH_PATHS = { live: "/api/health/live", ready: "/api/health/ready" } as const;

/** Longer than this without an answer to `select 1`, the database counts as unreachable (decision 0100). */
const DATABASE_ANSWER_MS = 1000;

export type Health = {
  /** From now on readiness answers 503: the process is shutting down and the balancer should send no more. */
  drain(): void;
  close(): Promise<void>;
};

/**
 * Liveness (the process answers) and readiness (the database answers a trivial query within a second, and the
 * process is not draining), decision 0100. Readiness asks on a connection of its own: a pool busy with slow requests
 * is load, not an outage, and marking every process down under load would turn it into one.
 */
export function registerHealth(app: FastifyInstance, db: Db): Health {
  let draining = false;
  const probe = databaseProbe(db);
  // Hidden from the API reference, uncompressed: a few bytes asked every second by every balancer.
  const options = { schema: { hide: true }, compress: false, logLevel: "warn" } as const;
  app.get(HEALTH_PATHS.live, options, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });
  app.get(HEALTH_PATHS.ready, options, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (draining) throw new AppError("service_unavailable", "The server is shutting down");
    if (!(await probe.answers())) throw new AppError("service_unavailable", "The database does not answer");
    return { status: "ok" };
  });
  return {
    drain: () => {
      draining = true;
    },
    close: () => probe.close(),
  };
}

type Connection = { ask(): Promise<unknown>; close(): Promise<void> };

/** `select 1` within DATABASE_ANSWER_MS; checks asked while one runs share its answer. */
function databaseProbe(db: Db): { answers(): Promise<boolean>; close(): Promise<void> } {
  const driver = driverOf(db);
  const connection: Connection =
    driver.kind === "pglite"
      ? { ask: () => withDeadline(driver.client.query("select 1")), close: async () => undefined }
      : keptConnection(driver.pool.options as pg.PoolConfig);
  let running: Promise<boolean> | null = null;
  return {
    answers() {
      if (running) return running;
      const answer = connection.ask().then(
        () => true,
        () => false,
      );
      running = answer;
      void answer.finally(() => {
        running = null;
      });
      return answer;
    },
    close: async () => {
      await running;
      await connection.close();
    },
  };
}

/** One kept connection, opened on first use and again after any failure (a timed-out one is in an unknown state). */
function keptConnection(options: pg.PoolConfig): Connection {
  let client: pg.Client | null = null;
  const drop = async () => {
    const lost = client;
    client = null;
    await lost?.end().catch(() => undefined);
  };
  return {
    async ask() {
      try {
        if (!client) {
          const fresh = new pg.Client({
            ...options,
            connectionTimeoutMillis: DATABASE_ANSWER_MS,
            query_timeout: DATABASE_ANSWER_MS,
            statement_timeout: DATABASE_ANSWER_MS,
          });
          // A connection dropped while idle must not crash the process; the next check opens another.
          fresh.on("error", () => {
            if (client === fresh) void drop();
          });
          client = fresh;
          await withDeadline(fresh.connect());
        }
        await withDeadline(client.query("select 1"));
      } catch (error) {
        await drop();
        throw error;
      }
    },
    close: drop,
  };
}

/** pg's own timeouts cover a connection and a query, PGlite has none: this bounds either. */
function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), DATABASE_ANSWER_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
