import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../config.js";
import { type Database, type Db, driverOf } from "../../db/client.js";
import { schools } from "../../db/schema/index.js";
import { seedDemo } from "../../seed/demo.js";
import { needs } from "../../test/requirements.js";
import { openTestDatabase } from "../../test/test-database.js";
import { APPLICATION_ROLE, checkDatabaseRoles, openSchoolDatabases, type SchoolDatabases } from "./school-database.js";

/**
 * The requests' role as the backstop of tenancy (decision 0129), on whichever database `npm test` runs: on
 * PostgreSQL through a login of its own (DATABASE_URL beside DATABASE_OWNER_URL, as deploy/ sets it up), on the
 * embedded database by switching its one connection to the role inside a transaction. The tables come from the
 * catalogue, so a table added later is held to the same rules without touching this file.
 */
const postgres = Boolean(process.env.DATABASE_URL);
/** A login with only the application role's rights, as deploy/ creates it (the cluster's roles are shared). */
const REQUEST_LOGIN = "school_request_login";

let database: Database;
let demo: number;
let empty: number;
let requests: SchoolDatabases | null = null;
let schoolTables: string[];
let platformTables: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
  const [row] = await database.db.select({ id: schools.id }).from(schools);
  demo = row!.id;
  const [other] = await database.db
    .insert(schools)
    .values({ name: "Another school", domain: `another-${process.pid}.test` })
    .returning({ id: schools.id });
  empty = other!.id;
  schoolTables = await tableNames(sql`exists (select 1 from pg_attribute a
    where a.attrelid = c.oid and a.attname = 'school_id' and not a.attisdropped)`);
  platformTables = (
    await tableNames(sql`not exists (select 1 from pg_attribute a
    where a.attrelid = c.oid and a.attname = 'school_id' and not a.attisdropped)`)
  ).filter((name) => name !== "schools");
  if (postgres) requests = openSchoolDatabases(database.db, { login: await requestLoginUrl(database.db), size: 2 });
}, 120_000);
afterAll(async () => {
  await requests?.close();
  await database.close();
});

if (!postgres) {
  console.warn(
    "request-role.test.ts: on the embedded database the requests' role is reached by SET ROLE inside a transaction; " +
      "the separate login (DATABASE_URL beside DATABASE_OWNER_URL) is checked on PostgreSQL only",
  );
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The ordinary tables of the public schema the condition picks (on `c`, their pg_class row). */
async function tableNames(condition: SQL): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    database.db,
    sql`select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and ${condition} order by 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * The login role deploy/ creates: LOGIN, a member of the application role, nothing else. Made once per cluster
 * (another test run may be making it at the same moment); the URL is the test database's with that user.
 */
async function requestLoginUrl(owner: Db): Promise<string> {
  await owner.execute(
    sql.raw(`DO $$ BEGIN
      CREATE ROLE ${REQUEST_LOGIN} LOGIN NOSUPERUSER NOBYPASSRLS IN ROLE ${APPLICATION_ROLE};
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`),
  );
  const driver = driverOf(owner);
  if (driver.kind !== "postgres") throw new Error("a login needs PostgreSQL");
  const url = new URL((driver.pool as pg.Pool & { options: pg.PoolConfig }).options.connectionString!);
  url.username = REQUEST_LOGIN;
  url.password = "";
  return url.toString();
}

/**
 * `query` run as the requests' role acting for `schoolId`: on PostgreSQL on the login's own connection, on the
 * embedded database in a transaction switched to the role (rolled back, so nothing of it stays).
 */
async function asRequestRole<T>(schoolId: number, query: SQL): Promise<T[]> {
  if (requests) return rowsOf<T>(requests.forSchool(schoolId), query);
  let rows: T[] = [];
  const rolledBack = new Error("rolled back");
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APPLICATION_ROLE}`));
      await tx.execute(sql`select set_config('app.school_id', ${String(schoolId)}, true)`);
      rows = await rowsOf<T>(tx, query);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return rows;
}

