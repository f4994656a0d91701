import { rmSync } from "node:fs";
import { join } from "node:path";
import { createLocalStorage } from "../server/src/core/storage/storage.js";
import { openDatabase } from "../server/src/db/client.js";
import { seedDemo } from "../server/src/seed/demo.js";
import { buildDatabaseOnce, migratedTemplate } from "../server/src/test/template-database.js";
import { currentTestRun, runDatabasePrefix, runFolder } from "../server/src/test/test-run.js";

/**
 * How long one seeded demo serves the files that start. The seed dates its rows from the moment it runs (the school's
 * today, timetable lessons finished or planned by whether their end has passed, payments days ago), so a copy must not
 * be much older than a file's last tests are from their seed when every file seeds its own: a few minutes, as long
 * as the longest files run.
 */
const SEED_SERVES_MS = 5 * 60_000;
/** Advisory-lock class (pg_advisory_lock's two-int form) whose key is the run's number, held while a seed is built. */
const SEED_LOCK_CLASS = 24_003;

/**
 * The demo school seeded once for the browser tests that start within the same few minutes of a Vitest run on
 * PostgreSQL, instead of once per file (two to four seconds each): a database copied from the migrated template and
 * seeded, and the media folder the seed wrote beside it. Each file copies both (`create database … template …`, a
 * folder of about a megabyte). The database is named after the run, so the run's teardown drops it with the run's
 * other databases (test-run.ts), and the seed code of another run or worktree is never used. Undefined outside such a
 * run (PGlite, or a script such as the web bench): the file seeds its own database then.
 */
export async function seededDemo(): Promise<{ database: string; media: string } | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  const run = currentTestRun();
  if (!adminUrl || run === undefined) return undefined;
  const database = `${runDatabasePrefix(run)}demo_${Math.floor(Date.now() / SEED_SERVES_MS)}`;
  const media = join(runFolder(run), database, "media");
  await buildDatabaseOnce({
    adminUrl,
    name: database,
    lock: [SEED_LOCK_CLASS, run],
    copyOf: await migratedTemplate(adminUrl),
    fill: async (url) => {
      // What a build that died halfway wrote: its database is built again from the template, so its files are too.
      rmSync(media, { recursive: true, force: true });
      const seeding = await openDatabase({ url });
      try {
        await seedDemo(seeding.db, createLocalStorage(media));
      } finally {
        await seeding.close();
      }
    },
  });
  return { database, media };
}
