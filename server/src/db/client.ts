import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The driver under a Drizzle handle, for the libraries that send their own SQL (the job queue). */
export type Driver = { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; client: PGlite };

export type Database = {
  db: Db;
  kind: "postgres" | "pglite";
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;
/** Extensions the migrations create; PGlite must load their code before `CREATE EXTENSION` can find them. */
const extensions = { pg_trgm };

/**
 * PostgreSQL when a URL is given; otherwise an embedded PGlite database in `dataDir` (or in memory when
 * `dataDir` is null), so a fresh machine runs the platform with no database server.
 */
export async function openDatabase(options: { url?: string; dataDir?: string | null }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it.
    pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(join(options.dataDir, "pgdata"), { extensions });
  } else {
    client = new PGlite({ extensions });
  }
  await client.waitReady;
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Drizzle keeps the client it was built on as `$client`; every handle `openDatabase` returns has one. */
export function driverOf(db: Db): Driver {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return { kind: "pglite", client };
  if (client instanceof pg.Pool) return { kind: "postgres", pool: client };
  throw new Error("The database handle was not opened by openDatabase");
}
