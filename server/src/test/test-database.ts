import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, driverOf, openDatabase } from "../db/client.js";

/**
 * A fresh, migrated database for one test file: a new database on the real PostgreSQL when DATABASE_URL is set
 * (CI), otherwise an in-memory PGlite. `close` drops what it created.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return database;
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  toleratePoolTeardown(database);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

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
  const name = `test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openMigrated({ url: url.toString() }),
    dispose: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
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

async function openMigrated(options: { url?: string; dataDir?: string }): Promise<Database> {
  const database = await openDatabase(options);
  toleratePoolTeardown(database);
  await database.migrate();
  return database;
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
