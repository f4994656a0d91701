import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SignedInRole } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import { createTokenSigner } from "../server/src/core/auth/tokens.js";
import { type Db, openDatabase } from "../server/src/db/client.js";
import { schools } from "../server/src/db/schema/index.js";
import { createScratchDatabase, withAdmin } from "../server/src/test/test-database.js";

/** The PostgreSQL admin database a bench makes its scratch databases from (DATABASE_URL); it stops without one. */
export function adminDatabaseUrl(): string {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error("Set DATABASE_URL to a PostgreSQL admin database (postgres://postgres@127.0.0.1:5432/postgres)");
  return adminUrl;
}

/** Calls the API as a user of the seeded school (GET, 200 expected: anything else stops the bench). */
export type ApiGet = (role: SignedInRole, userId: number, url: string) => Promise<void>;
export type Measure<Seeded> = { title: string; goalMs: number; request(seeded: Seeded, run: number): Promise<void> };
export type Figures = { p50: number; p95: number };

/**
 * The API benches' frame: a throw-away PostgreSQL database beside DATABASE_URL, migrated and seeded by the bench,
 * the whole Fastify stack over it (called in process, signed in by token), each measure warmed up then timed `runs`
 * times, its p50 and p95 printed against its goal; the exit code says whether every goal was met. The database is
 * dropped at the end unless BENCH_KEEP_DB is set; with BENCH_REUSE_DB a bench that can `load` its seed keeps it and
 * reuses it (see `benchDatabase`). BENCH_ROWS=1 also prints the rows each measure's requests read, on average.
 */
