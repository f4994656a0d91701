import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { schools, schoolTariffs } from "../db/schema/index.js";
import { createScratchDatabase } from "../test/test-database.js";

const REPOSITORY_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const TSX = join(REPOSITORY_ROOT, "node_modules", ".bin", "tsx");
/** The CLI compiles the server on start and opens the database itself: seconds, many more on a busy machine. */
const CLI_TIMEOUT_MS = 90_000;

/**
 * `npm run school:tariff` as an operator runs it: against a database of its own (a scratch database on the
 * PostgreSQL of DATABASE_URL, or an embedded one in a temporary folder, closed while the command runs).
 */
describe("npm run school:tariff", () => {
  let target: { env: Record<string, string>; open(): Promise<Database>; dispose(): Promise<void> };
  let database: Database;

  beforeAll(async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl);
      target = {
        env: { DATABASE_URL: scratch.url },
        open: () => openDatabase({ url: scratch.url }),
        dispose: scratch.drop,
      };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), "school-tariff-cli-"));
      target = {
        env: { DATA_DIR: dataDir },
        open: () => openDatabase({ dataDir }),
        dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    }
    database = await target.open();
    await database.migrate();
    await database.db.insert(schools).values({ name: "Offline payer", domain: "offline.test", tariffActive: false });
    if (!process.env.DATABASE_URL) await database.close();
  }, CLI_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close().catch(() => undefined);
    await target?.dispose();
  });

  function setTariff(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const { DATABASE_URL: _shared, ...env } = process.env;
    return new Promise((resolve) => {
      execFile(
        TSX,
        ["server/src/cli/set-tariff.ts", ...args],
        { cwd: REPOSITORY_ROOT, env: { ...env, ...target.env, LOG_LEVEL: "silent" } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it(
    "sets a period by hand, makes the school active, and refuses what is wrong",
    async () => {
      const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      const set = await setTariff(
        ...["--domain", "offline.test", "--students", "30", "--months", "2", "--from", future],
        ...["--amount", "36000", "--note", "Invoice 17"],
      );
      expect(set.stderr).toBe("");
      expect(set).toMatchObject({ code: 0, stdout: expect.stringContaining("30 students × 2 months") });

      // One after another: the embedded database lets one process open its folder at a time.
      const refused = [];
      for (const args of [
        ["--domain", "nowhere.test", "--students", "30", "--months", "2", "--note", "x"],
        ["--domain", "offline.test", "--students", "0", "--months", "2", "--note", "x"],
        ["--domain", "offline.test", "--students", "30", "--months", "99", "--note", "x"],
        ["--domain", "offline.test", "--students", "30", "--months", "2", "--note", "x", "--amount=-1"],
      ]) {
        refused.push(await setTariff(...args));
      }
      expect(refused.map((result) => result.code)).toEqual([1, 1, 1, 2]);
      expect(refused[0]!.stderr).toContain("Refused: No school on nowhere.test");
      await expect(setTariff("--domain", "offline.test")).resolves.toMatchObject({ code: 2 });

      if (!process.env.DATABASE_URL) database = await target.open();
      const [school] = await database.db.select().from(schools).where(eq(schools.domain, "offline.test"));
      const periods = await database.db.select().from(schoolTariffs).where(eq(schoolTariffs.schoolId, school!.id));
      expect(periods).toEqual([
        expect.objectContaining({
          students: 30,
          months: 2,
          amountMinor: 3_600_000,
          currency: "KZT",
          source: "operator",
          note: "Invoice 17",
          paymentId: null,
          startsOn: future,
        }),
      ]);
      // The school is active to the last day of its last period.
      expect(school).toMatchObject({ tariffEndsOn: periods[0]!.endsOn, tariffActive: true });
    },
    CLI_TIMEOUT_MS * 2,
  );
});
