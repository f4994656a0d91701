import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../db/client.js";

const migrationsFolder = new URL("../db/migrations", import.meta.url).pathname;
/** Advisory-lock key (pg_advisory_lock's two-int form) under which one process at a time builds a template. */
const TEMPLATE_LOCK = [24_001, 1] as const;

/**
 * The name of a database holding every migration and nothing else, built once on the PostgreSQL of `adminUrl` and
 * kept there: test files copy it (`create database … template …`, a tenth of a second) instead of running the
 * migrations on each of their databases (two to five seconds). Its name carries a hash of what the migrations make
 * (their SQL and the journal), so a changed migration gets a new template and several worktrees with different
 * migrations share one server; a copy is still migrated, which applies nothing when the template is current. Built under an advisory lock, under a temporary name
 * renamed once complete: parallel workers wait for one build, and a build that died halfway is never copied.
 */
export function migratedTemplate(adminUrl: string): Promise<string> {
  templates.set(adminUrl, templates.get(adminUrl) ?? ensureTemplate(adminUrl));
  return templates.get(adminUrl)!;
}

const templates = new Map<string, Promise<string>>();

async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = `test_template_${migrationsHash().slice(0, 16)}`;
  await buildDatabaseOnce({
    adminUrl,
    name,
    lock: TEMPLATE_LOCK,
    fill: async (url) => {
      const database = await openDatabase({ url });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    },
    // Kept for later runs: a template database is one no `drop database` removes by mistake.
    keptAsTemplate: true,
  });
  return name;
}

/**
 * Builds the database `name` on the PostgreSQL of `adminUrl` unless it is there: empty or a copy of `copyOf`, then
 * `fill`ed through the URL it is given. Under the advisory lock `lock`, so parallel processes wait for one build, and
 * under a temporary name renamed once complete, so a build that died halfway is never copied. The result takes no
 * connections, since one left open would make every copy fail.
 */
export async function buildDatabaseOnce(input: {
  adminUrl: string;
  name: string;
  lock: readonly [number, number];
  copyOf?: string;
  fill(url: string): Promise<void>;
  keptAsTemplate?: boolean;
}): Promise<void> {
  const { adminUrl, name } = input;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1, $2)", [...input.lock]);
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount !== 0) return;
    const building = `${name}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}${input.copyOf ? ` template ${input.copyOf}` : ""}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    await input.fill(url.toString());
    await client.query(`alter database ${building} rename to ${name}`);
    await client.query(
      `alter database ${name}${input.keptAsTemplate ? " is_template true" : ""} allow_connections false`,
    );
  } finally {
    await client.end();
  }
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => join(migrationsFolder, file));
  for (const file of [...files, join(migrationsFolder, "meta", "_journal.json")]) {
    hash.update(`${file.slice(migrationsFolder.length)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}
