import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type Env, readEnv } from "../config.js";
import { APPLICATION_ROLE } from "../core/tenancy/school-database.js";
import { type Database, openDatabase } from "../db/client.js";
import { DatabaseInUseError, lockEmbeddedDatabase } from "../db/embedded-lock.js";
import { needs } from "../test/requirements.js";
import { createScratchDatabase, withAdmin } from "../test/test-database.js";
import { createBackup } from "./backup.js";
import { RestoreRefused, restoreBackup } from "./restore.js";

/** A platform's data folder and database, and the means to undo them after the test. */
type Platform = { env: Env; open(): Promise<Database>; dispose(): Promise<void> };

/** Each test opens PGlite two or three times: a second each on a quiet machine, many more on a loaded one. */
const EMBEDDED_TIMEOUT_MS = 90_000;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(async () => rmSync(path, { recursive: true, force: true }));
  return path;
}

function embeddedPlatform(): Platform {
  const dataDir = folder("backup-embedded-");
  const env = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir });
  return { env, open: () => openDatabase({ dataDir }), dispose: async () => undefined };
}

async function postgresPlatform(adminUrl: string): Promise<Platform> {
  const scratch = await createScratchDatabase(adminUrl, "backup");
  cleanups.push(scratch.drop);
  const env = readEnv({ NODE_ENV: "test", DATA_DIR: folder("backup-postgres-"), DATABASE_URL: scratch.url });
  return { env, open: () => openDatabase({ url: scratch.url }), dispose: () => waitForNoSessions(scratch.url) };
}

/** A closed pool's server processes end a moment after it: the restore rightly counts them until then. */
async function waitForNoSessions(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const { rows } = await client.query<{ sessions: number }>(
        "select count(*)::int as sessions from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      if (rows[0]?.sessions === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

/**
 * A database owned by a role made as deploy/postgres-roles.sh makes `platform`: it may log in, bypasses row-level
 * security, may not create roles, and holds the requests' role with ADMIN OPTION. Roles belong to the whole cluster,
 * which parallel runs share: the owner's name is this test's own, and the requests' role, whose name the migrations
 * fix, is made only when no run made it yet. Afterwards the owner's objects are given back to the admin and the owner
 * goes; the database is a scratch one, dropped by the run's teardown (a drop waits for a checkpoint of the whole
 * server, which took more than the hook's minute on a busy machine).
 */
async function documentedRolesPlatform(adminUrl: string): Promise<Platform> {
  const owner = `platform_${randomBytes(6).toString("hex")}`;
  await withAdmin(
    adminUrl,
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APPLICATION_ROLE}') THEN
         CREATE ROLE ${APPLICATION_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS;
       END IF;
     EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
     END $$`,
  );
  await withAdmin(adminUrl, `CREATE ROLE ${owner} LOGIN NOSUPERUSER NOCREATEROLE BYPASSRLS`);
  await withAdmin(adminUrl, `GRANT ${APPLICATION_ROLE} TO ${owner} WITH ADMIN OPTION`);
  const scratch = await createScratchDatabase(adminUrl, "backup_roles");
  cleanups.push(scratch.drop);
  await withAdmin(adminUrl, `ALTER DATABASE ${scratch.name} OWNER TO ${owner}`);
  cleanups.push(async () => {
    await withAdmin(scratch.url, `REASSIGN OWNED BY ${owner} TO CURRENT_USER; DROP OWNED BY ${owner}`);
    await withAdmin(adminUrl, `DROP ROLE IF EXISTS ${owner}`);
  });
  const ownerUrl = new URL(adminUrl);
  ownerUrl.username = owner;
  ownerUrl.password = "";
  ownerUrl.pathname = `/${scratch.name}`;
  const requestsUrl = new URL(ownerUrl);
  requestsUrl.username = APPLICATION_ROLE;
  const env = readEnv({
    NODE_ENV: "test",
    DATA_DIR: folder("backup-roles-"),
    DATABASE_URL: requestsUrl.toString(),
    DATABASE_OWNER_URL: ownerUrl.toString(),
  });
  const url = ownerUrl.toString();
  return { env, open: () => openDatabase({ url }), dispose: () => waitForNoSessions(url) };
}

/** The platform's tables on PostgreSQL; on PGlite, whose migrations alone take seconds, a table of the test's own. */
async function prepare(database: Database): Promise<void> {
  if (database.kind === "postgres") await database.migrate();
  else await database.db.execute(sql`create table schools (id serial primary key, name text not null, domain text)`);
}

async function schoolRows(database: Database): Promise<Array<{ name: string; domain: string }>> {
  const result = await database.db.execute(sql`select name, domain from schools order by id`);
  return (result as unknown as { rows: Array<{ name: string; domain: string }> }).rows.map((row) => ({ ...row }));
}

/**
 * Every table of every schema (the platform's, the migrations' journal, the job queue) with a digest of its rows in
 * their text form, sorted: equal digests are byte-identical contents, wherever the rows lie on disk.
 */
async function tablesOf(database: Database): Promise<Record<string, string>> {
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`);
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ digest: string }>(
      sql`select md5(coalesce(string_agg(t::text, chr(10) order by t::text), '')) as digest from ${sql.raw(name)} t`,
    );
    digests[name] = row?.digest ?? "";
  }
  return digests;
}

