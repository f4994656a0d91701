import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { readEnv } from "../config.js";
import type { Database } from "../db/client.js";
import { openTestDatabase } from "../test/test-database.js";
import { HEALTH_PATHS, type Health } from "./health.js";

/** What a load balancer asks (decision 0100); the frozen database's 503 is in database-outage.test.ts. */
describe("the health endpoints", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "school-health-"));
  let database: Database;
  let app: FastifyInstance;
  let health: Health;

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    ({ app, health } = await buildApp({ env, db: database.db, signingSecret: "x".repeat(48), logger: false }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ask = (path: string) => app.inject({ method: "GET", url: path });

  it("answers liveness and readiness 200 without a token, never cached, outside the API and its reference", async () => {
    for (const path of Object.values(HEALTH_PATHS)) {
      const response = await ask(path);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(app.apiRoutes.some((route) => route.url.includes("health"))).toBe(false);
    const reference = JSON.stringify(app.swagger());
    expect(reference).not.toContain("/api/health/");
  });

  it("answers readiness 503 once the process drains, while liveness stays 200", async () => {
    health.drain();
    const ready = await ask(HEALTH_PATHS.ready);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: "The server is shutting down", code: "service_unavailable" });
    expect((await ask(HEALTH_PATHS.live)).statusCode).toBe(200);
  });
});
