import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS, DEFAULT_POOL_SIZE } from "../config.js";
import { SERVER_ROOT } from "../paths.js";
import { serveEmbeddedDumps } from "./embedded-dump.js";
import { lockEmbeddedDatabase } from "./embedded-lock.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The driver under a Drizzle handle, for the libraries that send their own SQL (the job queue). */
export type Driver = { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; client: PGlite };

export type Database = {
  db: Db;
  kind: "postgres" | "pglite";
  /** Applies the pending migrations; several processes at once apply them once, one after the other. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The start-up steps that must not run in two processes at once (decision 0102), each its own advisory-lock key in
 * STARTUP_LOCK_SPACE: applying migrations, seeding the demo, and creating the job queues (pg-boss's `create_queue`
 * deadlocks when two processes create the same queues at once).
 */
const STARTUP_LOCKS = { migrate: 1, seed: 2, "job-queues": 3 } as const;
export type StartupStep = keyof typeof STARTUP_LOCKS;
/** The advisory-lock namespace of start-up (the Telegram pollers use another). */
const STARTUP_LOCK_SPACE = 0x5ca1e;

/** Waits until this connection (one without timeouts) holds the step's lock; it holds it until it closes. */
async function lockStartupStep(connection: pg.ClientBase, step: StartupStep): Promise<void> {
  await connection.query("select pg_advisory_lock($1, $2)", [STARTUP_LOCK_SPACE, STARTUP_LOCKS[step]]);
}

const migrationsFolder = join(SERVER_ROOT, "src/db/migrations");
/** Extensions the migrations create; PGlite must load their code before `CREATE EXTENSION` can find them. */
export const embeddedExtensions = { pg_trgm, btree_gist, btree_gin };
/** How much longer than the server's own statement timeout the client waits for any answer at all. */
const SILENT_SERVER_GRACE_MS = 1000;

export type DatabaseOptions = {
  url?: string;
  dataDir?: string | null;
  timeouts?: DatabaseTimeouts;
  /** The most connections the pool opens on PostgreSQL (DB_POOL_SIZE); PGlite has one. */
  poolSize?: number;
  /** An in-memory PGlite's start: a dumped data directory (`dumpDataDir`), as test files copy a migrated one. */
  loadDataDir?: Blob;
};

/**
 * PostgreSQL when a URL is given; otherwise an embedded PGlite database in `dataDir` (or in memory when
 * `dataDir` is null), so a fresh machine runs the platform with no database server.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    return openPostgres(options.url, {
      timeouts: options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS,
      poolSize: options.poolSize ?? DEFAULT_POOL_SIZE,
    });
  }
  if (options.loadDataDir) {
    return wrapPglite(await readyPglite(new PGlite({ ...embeddedOptions, loadDataDir: options.loadDataDir })), {});
  }
  return openPglite(options.dataDir ?? null);
}

function openPostgres(url: string, { timeouts, poolSize }: { timeouts: DatabaseTimeouts; poolSize: number }): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    // A live server cancels a long statement itself (57014) and the connection stays usable...
    statement_timeout: timeouts.statementMs,
    // ...but a frozen or cut-off server runs no timers and never answers: the client stops waiting a moment later.
    query_timeout: timeouts.statementMs + SILENT_SERVER_GRACE_MS,
    // A vanished host or a dropped NAT entry breaks the connection instead of leaving it open for hours.
    keepAlive: true,
    // No JIT compilation: a report's aggregate over a year is costed high enough to be compiled, which took 200 ms
    // of its 300 ms budget and never paid back within one statement (decision 0036).
    options: "-c jit=off",
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it.
  pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migrateOnOwnConnection(url, timeouts.connectMs),
    close: () => pool.end(),
  };
}

/**
 * Migrations run before the server listens, so nobody waits on them, and rebuilding an index on a big table may take
 * longer than any request should: they get a connection without the statement timeouts. Processes started at once
 * take turns on an advisory lock held by that connection (decision 0102): Drizzle's migrator reads which migrations
 * ran and applies the rest without one, so two at once would both apply them; the next finds them applied.
 */
async function migrateOnOwnConnection(url: string, connectMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, keepAlive: true });
  client.on("error", (error) => console.error(`database connection lost while migrating: ${error.message}`));
  await client.connect();
  try {
    // Held until the connection ends, below, whatever happens.
    await lockStartupStep(client, "migrate");
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/**
 * PGlite's PostgreSQL runs inside the process's WebAssembly memory, which never shrinks: its 128 MB default buffer
 * pool alone is resident from the start. A smaller pool holds the hot pages of a school's day (the embedded database
 * serves one school on one machine), and the pages it evicts stay in the operating system's file cache; durability
 * is untouched (decision 0099). Passed on the command line, so the data directory's own configuration is left alone.
 */
const EMBEDDED_SHARED_BUFFERS = "32MB";
const embeddedOptions = {
  extensions: embeddedExtensions,
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
};

async function openPglite(dataDir: string | null): Promise<Database> {
  if (!dataDir) return wrapPglite(await readyPglite(new PGlite(embeddedOptions)), {});
  mkdirSync(dataDir, { recursive: true });
  const lock = lockEmbeddedDatabase(dataDir);
  try {
    const client = await readyPglite(new PGlite(join(dataDir, "pgdata"), embeddedOptions));
    // Whoever holds the folder makes its backups (decision 0088): the platform, or a command run while it is stopped.
    const dumps = await serveEmbeddedDumps(client, dataDir);
    return wrapPglite(client, { stopServing: dumps.close, release: lock.release });
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function readyPglite(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  return client;
}

/** `stopServing` runs before the database closes (no dump starts on a closing one), `release` after it. */
function wrapPglite(client: PGlite, around: { stopServing?: () => Promise<void>; release?: () => void }): Database {
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    close: async () => {
      try {
        await around.stopServing?.();
        await client.close();
      } finally {
        around.release?.();
      }
    },
  };
}

/**
 * A second pool of `owner`'s PostgreSQL, with its options and at most `size` connections: work that must not wait in
 * line with the requests (the job workers, decision 0072) gets connections of its own, and a burst of it waits in
 * its own line. PGlite has one connection: its handle is shared as it is.
 */
export function openPoolBeside(owner: Db, size: number): { db: Db; close(): Promise<void> } {
  const driver = driverOf(owner);
  if (driver.kind !== "postgres") return { db: owner, close: async () => undefined };
  const { options } = driver.pool as pg.Pool & { options: pg.PoolConfig };
  const pool = new pg.Pool({ ...options, max: size });
  pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
  return { db: drizzlePg(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

/** Drizzle keeps the client it was built on as `$client`; every handle `openDatabase` returns has one. */
export function driverOf(db: Db): Driver {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return { kind: "pglite", client };
  if (client instanceof pg.Pool) return { kind: "postgres", pool: client };
  throw new Error("The database handle was not opened by openDatabase");
}

/**
 * Runs `work` while no other process runs the same start-up step on this database: a PostgreSQL advisory lock held on
 * a connection of its own, without the requests' timeouts since the holder may seed or migrate for minutes (decision
 * 0102). The embedded database serves one process by construction.
 */
export async function exclusively<T>(db: Db, step: StartupStep, work: () => Promise<T>): Promise<T> {
  const driver = driverOf(db);
  if (driver.kind === "pglite") return work();
  const { options } = driver.pool as pg.Pool & { options: pg.PoolConfig };
  const client = new pg.Client({ ...options, query_timeout: undefined, statement_timeout: undefined });
  client.on("error", (error) => console.error(`database connection lost while waiting to ${step}: ${error.message}`));
  await client.connect();
  try {
    await lockStartupStep(client, step);
    return await work();
  } finally {
    // The lock goes with the connection.
    await client.end();
  }
}
