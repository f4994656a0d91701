import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client.js";
import { schools } from "./schema/index.js";

const REPOSITORY_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const TSX = join(REPOSITORY_ROOT, "node_modules", ".bin", "tsx");
/** The CLI compiles the server on start and opens the database itself: seconds, many more on a busy CI machine. */
const CLI_TIMEOUT_MS = 60_000;
/** `npm run school:create` as an operator runs it on the embedded database (CI's DATABASE_URL left out). */
function createSchool(dataDir: string, domain: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _shared, ...env } = process.env;
  const args = ["server/src/cli/create-school.ts", "--name", "Locked", "--domain", domain];
  args.push("--admin-email", `admin@${domain}`, "--admin-password", "a-long-secret");
  return new Promise((resolve) => {
    execFile(TSX, args, { cwd: REPOSITORY_ROOT, env: { ...env, DATA_DIR: dataDir } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A pid that surely names no process: one that has just exited. */
function deadPid(): number {
  const finished = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  return Number(finished.stdout.trim());
}

/**
 * One folder for the whole file, following one platform's life: a fresh embedded database takes many seconds to
 * initialise, opening an existing one about one.
 */
describe("the embedded database's lock", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "school-lock-"));
  const lockFile = join(dataDir, "pgdata.lock");
  let platform: Database;

  beforeAll(async () => {
    platform = await openDatabase({ dataDir });
    await platform.migrate();
  });
  afterAll(async () => {
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "refuses the CLI, naming the holder, while the platform holds the folder",
    async () => {
      const refused = await createSchool(dataDir, "refused.test");
      expect(refused.code).toBe(1);
      expect(refused.stdout).not.toContain("Created school");
      expect(refused.stderr).toContain(
        `Refused: The embedded database in ${dataDir} is in use by another process (pid ${process.pid}, probably the running platform). Stop it first, or set DATABASE_URL to use PostgreSQL`,
      );
      expect(refused.stderr).not.toMatch(/^\s+at /m);
    },
    CLI_TIMEOUT_MS,
  );

  it("refuses a second open in the same process", async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by this process/);
  });

  it(
    "lets the CLI in once the platform has stopped, and the school it reports is there after a restart",
    async () => {
      await platform.close();
      expect(existsSync(lockFile)).toBe(false);

      const created = await createSchool(dataDir, "kept.test");
      expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining("Created school #") });
      expect(existsSync(lockFile)).toBe(false);

      platform = await openDatabase({ dataDir });
      const found = await platform.db.select().from(schools).where(eq(schools.domain, "kept.test"));
      expect(found).toHaveLength(1);
    },
    CLI_TIMEOUT_MS,
  );

  it("takes over the lock of a process that is gone, and of an earlier process that had this pid", async () => {
    await platform.close();
    // The same pid as this process, but not opened by it: a restarted container numbers its processes alike.
    for (const stalePid of [deadPid(), process.pid]) {
      writeFileSync(lockFile, `${stalePid}\n`);
      platform = await openDatabase({ dataDir });
      expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
      await platform.close();
      expect(existsSync(lockFile)).toBe(false);
    }
    platform = await openDatabase({ dataDir });
  });
});
