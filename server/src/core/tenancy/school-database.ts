import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Env } from "../../config.js";
import { type Db, driverOf } from "../../db/client.js";
import * as schema from "../../db/schema/index.js";

/**
 * The database a request acts through (decisions 0049, 0129): the application's role, `school_app`, which owns no
 * table, so the row-level security of every school-owned table (`db/schema/school-rows.ts`, forced on the owner too)
 * lets it see and write only the rows of the school its connection is set to. A query that forgets its school filter
 * then finds nothing of another school instead of its rows. The owner's handle stays for what crosses schools by
 * design: migrations, jobs' fan-out over schools, sign-in by e-mail, the operator's commands (decision 0129 names
 * them all).
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

/**
 * `login`: the request role's own URL (DATABASE_URL beside DATABASE_OWNER_URL, decision 0129), whose connections
 * cannot leave the role; without it the owner's connections switch to the role, as on a developer's machine and in CI.
 * `size`: at most this many connections (the owner pool's size by default).
 */
export function openSchoolDatabases(owner: Db, options: { login?: string; size?: number } = {}): SchoolDatabases {
  const driver = driverOf(owner);
  // PGlite's one connection also serves the owner's work, inside whose transactions a statement of a school's handle
  // would wait for ever: the embedded database keeps the owner's handle and the queries' own filters (decision 0049).
  if (driver.kind !== "postgres") return ownerOnly(owner);
  const opened = postgresForSchool(driver.pool, options);
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
 * PostgreSQL: a pool of connections acting as the application's role from the start (logged in as it, or the owner's
 * switched to it), and per school a view of it that sets the connection's school before handing it out. A connection
 * keeps its setting between uses, so a server of one school sets each connection once; the setting is session-wide
 * (not per transaction) because a statement outside a transaction must carry it too.
 */
function postgresForSchool(ownerPool: pg.Pool, given: { login?: string; size?: number }) {
  const { options } = ownerPool as pg.Pool & { options: pg.PoolConfig };
  const pool = new pg.Pool({
    ...options,
    ...(given.login ? { connectionString: given.login } : {}),
    ...(given.size ? { max: given.size } : {}),
    options: `${options.options ?? ""} -c role=${APPLICATION_ROLE}`.trim(),
  });
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

type LoginRole = { name: string; superuser: boolean; bypass: boolean; owns: boolean };

/** The role a handle's connections logged in as, and what lets it past the policies. */
async function loginOf(db: Db): Promise<LoginRole> {
  const result = await db.execute(sql`
    select r.rolname as name, r.rolsuper as superuser, r.rolbypassrls as bypass,
      exists (select 1 from pg_class c where c.relowner = r.oid and c.relnamespace = 'public'::regnamespace
        and c.relkind in ('r', 'p')) as owns
    from pg_roles r where r.rolname = session_user`);
  return (result as unknown as { rows: LoginRole[] }).rows[0]!;
}

/**
 * Refuses a start whose roles would leave the backstop void or break the app (decision 0129), and warns where it is
 * only weaker than it should be:
 * - the owner's role must pass the policies (superuser or BYPASSRLS): they are forced on the tables' owner too, so
 *   without it sign-in, the jobs' fan-out and the migrations' own updates would find no row;
 * - the requests' own login (DATABASE_URL beside DATABASE_OWNER_URL) must own no table and be neither superuser nor
 *   BYPASSRLS: a statement could otherwise leave the application's role (`RESET ROLE`) and every school with it;
 * - with one URL the requests' connections log in as the owner and only switch roles: fine on a developer's machine
 *   and in CI, a warning in production (refused at a public address by config.ts).
 */
export async function checkDatabaseRoles(input: {
  owner: Db;
  request: Db;
  env: Env;
  log: FastifyBaseLogger;
}): Promise<void> {
  if (driverOf(input.owner).kind !== "postgres") return;
  const owner = await loginOf(input.owner);
  if (!owner.superuser && !owner.bypass) {
    throw new Error(
      `The database role ${owner.name} (DATABASE_OWNER_URL, or DATABASE_URL alone) needs BYPASSRLS: every school's ` +
        `rows are under forced row-level security (decision 0129). As a superuser: ALTER ROLE ${owner.name} BYPASSRLS`,
    );
  }
  const separate = Boolean(input.env.DATABASE_OWNER_URL);
  const request = separate ? await loginOf(input.request) : owner;
  const privileges = [
    request.superuser && "is a superuser",
    request.bypass && "has BYPASSRLS",
    request.owns && "owns tables",
  ].filter(Boolean);
  if (privileges.length === 0) return;
  const problem = `requests log in as the database role ${request.name}, which ${privileges.join(", ")}`;
  if (separate) {
    throw new Error(`DATABASE_URL: ${problem}; it must be a role such as ${APPLICATION_ROLE} (docs/deploy.md)`);
  }
  if (input.env.NODE_ENV === "production") {
    input.log.warn(
      `${problem}: a statement could leave the ${APPLICATION_ROLE} role and read every school. Set ` +
        "DATABASE_OWNER_URL to the owner's URL and DATABASE_URL to the request role's (docs/deploy.md, decision 0129)",
    );
  }
}