const codeOf = (error: unknown): string | undefined => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code ?? cause?.code;
};

describe("the requests' database role", () => {
  it("finds the school tables in the catalogue, and the platform's own", () => {
    expect(schoolTables.length).toBeGreaterThan(60);
    expect(platformTables).toEqual(expect.arrayContaining(["refresh_tokens", "otp_codes", "password_resets"]));
  });

  it("has every school table under row-level security forced on its owner too, with the school policy", async () => {
    const loose = await rowsOf<{ name: string }>(
      database.db,
      sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and c.relname in (${sql.join(
            [...schoolTables, "schools"].map((name) => sql`${name}`),
            sql`, `,
          )})
          and not (c.relrowsecurity and c.relforcerowsecurity
            and exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'school_rows_only'))`,
    );
    expect(loose.map((row) => row.name)).toEqual([]);
  });

  it("owns no table, is no superuser and bypasses no policy, nor does the login requests use", async () => {
    const roles = postgres ? [APPLICATION_ROLE, REQUEST_LOGIN] : [APPLICATION_ROLE];
    const rows = await rowsOf<{ name: string; superuser: boolean; bypass: boolean; owned: number }>(
      database.db,
      sql`select r.rolname as name, r.rolsuper as superuser, r.rolbypassrls as bypass,
          (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
        from pg_roles r where r.rolname in (${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )}) order by 1`,
    );
    expect(rows).toEqual(roles.sort().map((name) => ({ name, superuser: false, bypass: false, owned: 0 })));
    if (requests) {
      const [login] = await rowsOf<{ session: string; role: string }>(
        requests.forSchool(empty),
        sql`select session_user as session, current_user as role`,
      );
      expect(login).toEqual({ session: REQUEST_LOGIN, role: APPLICATION_ROLE });
    }
  });

  it("is checked at start: the app refuses a request login that owns the tables", needs("postgres"), async () => {
    const env = readEnv({ DATABASE_URL: "postgres://school_app@db/platform", DATABASE_OWNER_URL: "postgres://o@db/p" });
    const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
    await checkDatabaseRoles({ owner: database.db, request: requests!.forSchool(null), env, log });
    await expect(checkDatabaseRoles({ owner: database.db, request: database.db, env, log })).rejects.toThrow(
      /DATABASE_URL: requests log in as the database role \w+, which is a superuser/,
    );
  });

  it("reads no row of another school from any school table, while the owner reads the demo's", async () => {
    const filled: string[] = [];
    for (const table of schoolTables) {
      const count = sql`select count(*)::int as count from ${sql.identifier(table)} where school_id <> ${empty}`;
      const [owners] = await rowsOf<{ count: number }>(database.db, count);
      if (owners!.count > 0) filled.push(table);
      const [mine] = await asRequestRole<{ count: number }>(empty, count);
      expect({ table, count: mine!.count }).toEqual({ table, count: 0 });
    }
    const [others] = await asRequestRole<{ count: number }>(
      empty,
      sql`select count(*)::int as count from schools where id <> ${empty}`,
    );
    expect(others!.count).toBe(0);
    // The demo fills most school tables, so most of the reads above had another school's rows to refuse...
    expect(filled.length).toBeGreaterThan(40);
    // ...and the role reads its own school's rows where it acts for the demo.
    const [own] = await asRequestRole<{ count: number }>(demo, sql`select count(*)::int as count from users`);
    expect(own!.count).toBeGreaterThan(0);
  });

  it("cannot read a table of the platform's own: refresh tokens, codes, reset links and the like", async () => {
    const readable: string[] = [];
    for (const table of platformTables) {
      const read = asRequestRole(demo, sql`select * from ${sql.identifier(table)} limit 1`);
      const refused = await read.then(
        () => null,
        (error: unknown) => codeOf(error),
      );
      if (refused !== "42501") readable.push(table);
    }
    expect(readable).toEqual([]);
  });
});
