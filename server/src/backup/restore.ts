import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { databaseOptionsOf, type Env } from "../config.js";
import { APPLICATION_ROLE } from "../core/tenancy/school-database.js";
import { embeddedExtensions } from "../db/client.js";
import { lockEmbeddedDatabase } from "../db/embedded-lock.js";
import { ARCHIVE, type BackupManifest } from "./backup.js";
import { connectionOf, outputOf, run } from "./tools.js";

/** The platform holds the data a restore would replace: the operator stops it first. */
export class RestoreRefused extends Error {}

export type RestoreSummary = BackupManifest & { filesRestored: boolean };

/**
 * Puts the configured platform back to the backup at `archive`: the database replaced as a whole (on PostgreSQL the
 * DATABASE_URL database, emptied and loaded in one transaction), the uploaded files and the signing secret as they
 * were. Refused while the platform runs, and on a backup of the other kind of database.
 */
export async function restoreBackup(env: Env, archive: string): Promise<RestoreSummary> {
  // The owner's connection reads and writes every school's rows and the secrets' tables (decision 0129).
  const ownerUrl = databaseOptionsOf(env).url;
  await mkdir(env.DATA_DIR, { recursive: true });
  // The embedded database's lock is held to the end: the platform cannot start halfway through the restore.
  const lock = ownerUrl ? null : lockEmbeddedDatabase(env.DATA_DIR);
  const staging = await mkdtemp(join(env.DATA_DIR, ".restore-"));
  try {
    await run({ command: "tar", args: ["--extract", `--file=${archive}`, "--directory", staging] });
    const manifest = await readManifest(join(staging, ARCHIVE.manifest));
    const configured = ownerUrl ? "postgres" : "pglite";
    if (manifest.database !== configured) {
      throw new RestoreRefused(
        `The backup is of the ${nameOf(manifest.database)}, the platform is configured for the ${nameOf(configured)}`,
      );
    }
    if (ownerUrl) await refuseWhileConnected(ownerUrl);
    if (ownerUrl) await restorePostgres(ownerUrl, join(staging, ARCHIVE.postgresDump));
    else await restoreEmbedded(env.DATA_DIR, join(staging, ARCHIVE.embeddedDump));
    const filesRestored = manifest.files === "local" && env.STORAGE_DRIVER === "local";
    if (filesRestored) await replace(join(staging, ARCHIVE.media), join(env.DATA_DIR, ARCHIVE.media));
    if (existsSync(join(staging, ARCHIVE.signingSecret))) {
      await chmod(join(staging, ARCHIVE.signingSecret), 0o600);
      await rename(join(staging, ARCHIVE.signingSecret), join(env.DATA_DIR, ARCHIVE.signingSecret));
    }
    return { ...manifest, filesRestored };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}

const nameOf = (database: BackupManifest["database"]) =>
  database === "postgres" ? "PostgreSQL database (DATABASE_URL)" : "embedded database (no DATABASE_URL)";

async function readManifest(path: string): Promise<BackupManifest> {
  const manifest = existsSync(path) ? (JSON.parse(await readFile(path, "utf8")) as Partial<BackupManifest>) : {};
  if (manifest.format !== 1) throw new Error("This file is not a platform backup (no backup.json of format 1)");
  return manifest as BackupManifest;
}

/** Moves `from` to `to`, replacing it; a backup without the folder (nothing was uploaded) leaves none. */
async function replace(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  if (existsSync(from)) await rename(from, to);
}

/** Any other session on the database is the platform (or a tool) using it: restoring under it is refused. */
async function refuseWhileConnected(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sessions: number }>(
      "select count(*)::int as sessions from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const sessions = rows[0]?.sessions ?? 0;
    if (sessions > 0) {
      throw new RestoreRefused(
        `${sessions} other session(s) use the database ${client.database}: stop every platform process first`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Emptied and loaded in one psql transaction: a failure anywhere leaves the database as it was. Every schema goes
 * (the tables, the migrations' journal, the job queue), so nothing of a later state survives beside the restored one.
 * The application's role belongs to the cluster, not the dump: it is made first when missing, as the migrations make
 * it. Only then: the owner deploy/postgres-roles.sh makes may not create roles (NOCREATEROLE), and PostgreSQL refuses
 * a CREATE ROLE to it before it looks whether the role exists; that script made the role beforehand (decision 0169).
 */
const EMPTY_DATABASE = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APPLICATION_ROLE}') THEN
    CREATE ROLE ${APPLICATION_ROLE} NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
GRANT ${APPLICATION_ROLE} TO CURRENT_USER;
DO $$ DECLARE schema_name text; BEGIN
  FOR schema_name IN SELECT nspname FROM pg_namespace WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', schema_name);
  END LOOP;
END $$;
CREATE SCHEMA public;
GRANT USAGE ON SCHEMA public TO PUBLIC;
`;

async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const connection = connectionOf(databaseUrl);
  // Objects are created by the restoring user (the one the platform connects as), whoever owned them before.
  const script = outputOf({ command: "pg_restore", args: ["--no-owner", "--file=-", dumpFile] });
  const input = new PassThrough();
  input.write(EMPTY_DATABASE);
  script.stdout.pipe(input);
  await Promise.all([
    run(
      {
        command: "psql",
        args: [
          "--no-psqlrc",
          "--no-password",
          "--quiet",
          "--set=ON_ERROR_STOP=1",
          "--single-transaction",
          `--dbname=${connection.dbname}`,
        ],
        env: connection.env,
      },
      { stdin: input },
    ),
    script.done,
  ]);
}

/** PGlite unpacks its own tarball into a new folder, which then takes the old one's place. */
async function restoreEmbedded(dataDir: string, dumpFile: string): Promise<void> {
  const incoming = join(dataDir, "pgdata.restoring");
  await rm(incoming, { recursive: true, force: true });
  const client = new PGlite(incoming, {
    loadDataDir: new Blob([await readFile(dumpFile)]),
    extensions: embeddedExtensions,
  });
  await client.waitReady;
  await client.close();
  await replace(incoming, join(dataDir, "pgdata"));
}
