import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../backup/backup.js";
import { readEnv } from "../config.js";
import { runCommand } from "./operator-command.js";

/** npm run backup -- [--out path/to/file.tar]: the database, the uploaded files and the signing secret in one tar. */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  // npm runs the script in the server's folder; a path the operator typed is relative to where they typed it.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? join("backups", `platform-${stamp}.tar`));
  const backup = await createBackup(readEnv(), path);
  const database = backup.database === "postgres" ? "PostgreSQL (pg_dump)" : "the embedded database";
  const files =
    backup.files === "local"
      ? "the uploaded files"
      : "no uploaded files: they are in the S3 bucket, which its store's own tools back up";
  console.info(`Backup written to ${backup.path}: ${database}, ${files}.`);
  if (backup.fileChangedWhileCopied) {
    console.warn("A file was being written while it was copied (an upload in progress); the backup is usable.");
  }
  return 0;
}

runCommand(main);
