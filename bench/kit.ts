import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SignedInRole } from "@school/contracts";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import { type Db, openDatabase } from "../server/src/db/client.js";
import { createScratchDatabase } from "../server/src/test/test-database.js";

/** Calls the API as a user of the seeded school (GET, 200 expected: anything else stops the bench). */
export type ApiGet = (role: SignedInRole, userId: number, url: string) => Promise<void>;
export type Measure<Seeded> = { title: string; goalMs: number; request(seeded: Seeded, run: number): Promise<void> };
export type Figures = { p50: number; p95: number };

/**
 * The API benches' frame: a throw-away PostgreSQL database beside DATABASE_URL, migrated and seeded by the bench,
 * the whole Fastify stack over it (called in process, signed in by token), each measure warmed up then timed `runs`
 * times, its p50 and p95 printed against its goal; the exit code says whether every goal was met. The database is
 * dropped at the end unless BENCH_KEEP_DB is set.
 */
export async function runApiBench<Seeded extends { schoolId: number }>(input: {
  name: string;
  runs: number;
  seed(db: Db): Promise<Seeded>;
  /** The line printed after seeding (what was made), given the seconds it took. */
  describe(seeded: Seeded, seconds: number): Promise<string>;
  measures: Measure<Seeded & { get: ApiGet }>[];
  /** Further checks over the figures, by measure title; false marks the run failed. */
  judge?(figures: Map<string, Figures>): boolean;
}): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error("Set DATABASE_URL to a PostgreSQL admin database (postgres://postgres@127.0.0.1:5432/postgres)");
  const scratch = await createScratchDatabase(adminUrl, `bench_${input.name}`);
  const dataDir = mkdtempSync(join(tmpdir(), `${input.name}-bench-`));
  // Seeding hundreds of thousands of rows takes longer than a request may: the bench's own connections wait for it.
  const database = await openDatabase({ url: scratch.url, timeouts: { statementMs: 900_000, connectMs: 5_000 } });
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    const seedStarted = performance.now();
    const seeded = await input.seed(database.db);
    console.info(await input.describe(seeded, (performance.now() - seedStarted) / 1000));
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    const built = await buildApp({
      env,
      db: database.db,
      signingSecret: "bench-secret-long-enough-for-hs256-signing",
      logger: false,
    });
    app = built.app;
    await app.ready();
    const tokens = new Map<string, string>();
    const get: ApiGet = async (role, userId, url) => {
      const key = `${role}:${userId}`;
      let token = tokens.get(key);
      if (!token) {
        token = await built.deps.tokens.signAccess({
          first_name: "Bench",
          role,
          tariff_status: true,
          first_visit: true,
          email: "",
          user_id: userId,
          school_id: seeded.schoolId,
          currency: "KZT",
        });
        tokens.set(key, token);
      }
      const response = await built.app.inject({
        method: "GET",
        url: `/api/v1/${url}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    };
    const figures = new Map<string, Figures>();
    let failed = false;
    for (const measure of input.measures) {
      for (let run = 0; run < 10; run += 1) await measure.request({ ...seeded, get }, run);
      const times: number[] = [];
      for (let run = 0; run < input.runs; run += 1) {
        const started = performance.now();
        await measure.request({ ...seeded, get }, run);
        times.push(performance.now() - started);
      }
      const sorted = times.sort((left, right) => left - right);
      const result = { p50: at(sorted, 0.5), p95: at(sorted, 0.95) };
      figures.set(measure.title, result);
      const met = result.p95 < measure.goalMs;
      failed ||= !met;
      console.info(
        `${measure.title.padEnd(58)} p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   goal < ${measure.goalMs} ms ${met ? "met" : "MISSED"}`,
      );
    }
    if (input.judge && !input.judge(figures)) failed = true;
    if (failed) process.exitCode = 1;
  } finally {
    await app?.close();
    await database.close();
    if (process.env.BENCH_KEEP_DB) console.info(`kept database ${scratch.name} (BENCH_KEEP_DB)`);
    else await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
