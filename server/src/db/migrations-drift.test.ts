import { readdirSync, readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "./schema/index.js";

type DrizzleKit = typeof import("drizzle-kit/api");
type Journal = { entries: { idx: number; tag: string }[] };
type Snapshot = Parameters<DrizzleKit["generateMigration"]>[0];

/**
 * drizzle-kit's API adds enumerable methods to Array.prototype and String.prototype (`random`, `camelCase`, ...). The
 * unit run shares a worker between files (isolate: false), so a later file would meet them in every `for...in`:
 * ajv, compiling a response writer's enum, then read `random` as one of the values and failed the request (500).
 * The API is loaded here, after the prototypes are noted, and what it added is taken back once the file is done.
 */
const builtIns = [Array.prototype, String.prototype] as const;
const ownNames = builtIns.map((prototype) => new Set(Object.getOwnPropertyNames(prototype)));
const { generateDrizzleJson, generateMigration }: DrizzleKit = await import("drizzle-kit/api");
afterAll(() => {
  builtIns.forEach((prototype, index) => {
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (!ownNames[index]!.has(name)) Reflect.deleteProperty(prototype, name);
    }
  });
});

const migrations = new URL("./migrations/", import.meta.url);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, migrations), "utf8")) as T;
const journal = readJson<Journal>("meta/_journal.json");
const snapshotFile = (idx: number) => `meta/${String(idx).padStart(4, "0")}_snapshot.json`;

/** What a snapshot says about the database, without the ids that chain snapshots together. */
const contentOf = (snapshot: Snapshot) => {
  const { id: _id, prevId: _prevId, _meta, ...content } = JSON.parse(JSON.stringify(snapshot)) as Snapshot;
  return content;
};

/**
 * The committed migrations are what the schema says: drizzle-kit, comparing the schema with the last migration's
 * snapshot, would generate nothing. Computed in memory (drizzle-kit's own API), so the migrations folder is only read.
 */
describe("the migrations", () => {
  it("are exactly the journal's entries, each with its snapshot", () => {
    const files = readdirSync(migrations).filter((file) => file.endsWith(".sql"));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
    const snapshots = readdirSync(new URL("meta/", migrations)).filter((file) => file.endsWith("_snapshot.json"));
    expect(snapshots.sort()).toEqual(journal.entries.map((entry) => snapshotFile(entry.idx).slice(5)).sort());
  });

  it("match the schema: no migration would be generated", async () => {
    const last = journal.entries.at(-1)!;
    const committed = readJson<Snapshot>(snapshotFile(last.idx));
    const current = generateDrizzleJson(schema, committed.id) as Snapshot;
    if (isDeepStrictEqual(contentOf(committed), contentOf(current))) return;
    expect(
      await pendingStatements(committed, current),
      "schema changed without a migration: run npm run db:generate",
    ).toEqual([]);
  });
});

/** The SQL `npm run db:generate` would write; only a difference that needs none (an order of keys) answers []. */
async function pendingStatements(committed: Snapshot, current: Snapshot): Promise<string[]> {
  try {
    return await generateMigration(committed, current);
  } catch {
    // It asks whether a table or column was renamed, and cannot ask without a terminal.
    return ["(a table or column was added and another removed: drizzle-kit will ask whether it was renamed)"];
  }
}
