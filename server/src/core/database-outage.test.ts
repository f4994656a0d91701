import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { readEnv } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { schools } from "../db/schema/index.js";
import { findPostgresBinaries, type PrivatePostgres, startPrivatePostgres } from "../test/private-postgres.js";
import { needs } from "../test/requirements.js";
import { databaseUnavailableCause } from "./db-errors.js";
import { HEALTH_PATHS } from "./health.js";
import { registerErrorHandler } from "./http-errors.js";

const failure = (message: string, extra: { code?: string; cause?: unknown } = {}) =>
  Object.assign(new Error(message, { cause: extra.cause }), extra.code ? { code: extra.code } : {});

/** The shapes node-postgres, pg-pool and Drizzle give an outage (Drizzle wraps the driver's error as `cause`). */
const OUTAGES = {
  "statement timeout": failure("Failed query: select 1", {
    cause: failure("canceling statement due to statement timeout", { code: "57014" }),
  }),
  "silent server": failure("Query read timeout"),
  "full pool": failure("timeout exceeded when trying to connect"),
  "connect timeout": failure("Connection terminated due to connection timeout", {
    cause: failure("Connection terminated unexpectedly"),
  }),
  "refused connection": failure("connect ECONNREFUSED 127.0.0.1:5432", { code: "ECONNREFUSED" }),
  "server shutting down": failure("terminating connection due to administrator command", { code: "57P01" }),
};

describe("a database outage in the error handler", () => {
  const logLines: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: {
      level: "info",
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    },
  });
  registerErrorHandler(app);
  app.get("/fail/:kind", async (request) => {
    const kind = (request.params as { kind: string }).kind;
    throw (
      OUTAGES[kind as keyof typeof OUTAGES] ??
      failure("Failed query: insert", { cause: failure("x", { code: "23505" }) })
    );
  });
  afterAll(() => app.close());

  it.each(Object.keys(OUTAGES))(
    "answers a %s with 503, Retry-After and no stack, logged once as a warning",
    async (kind) => {
      logLines.length = 0;
      const response = await app.inject({ method: "GET", url: `/fail/${encodeURIComponent(kind)}` });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        code: "service_unavailable",
        detail: "The service is briefly unavailable, try again in a few seconds",
      });
      const errors = logLines.filter((line) => line.level >= 40);
      expect(errors).toEqual([expect.objectContaining({ level: 40, msg: "database unavailable" })]);
    },
  );

  it("still answers any other database failure with 500", async () => {
    const response = await app.inject({ method: "GET", url: "/fail/other" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
  });

  it("recognises a refused connection as node-postgres reports it", async () => {
    const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/none" });
    const error = await database.db.execute(sql`select 1`).catch((caught: unknown) => caught);
    await database.close();
    expect(databaseUnavailableCause(error)).toMatchObject({ code: "ECONNREFUSED" });
  });
});

const binaries = findPostgresBinaries();

describe("a frozen PostgreSQL", needs("postgresBinaries"), () => {
  // Short, so the test takes seconds; not so short that a busy CI machine trips them before the freeze.
  const timeouts = { statementMs: 2000, connectMs: 2000 };
  const dataDir = mkdtempSync(join(tmpdir(), "school-outage-"));
  const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const startApp = async (db: Database["db"]) => {
    const { app } = await buildApp({ env, db, signingSecret: "x".repeat(48), logger: false });
    await app.ready();
    return app;
  };
  let server: PrivatePostgres;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startPrivatePostgres(binaries!);
    // Migrations and the job queue's own tables are set up with the default timeouts, as at a real start, so the
    // short ones of the app under test only meet its own calls.
    const setup = await openDatabase({ url: server.url });
    await setup.migrate();
    await setup.db.insert(schools).values({ name: "Outage", domain: "outage.test" });
    await (await startApp(setup.db)).close();
    await setup.close();

    database = await openDatabase({ url: server.url, timeouts });
    app = await startApp(database.db);
  });
  afterAll(async () => {
    server?.thaw();
    await app?.close();
    await database?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A guest's call that reads the database every time (its answer is not one of the kept public answers). */
  const schoolInfo = () => app.inject({ method: "GET", url: "/api/v1/user/school/currency/code/?domain=outage.test" });

  it("has the server cancel a statement that runs past the statement timeout", async () => {
    const error = await database.db.execute(sql`select pg_sleep(5)`).catch((caught: unknown) => caught);
    expect(databaseUnavailableCause(error)).toMatchObject({ code: "57014" });
  });

  it("answers 503 with Retry-After within seconds while the server is frozen, and serves again once it resumes", async () => {
    expect((await schoolInfo()).statusCode).toBe(200);
    server.freeze();
    try {
      // The first call meets a pooled connection (no answer: read timeout), later ones a new one (connect timeout).
      for (let call = 0; call < 3; call += 1) {
        const started = Date.now();
        const response = await schoolInfo();
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("5");
        expect(response.json()).toMatchObject({ code: "service_unavailable" });
        expect(response.body).not.toContain("    at ");
        // The statement timeout and its second of grace, with room for a busy machine: far from the 40 s it was.
        expect(Date.now() - started).toBeLessThan(timeouts.statementMs + 3000);
      }
    } finally {
      server.thaw();
    }
    await expect.poll(async () => (await schoolInfo()).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
  });

  it("answers readiness 503 within seconds while the server is frozen, liveness 200, and ready once it resumes", async () => {
    const ready = () => app.inject({ method: "GET", url: HEALTH_PATHS.ready });
    expect((await ready()).statusCode).toBe(200);
    server.freeze();
    try {
      const started = Date.now();
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: "The database does not answer", code: "service_unavailable" });
      // The check's own second with room for a busy machine, short of the requests' timeout and its grace (3 s).
      expect(Date.now() - started).toBeLessThan(timeouts.statementMs + 500);
      expect((await app.inject({ method: "GET", url: HEALTH_PATHS.live })).statusCode).toBe(200);
    } finally {
      server.thaw();
    }
    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
  });
});
