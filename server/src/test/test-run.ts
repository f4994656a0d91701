import { randomInt } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { driverOf, openDatabase } from "../db/client.js";
import { migratedTemplate } from "./template-database.js";

/** Advisory-lock class (pg_advisory_lock's two-int form) whose key is a run's number, held while the run lives. */
const RUN_LOCK_CLASS = 24_002;
const RUN_VARIABLE = "SCHOOL_TEST_RUN";
/** Where a run on PGlite keeps its migrated data directory, dumped once for every file to load (test-database.ts). */
export const EMBEDDED_TEMPLATE_VARIABLE = "SCHOOL_TEST_PGLITE_TEMPLATE";
/** How many databases the teardown drops at once: PostgreSQL serves their checkpoints together. */
const DROPS_AT_ONCE = 6;

/** The number of the Vitest run this process belongs to, when its global setup (below) started one. */
export function currentTestRun(): number | undefined {
  const run = process.env[RUN_VARIABLE];
  return run ? Number(run) : undefined;
}

export const runDatabasePrefix = (run: number) => `test_r${run}_`;

/** A folder for the files a run's workers share (the seeded demo's media, e2e/seeded-demo.ts), removed at its end. */
export const runFolder = (run: number) => join(tmpdir(), `school-test-r${run}`);

/**
 * Vitest's global setup for a run on PostgreSQL (DATABASE_URL): builds the migrated template before any worker asks
 * for it, and numbers the run, so the scratch databases and the folder its files make are named after it and removed
 * here at the end, all at once, instead of one by one while tests wait (test-database.ts). The run holds an advisory
 * lock on its number while it lives: a later run drops what an interrupted one left behind, and nothing of a run still
 * going.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return dumpEmbeddedTemplate();
  const run = randomInt(1, 2 ** 31 - 1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query("select pg_advisory_lock($1, $2)", [RUN_LOCK_CLASS, run]);
  await dropLeftOvers(client, adminUrl);
  await migratedTemplate(adminUrl);
  process.env[RUN_VARIABLE] = String(run);
  return async () => {
    try {
      await dropDatabases(adminUrl, await databasesOf(client, runDatabasePrefix(run)));
      rmSync(runFolder(run), { recursive: true, force: true });
    } finally {
      await client.end();
    }
  };
}

/** A run on PGlite: the migrations applied once, the data directory dumped to a file every file loads. */
async function dumpEmbeddedTemplate(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), "school-test-pglite-"));
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const driver = driverOf(database.db);
    if (driver.kind !== "pglite") throw new Error("an embedded template needs PGlite");
    const dump = await driver.client.dumpDataDir("none");
    const path = join(folder, "migrated.tar");
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    process.env[EMBEDDED_TEMPLATE_VARIABLE] = path;
  } finally {
    await database.close();
  }
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function dropLeftOvers(client: pg.Client, adminUrl: string): Promise<void> {
  const names = await databasesOf(client, "test_r");
  const runs = new Set(names.map((name) => Number(/^test_r(\d+)_/.exec(name)?.[1])).filter(Number.isInteger));
  for (const run of runs) {
    const { rows } = await client.query<{ free: boolean }>("select pg_try_advisory_lock($1, $2) as free", [
      RUN_LOCK_CLASS,
      run,
    ]);
    if (!rows[0]?.free) continue;
    await dropDatabases(adminUrl, await databasesOf(client, runDatabasePrefix(run)));
    rmSync(runFolder(run), { recursive: true, force: true });
    await client.query("select pg_advisory_unlock($1, $2)", [RUN_LOCK_CLASS, run]);
  }
}

async function databasesOf(client: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where starts_with(datname, $1)",
    [prefix],
  );
  return rows.map((row) => row.datname);
}

async function dropDatabases(adminUrl: string, names: string[]): Promise<void> {
  const queue = [...names];
  const dropper = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (let name = queue.shift(); name; name = queue.shift()) {
        await client.query(`drop database if exists ${name} with (force)`);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.min(DROPS_AT_ONCE, names.length) }, dropper));
}
