import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type Counts, codeFiles, count, expectNoGrowth } from "./test/ratchet.js";

/**
 * Where SQL is written (issue 36): a module builds SQL in its `*.queries.ts` files only, and finds a school's rows
 * through the tenancy helpers (`inSchool`, `byId`, `joinedInSchool`, `schoolOf`, `insertInSchool`, `updateInSchool`,
 * `deleteInSchool`), not by a school filter written by hand. What stands is counted per file in
 * `test/sql-placement.txt`, a ratchet (`test/ratchet.ts`): a file may only go down (then `npx vitest run -u` lowers
 * its line), and a file not listed has none (none is listed today).
 */
const SOURCE = dirname(fileURLToPath(import.meta.url));
const BASELINE = join(SOURCE, "test/sql-placement.txt");

/** Kinds of what is counted, each a pattern over a file's text. */
const COUNTED = {
  /**
   * A statement built outside a queries file: `db.select(…)`, `tx.db.insert(…)`, a transaction's `tx.update(…)` or
   * `tx` with `.insert(…)` on the next line, a `sql` template.
   */
  "sql-outside-queries": {
    pattern: /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|with)\b|\bsql(?:<[^>`]*>)?`/g,
    counts: (file: string) => !file.endsWith(".queries.ts"),
  },
  /**
   * A school's rows picked by hand: `eq(table.schoolId, …)`, or in raw SQL `school_id = ${…}`, or one school column
   * set equal to another (`${table.schoolId} = ${scope.schoolId}`, a join's `${a.schoolId} = ${b.schoolId}`).
   */
  "hand-written-school-filter": {
    pattern:
      /\beq\(\s*[\w.]+\.schoolId\s*,|\bschool_id\s*=\s*\$\{|\$\{\s*[\w.]+\.schoolId\s*\}\s*=\s*\$\{\s*[\w.]+\.schoolId\s*\}/g,
    counts: () => true,
  },
} as const;

/**
 * The one exception, in one place: the files that pick a school's rows by a school id they were handed
 * (`inNamedSchool`) rather than by a scope, each with why no school's handle can serve it. A file not named here
 * that uses it fails the test below.
 */
const NAMED_SCHOOL_PATHS: Record<string, string> = {
  "modules/auth/auth.queries.ts":
    "a refresh token is spent before anyone is signed in, on the owner's handle: sessions are secrets no school's handle may read (decision 0129); the request's school, from its address, is what it is handed",
  "modules/telegram/telegram.queries.ts":
    "one runtime serves every school's bot on the owner's handle (an update or a send is no request of a school's user): it finds a school's bot and a student's chat by the school the update or the send names",
};

/** "kind path" → how many, over every module file. */
function countNow(): Counts {
  const counts: Counts = new Map();
  for (const file of codeFiles(join(SOURCE, "modules"))) {
    const path = relative(SOURCE, file);
    const text = readFileSync(file, "utf8");
    for (const [kind, { pattern, counts: applies }] of Object.entries(COUNTED)) {
      count(counts, { kind, path }, applies(path) ? (text.match(pattern)?.length ?? 0) : 0);
    }
  }
  return counts;
}

describe("where SQL is written", () => {
  it("grows nowhere: no module file builds more SQL outside its queries, or filters more schools by hand", async () => {
    await expectNoGrowth(countNow(), BASELINE);
  });

  it("picks a school's rows by a handed school id only where the exception names the file", () => {
    const using = codeFiles(join(SOURCE, "modules"))
      .filter((file) => /\binNamedSchool\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(SOURCE, file));
    expect(using.sort()).toEqual(Object.keys(NAMED_SCHOOL_PATHS).sort());
  });

  it("counts what it says it counts", () => {
    const { pattern } = COUNTED["sql-outside-queries"];
    const sample = "await scope.db\n  .select()\nconst x = sql<number>`1`; map.delete(k); tx.db.update(t)";
    expect(sample.match(pattern)).toHaveLength(3);
    // A transaction's handle named `tx`, the call on the same line or the next; `ctx.update` is no handle.
    const transacted = "await tx.update(users); const [row] = await tx\n  .insert(users); ctx.update(x); tx.rollback()";
    expect(transacted.match(pattern)).toHaveLength(2);
    const filters =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a raw SQL template, as a module writes it
      "eq(payments.schoolId, scope.schoolId) and school_id = ${id} and ${a.schoolId} = ${b.schoolId}; inSchool(scope, a)";
    expect(filters.match(COUNTED["hand-written-school-filter"].pattern)).toHaveLength(3);
  });
});
