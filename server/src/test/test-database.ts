import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, driverOf, openDatabase } from "../db/client.js";
import { migratedTemplate } from "./template-database.js";
import { currentTestRun, EMBEDDED_TEMPLATE_VARIABLE, runDatabasePrefix } from "./test-run.js";

/**
 * A fresh, migrated database for one test file: a new database on the real PostgreSQL when DATABASE_URL is set
 * (CI), otherwise an in-memory PGlite. On PostgreSQL it is a copy of the migrated template, or of `copyOf`, a
 * database made from it with more in it (the browser tests' seeded demo), on a pool of at most `poolSize` connections. `close` drops what it created.
 */
export async function openTestDatabase(options: { copyOf?: string; poolSize?: number } = {}): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: null, loadDataDir: await embeddedTemplate() });
    await database.migrate();
    return database;
  }
  const template = options.copyOf ?? (await migratedTemplate(adminUrl));
  const scratch = await createScratchDatabase(adminUrl, "test", template);
  const database = await openMigrated({ url: scratch.url, poolSize: options.poolSize });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * The run's migrated PGlite data directory (test-run.ts dumps it once), read once per worker: a file's database
 * loads it in under a second instead of PGlite's initdb and every migration (four seconds or more). Undefined
 * outside a run: the database is then made and migrated in place, which the migrate after loading also checks.
 */
async function embeddedTemplate(): Promise<Blob | undefined> {
  const path = process.env[EMBEDDED_TEMPLATE_VARIABLE];
  if (!path) return undefined;
  embeddedTemplateBlob ??= readFile(path).then((bytes) => new Blob([bytes]));
  return embeddedTemplateBlob;
}
let embeddedTemplateBlob: Promise<Blob> | undefined;

/**
 * A migrated database that can be closed and opened again, as a restarted server would see it: PGlite on disk in a
 * temporary directory, or a new database on the PostgreSQL of DATABASE_URL. `dispose` removes it.
 */
export async function createReopenableTestDatabase(): Promise<{ open(): Promise<Database>; dispose(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), "school-test-db-"));
    return {
      open: () => openMigrated({ dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(adminUrl, "test", await migratedTemplate(adminUrl));
  return { open: () => openMigrated({ url: scratch.url }), dispose: scratch.drop };
}

/**
 * `pool.end()` resolves once its clients are detached, not once their connections are closed; the `drop database ...
 * with (force)` that follows then terminates those connections (57P01), and the pool re-emits that error with nobody
 * listening, which fails the whole test run. Only that error is expected here; any other still surfaces.
 */
function toleratePoolTeardown(database: Database): void {
  const driver = driverOf(database.db);
  if (driver.kind !== "postgres") return;
  driver.pool.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") console.error("idle database connection failed", error);
  });
}

async function openMigrated(options: { url?: string; dataDir?: string; poolSize?: number }): Promise<Database> {
  const database = await openDatabase(options);
  toleratePoolTeardown(database);
  await database.migrate();
  return database;
}

/**
 * A database beside the one `adminUrl` names, on the same PostgreSQL server, for tests and benchmarks that must not
 * touch anything else: empty, or a copy of `template`. `drop` removes it, closing whatever connections are still
 * open; inside a test run (test-run.ts) the run's teardown drops it instead, once the tests are over, because a drop
 * waits for a checkpoint of the whole server, seconds on a busy machine, which no test should wait for.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = "test",
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const run = currentTestRun();
  const name = `${run ? runDatabasePrefix(run) : `${prefix}_`}${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => withAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  return { name, url: url.toString(), drop: run ? async () => {} : drop };
}

export async function withAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