export async function runApiBench<Seeded extends { schoolId: number }>(input: {
  name: string;
  runs: number;
  seed(db: Db): Promise<Seeded>;
  /** The seed read back from a database seeded before (BENCH_REUSE_DB); without it the bench always seeds. */
  load?(db: Db): Promise<Seeded>;
  /** What the seed depends on (its sizes): a kept database seeded with others is seeded again. */
  parameters?: string;
  /** The line printed after seeding (what was made), given the seconds it took. */
  describe(seeded: Seeded, seconds: number): Promise<string>;
  measures: Measure<Seeded & { get: ApiGet }>[];
  /** Further checks over the figures, by measure title; false marks the run failed. */
  judge?(figures: Map<string, Figures>): boolean;
}): Promise<void> {
  const scratch = await benchDatabase(adminDatabaseUrl(), input.name, input.load ? (input.parameters ?? "") : null);
  const dataDir = mkdtempSync(join(tmpdir(), `${input.name}-bench-`));
  // Seeding hundreds of thousands of rows takes longer than a request may: the bench's own connections wait for it.
  const database = await openDatabase({ url: scratch.url, timeouts: { statementMs: 900_000, connectMs: 5_000 } });
  const apps: FastifyInstance[] = [];
  try {
    await database.migrate();
    const seedStarted = performance.now();
    const seeded = scratch.seeded && input.load ? await input.load(database.db) : await input.seed(database.db);
    await scratch.markSeeded();
    if (scratch.seeded) console.info(`the seed of ${scratch.name} reused (BENCH_REUSE_DB)`);
    console.info(await input.describe(seeded, (performance.now() - seedStarted) / 1000));
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    const open = async (rowSecurity: boolean) => {
      const built = await buildApp({
        env,
        db: database.db,
        signingSecret: "bench-secret-long-enough-for-hs256-signing",
        logger: false,
        rowSecurity,
      });
      apps.push(built.app);
      await built.app.ready();
      return getterOf(built, seeded.schoolId);
    };
    const get = await open(true);
    // BENCH_COMPARE_ROW_SECURITY: each run also asks an app without the database's school policies, alternating,
    // so the ratio of the two is what the policies cost under the same load (decision 0049).
    const withoutPolicies = process.env.BENCH_COMPARE_ROW_SECURITY ? await open(false) : null;
    const figures = new Map<string, Figures>();
    let failed = false;
    const countRows = Boolean(process.env.BENCH_ROWS);
    for (const measure of input.measures) {
      for (let run = 0; run < 10; run += 1) await measure.request({ ...seeded, get }, run);
      const rowsBefore = countRows ? await rowsRead(database.db) : 0;
      const times: number[] = [];
      const timesWithout: number[] = [];
      for (let run = 0; run < input.runs; run += 1) {
        // The two apps take turns going first: the second of a pair finds the first's pages in the cache.
        const first = run % 2 === 0;
        if (withoutPolicies && !first)
          timesWithout.push(await timed(() => measure.request({ ...seeded, get: withoutPolicies }, run)));
        times.push(await timed(() => measure.request({ ...seeded, get }, run)));
        if (withoutPolicies && first)
          timesWithout.push(await timed(() => measure.request({ ...seeded, get: withoutPolicies }, run)));
      }
      const result = figuresOf(times);
      figures.set(measure.title, result);
      const met = result.p95 < measure.goalMs;
      failed ||= !met;
      const rows = countRows
        ? `   rows read ${(((await rowsRead(database.db)) - rowsBefore) / (times.length + timesWithout.length)).toFixed(0)}`
        : "";
      console.info(
        `${measure.title.padEnd(58)} p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   goal < ${measure.goalMs} ms ${met ? "met" : "MISSED"}${rows}`,
      );
      if (withoutPolicies) {
        const without = figuresOf(timesWithout);
        console.info(
          `${"  without the school policies".padEnd(58)} p50 ${ms(without.p50)}   p95 ${ms(without.p95)}   policies cost ${percent(result.p50, without.p50)} at p50, ${percent(result.p95, without.p95)} at p95`,
        );
      }
    }
    if (input.judge && !input.judge(figures)) failed = true;
    if (failed) process.exitCode = 1;
  } finally {
    for (const app of apps) await app.close();
    await database.close();
    if (process.env.BENCH_KEEP_DB || process.env.BENCH_REUSE_DB) console.info(`kept database ${scratch.name}`);
    else await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The database a bench runs on. Without BENCH_REUSE_DB a throw-away one, as `createScratchDatabase` makes. With it,
 * `bench_<name>_kept`, kept between runs: when it already holds this bench's seed (its comment names the parameters
 * and the UTC day it was seeded, since the seeds date their rows from today) the bench migrates it and skips the
 * minutes of seeding (`seeded`); otherwise it is made anew, and `markSeeded` records the seed once it is in.
 * `parameters` null: a bench that cannot read its seed back, always on a throw-away database.
 */
export async function benchDatabase(adminUrl: string, name: string, parameters: string | null) {
  if (!process.env.BENCH_REUSE_DB || parameters === null)
    return {
      ...(await createScratchDatabase(adminUrl, `bench_${name}`)),
      seeded: false,
      markSeeded: async () => {},
    };
  const kept = `bench_${name}_kept`;
  const seed = `${parameters} seeded ${new Date().toISOString().slice(0, 10)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${kept}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let seeded: boolean;
  try {
    const found = await client.query<{ seed: string | null }>(
      "select shobj_description(oid, 'pg_database') as seed from pg_database where datname = $1",
      [kept],
    );
    seeded = found.rows[0]?.seed === seed;
    if (!seeded) {
      if (found.rows.length > 0) await client.query(`drop database ${kept} with (force)`);
      await client.query(`create database ${kept}`);
    }
  } finally {
    await client.end();
  }
  return {
    name: kept,
    url: url.toString(),
    seeded,
    markSeeded: async () => {
      if (!seeded) await withAdmin(adminUrl, `comment on database ${kept} is '${seed.replaceAll("'", "''")}'`);
    },
    drop: () => withAdmin(adminUrl, `drop database if exists ${kept} with (force)`),
  };
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** Calls the API of one built app as a user of the seeded school, signed in by a token signed as login would. */
function getterOf(built: Awaited<ReturnType<typeof buildApp>>, schoolId: number): ApiGet {
  const tokens = new Map<string, string>();
  return async (role, userId, url) => {
    const key = `${role}:${userId}`;
    let token = tokens.get(key);
    if (!token) {
      token = await built.deps.tokens.signAccess({
        first_name: "Bench",
        role,
        tariff_status: true,
        first_visit: true,
        language: null,
        email: "",
        user_id: userId,
        school_id: schoolId,
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
}

/**
 * The rows this database's statements have read so far (PostgreSQL's `tup_returned + tup_fetched`, as the journey's
 * bench counts them). A backend publishes its counters at most once a second when it goes idle, and ten seconds
 * later at the latest: the read waits past that, so each measure's difference holds its own requests.
 */
async function rowsRead(db: Db): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const result = await db.execute(
    sql`select (tup_returned + tup_fetched)::float8 as rows from pg_stat_database where datname = current_database()`,
  );
  return (result as unknown as { rows: { rows: number }[] }).rows[0]!.rows;
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function figuresOf(times: number[]): Figures {
  const sorted = [...times].sort((left, right) => left - right);
  return { p50: at(sorted, 0.5), p95: at(sorted, 0.95) };
}

const percent = (measured: number, base: number) => `${(((measured - base) / base) * 100).toFixed(1)} %`;

/** Ids a bulk `insert … returning id` wrote. */
export async function insertedIds(db: Db, query: SQL): Promise<number[]> {
  return ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/** A bench's school at `domain` and its admin (`admin@<domain>`), the caller of the measured lists. */
export async function benchSchool(db: Db, domain: string): Promise<{ schoolId: number; adminId: number }> {
  const [school] = await db.insert(schools).values({ name: "Bench school", domain }).returning({ id: schools.id });
  const schoolId = school!.id;
  const [adminId] = await insertedIds(
    db,
    sql`insert into users (school_id, email, password_hash, role, first_name)
      values (${schoolId}, ${`admin@${domain}`}, 'x', 'admin', 'Admin') returning id`,
  );
  return { schoolId, adminId: adminId! };
}

/** A call of a bench that talks HTTP to a running server; `forwardedFor` stands in for a client behind a proxy. */
export type HttpCall = { method: "GET" | "POST"; path: string; token?: string; body?: object; forwardedFor?: string };

/** A keep-alive client of `base`'s API, as browsers behind one address; a broken exchange answers status 0. */
export function keepAliveClient(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const send = (call: HttpCall) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const payload = call.body ? JSON.stringify(call.body) : undefined;
      const headers: Record<string, string> = {};
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      if (payload) headers["content-type"] = "application/json";
      if (call.forwardedFor) headers["x-forwarded-for"] = call.forwardedFor;
      const request = http.request(`${base}/api/v1/${call.path}`, { method: call.method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on("error", () => resolve({ status: 0, body: "response broken" }));
      });
      request.on("error", (error) => resolve({ status: 0, body: error.message }));
      request.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/** Access tokens as the sign-in would issue them to the school's users, signed with the server's JWT_SECRET. */
export function accessSignerFor(secret: string, schoolId: number, firstName: string) {
  const signer = createTokenSigner(secret);
  return (userId: number, role: SignedInRole) =>
    signer.signAccess({
      first_name: firstName,
      role,
      tariff_status: true,
      first_visit: false,
      language: null,
      email: "",
      user_id: userId,
      school_id: schoolId,
      currency: "KZT",
    });
}
