import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Db, driverOf } from "../../db/client.js";
import * as schema from "../../db/schema/index.js";

/**
 * The database a request acts through (decision 0049): the application's role, `school_app`, which owns no table, so
 * the row-level security of every school-owned table (`db/schema/school-rows.ts`) lets it see and write only the
 * rows of the school its connection is set to. A query that forgets its school filter then finds nothing of another
 * school instead of its rows. The owner handle (`deps.db`) stays for what crosses schools by design: migrations,
 * background jobs, sign-in by e-mail, the operator's commands.
 */
export type SchoolDatabases = {
  /** The handle whose every statement acts for `schoolId` (null: for no school, so no school-owned row at all). */
  forSchool(schoolId: number | null): Db;
  close(): Promise<void>;
};

export const APPLICATION_ROLE = "school_app";
const SCHOOL_SETTING = "app.school_id";
/** Handles are cached per school; more schools than this in one process's recent traffic start the cache again. */
const CACHED_SCHOOLS = 1000;

export function openSchoolDatabases(owner: Db): SchoolDatabases {
  const driver = driverOf(owner);
  // PGlite's one connection also serves the owner's work, inside whose transactions a statement of a school's handle
  // would wait for ever: the embedded database keeps the owner's handle and the queries' own filters (decision 0049).
  if (driver.kind !== "postgres") return ownerOnly(owner);
  const opened = postgresForSchool(driver.pool);
  const handles = new Map<number | null, Db>();
  return {
    forSchool(schoolId) {
      let handle = handles.get(schoolId);
      if (!handle) {
        if (handles.size >= CACHED_SCHOOLS) handles.clear();
        handle = opened.handle(schoolId);
        handles.set(schoolId, handle);
      }
      return handle;
    },
    close: opened.close,
  };
}

/** Every school's handle is the owner's: the embedded database's, and a bench's app measured without the policies. */
export function ownerOnly(owner: Db): SchoolDatabases {
  return { forSchool: () => owner, close: async () => undefined };
}

const settingOf = (schoolId: number | null) => (schoolId === null ? "" : String(schoolId));

/** The school a pooled connection was last set to, so a connection is set again only when it changes school. */
const connectionSchool = new WeakMap<pg.PoolClient, string>();

/**
 * PostgreSQL: a pool of the owner's connections switched to the application's role at start-up, and per school a
 * view of it that sets the connection's school before handing it out. A connection keeps its setting between uses,
 * so a server of one school sets each connection once; the setting is session-wide (not per transaction) because a
 * statement outside a transaction must carry it too.
 */
function postgresForSchool(ownerPool: pg.Pool) {
  const { options } = ownerPool as pg.Pool & { options: pg.PoolConfig };
  const pool = new pg.Pool({ ...options, options: `${options.options ?? ""} -c role=${APPLICATION_ROLE}`.trim() });
  pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));

  const handle = (schoolId: number | null): Db => {
    const setting = settingOf(schoolId);
    const connect = async (): Promise<pg.PoolClient> => {
      const client = await pool.connect();
      if (connectionSchool.get(client) === setting) return client;
      try {
        await client.query("select set_config($1, $2, false)", [SCHOOL_SETTING, setting]);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      connectionSchool.set(client, setting);
      return client;
    };
    // Drizzle runs single statements with `query` and transactions on a client from `connect`; both get the school.
    const scoped = Object.create(pool) as pg.Pool;
    scoped.connect = connect as pg.Pool["connect"];
    scoped.query = (async (...args: Parameters<pg.PoolClient["query"]>) => {
      const client = await connect();
      try {
        const result = await client.query(...args);
        client.release();
        return result;
      } catch (error) {
        // As pg's own pool.query does: a connection that failed a statement is not trusted again.
        client.release(error as Error);
        throw error;
      }
    }) as pg.Pool["query"];
    return drizzlePg(scoped, { schema }) as unknown as Db;
  };
  return { handle, close: () => pool.end() };
}
