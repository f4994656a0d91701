import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { databaseOptionsOf, type Env } from "../config.js";
import { driverOf, openDatabase } from "../db/client.js";
import { dumpEmbedded, requestEmbeddedDump } from "../db/embedded-dump.js";
import { connectionOf, run } from "./tools.js";

/**
 * One backup is one tar file (decision 0088): what it holds is described by `backup.json`, then the database's copy
 * (`database.dump` from pg_dump, custom format, or `pgdata.tar.gz` from PGlite), the uploaded files as they lie in
 * `DATA_DIR/media` (local storage only: a bucket is copied by its store's own tools), and the generated signing
 * secret when the platform made one (tokens, media links and webhooks stay valid after a restore).
 */
export const ARCHIVE = {
  manifest: "backup.json",
  postgresDump: "database.dump",
  embeddedDump: "pgdata.tar.gz",
  media: "media",
  signingSecret: "signing-secret",
} as const;

export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: "postgres" | "pglite";
  /** Where the uploads were: `local` ones are in the archive, `s3` ones in their bucket. */
  files: "local" | "s3";
};

export type BackupSummary = BackupManifest & {
  path: string;
  /** GNU tar saw a file change while reading it: an upload being written, whose row came after the database's copy. */
  fileChangedWhileCopied: boolean;
};

/** Writes a backup of the configured platform to `path`, running or not. */
export async function createBackup(env: Env, path: string): Promise<BackupSummary> {
  await mkdir(dirname(path), { recursive: true });
  // The owner's connection reads and writes every school's rows and the secrets' tables (decision 0129).
  const ownerUrl = databaseOptionsOf(env).url;
  const staging = await mkdtemp(`${path}.parts-`);
  const partial = `${path}.partial`;
  try {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: ownerUrl ? "postgres" : "pglite",
      files: env.STORAGE_DRIVER,
    };
    // The database first, then the files: a file removed between the two is the one loss this order allows, and
    // removals are rare; the other order would lose every upload made in between.
    const dumpFile = ownerUrl
      ? await dumpPostgres(ownerUrl, join(staging, ARCHIVE.postgresDump))
      : await writeEmbeddedDump(env.DATA_DIR, join(staging, ARCHIVE.embeddedDump));
    await writeFile(join(staging, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    const fromDataDir = [
      ...(env.STORAGE_DRIVER === "local" ? [ARCHIVE.media] : []),
      ...(env.JWT_SECRET ? [] : [ARCHIVE.signingSecret]),
    ].filter((name) => existsSync(join(env.DATA_DIR, name)));
    // Exit 1 from GNU tar's --create means a file changed while it was read; the archive is still whole.
    const exit = await run(
      {
        command: "tar",
        args: [
          "--create",
          `--file=${partial}`,
          "--directory",
          staging,
          ARCHIVE.manifest,
          dumpFile,
          ...(fromDataDir.length > 0 ? ["--directory", env.DATA_DIR, ...fromDataDir] : []),
        ],
      },
      { allowed: [0, 1] },
    );
    await rename(partial, path);
    return { ...manifest, path, fileChangedWhileCopied: exit === 1 };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** pg_dump's snapshot is one transaction: consistent while the platform writes on. */
async function dumpPostgres(databaseUrl: string, file: string): Promise<string> {
  const connection = connectionOf(databaseUrl);
  await run({
    command: "pg_dump",
    args: ["--format=custom", "--no-password", `--file=${file}`, `--dbname=${connection.dbname}`],
    env: connection.env,
  });
  return ARCHIVE.postgresDump;
}

async function writeEmbeddedDump(dataDir: string, file: string): Promise<string> {
  await writeFile(file, await embeddedDumpOf(dataDir));
  return ARCHIVE.embeddedDump;
}

/** From the running platform when it answers; from the folder itself while it is stopped (decision 0088). */
async function embeddedDumpOf(dataDir: string): Promise<Buffer> {
  const fromPlatform = await requestEmbeddedDump(dataDir);
  if (fromPlatform) return fromPlatform;
  if (!existsSync(join(dataDir, "pgdata"))) throw new Error(`There is no embedded database in ${dataDir}`);
  // Takes the folder's lock: a platform starting meanwhile refuses, and one that holds it already stops this here.
  const database = await openDatabase({ dataDir });
  try {
    const driver = driverOf(database.db);
    if (driver.kind !== "pglite") throw new Error("The embedded database opened as PostgreSQL");
    return await dumpEmbedded(driver.client);
  } finally {
    await database.close();
  }
}
