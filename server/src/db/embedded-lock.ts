import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Another process holds the embedded database; the message is written for the operator and shown as it is. */
export class DatabaseInUseError extends Error {}

export type EmbeddedLock = { release(): void };

const LOCK_FILE = "pgdata.lock";

/**
 * Lock files this process holds. A lock naming this process's own pid but absent here was left by an earlier process
 * that happened to get the same pid (a restarted container numbers its processes the same way), so it is stale.
 */
const heldHere = new Set<string>();
let releaseOnExit = false;

/**
 * PGlite is PostgreSQL inside the process, with no server between processes and the files: two processes on one
 * data folder each work on their own copy in memory, and what one writes is lost to the other (a school the CLI
 * "created" while the platform ran was gone after a restart). So one process at a time opens a folder, marked by a
 * lock file holding its pid (decision 0012). A lock whose process is gone (killed, crashed) is taken over.
 */
export function lockEmbeddedDatabase(dataDir: string): EmbeddedLock {
  const path = join(dataDir, LOCK_FILE);
  // Two rounds: the second follows the removal of a stale lock; losing that round to another process starting at
  // the same moment means that process holds the folder now.
  for (let round = 0; round < 2; round += 1) {
    if (createExclusive(path)) {
      heldHere.add(path);
      registerReleaseOnExit();
      return { release: () => release(path) };
    }
    const owner = readOwner(path);
    if (owner !== null && isAlive(owner, path)) throw inUse(dataDir, owner);
    removeIfStillOwnedBy(path, owner);
  }
  throw inUse(dataDir, readOwner(path));
}

function createExclusive(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** The pid in the lock; null when the file is gone or holds no pid (cut short by a crash), both free to take. */
function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function isAlive(pid: number, path: string): boolean {
  if (pid === process.pid) return heldHere.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, which still holds the folder.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Read again right before removing, so a lock another process has just taken over is left alone. */
function removeIfStillOwnedBy(path: string, owner: number | null): void {
  if (readOwner(path) !== owner) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function release(path: string): void {
  if (!heldHere.delete(path)) return;
  if (readOwner(path) === process.pid) removeIfStillOwnedBy(path, process.pid);
}

/** `process.exit` skips `close`; one listener for every lock, so opening many databases adds no listeners. */
function registerReleaseOnExit(): void {
  if (releaseOnExit) return;
  releaseOnExit = true;
  process.on("exit", () => {
    for (const path of [...heldHere]) release(path);
  });
}

function inUse(dataDir: string, pid: number | null): DatabaseInUseError {
  const owner =
    pid === process.pid
      ? "this process"
      : `another process (${pid === null ? "" : `pid ${pid}, `}probably the running platform)`;
  return new DatabaseInUseError(
    `The embedded database in ${dataDir} is in use by ${owner}. Stop it first, or set DATABASE_URL to use ` +
      "PostgreSQL, where several processes may share the database.",
  );
}