/** Every file under `root`, by its relative path, with its bytes. */
function filesOf(root: string): Record<string, Buffer> {
  if (!existsSync(root)) return {};
  const listing = execFileSync("find", [root, "-type", "f", "-printf", "%P\\n"], { encoding: "utf8" });
  const paths = listing.split("\n").filter(Boolean).sort();
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(root, path))]));
}

/**
 * Back up a running platform, change its data and files, stop it, restore, and find everything as it was; a restore
 * under the running platform is refused and changes nothing.
 */
async function roundTrip(platform: Platform): Promise<void> {
  const { env } = platform;
  const media = join(env.DATA_DIR, "media");
  let database = await platform.open();
  await prepare(database);
  await database.db.execute(
    sql`insert into schools (name, domain) values ('Kept', 'kept.test'), ('Renamed', 'renamed.test')`,
  );
  mkdirSync(join(media, "avatars/1"), { recursive: true });
  writeFileSync(join(media, "avatars/1/a.webp"), "the first avatar");
  writeFileSync(join(media, "avatars/1/b.pdf"), Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)));
  writeFileSync(join(env.DATA_DIR, "signing-secret"), "the platform's generated secret");
  const schoolsBefore = await schoolRows(database);
  const tablesBefore = await tablesOf(database);
  const filesBefore = filesOf(media);

  const backup = await createBackup(env, join(folder("backup-out-"), "platform.tar"));
  expect(backup).toMatchObject({ format: 1, database: platform.env.DATABASE_URL ? "postgres" : "pglite" });

  await database.db.execute(sql`update schools set name = 'Changed' where domain = 'renamed.test'`);
  await database.db.execute(sql`insert into schools (name, domain) values ('Added after', 'added.test')`);
  writeFileSync(join(media, "avatars/1/a.webp"), "overwritten");
  rmSync(join(media, "avatars/1/b.pdf"));
  writeFileSync(join(media, "added-after.webp"), "new");
  writeFileSync(join(env.DATA_DIR, "signing-secret"), "another secret");

  const refusal = env.DATABASE_URL ? RestoreRefused : DatabaseInUseError;
  await expect(restoreBackup(env, backup.path)).rejects.toThrow(refusal);
  expect(await schoolRows(database)).toHaveLength(3);
  expect(readFileSync(join(media, "avatars/1/a.webp"), "utf8")).toBe("overwritten");

  await database.close();
  await platform.dispose();
  const restored = await restoreBackup(env, backup.path);
  expect(restored).toMatchObject({ filesRestored: true });

  database = await platform.open();
  cleanups.push(() => database.close());
  expect(await schoolRows(database)).toEqual(schoolsBefore);
  expect(await tablesOf(database)).toEqual(tablesBefore);
  expect(filesOf(media)).toEqual(filesBefore);
  expect(readFileSync(join(env.DATA_DIR, "signing-secret"), "utf8")).toBe("the platform's generated secret");
  // The restored database is the platform's again: it takes writes, and on PostgreSQL the migrations' journal and
  // the application role's grants came back with it.
  await database.db.execute(sql`insert into schools (name, domain) values ('After the restore', 'after.test')`);
  if (database.kind !== "postgres") return;
  await database.migrate();
  const [grant] = await database.db
    .execute(sql`select has_table_privilege(${APPLICATION_ROLE}, 'schools', 'select, insert') as granted`)
    .then((result) => (result as unknown as { rows: Array<{ granted: boolean }> }).rows);
  expect(grant?.granted).toBe(true);
}

describe("npm run backup and npm run restore", () => {
  it(
    "round-trips the embedded database and the files, the backup taken from the running platform",
    async () => {
      await roundTrip(embeddedPlatform());
    },
    EMBEDDED_TIMEOUT_MS,
  );

  it("round-trips PostgreSQL (pg_dump) and the files", needs("postgres"), async () => {
    await roundTrip(await postgresPlatform(process.env.DATABASE_URL!));
  });

  it(
    "restores as the owner deploy/postgres-roles.sh makes, which may not create roles",
    needs("postgres"),
    async () => {
      await roundTrip(await documentedRolesPlatform(process.env.DATABASE_URL!));
    },
  );

  it(
    "backs up a stopped embedded database by opening its folder, and restores only onto the same kind",
    async () => {
      const embedded = embeddedPlatform();
      const database = await embedded.open();
      await database.close();
      const backup = await createBackup(embedded.env, join(folder("backup-out-"), "stopped.tar"));
      const listing = execFileSync("tar", ["--list", `--file=${backup.path}`], { encoding: "utf8" });
      expect(listing.split("\n")).toEqual(expect.arrayContaining(["backup.json", "pgdata.tar.gz"]));
      // The command let the folder go: the platform can start.
      lockEmbeddedDatabase(embedded.env.DATA_DIR).release();

      const postgres = readEnv({
        NODE_ENV: "test",
        DATA_DIR: folder("backup-elsewhere-"),
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      });
      await expect(restoreBackup(postgres, backup.path)).rejects.toThrow(/backup is of the embedded database/);
    },
    EMBEDDED_TIMEOUT_MS,
  );
});
