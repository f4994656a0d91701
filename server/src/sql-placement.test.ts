import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type Counts, codeFiles, count, expectNoGrowth } from "./test/ratchet.js";

/**
 * Where SQL is written (issue 36): a module builds SQL in its `*.queries.ts` files only, and finds a school's rows
 * through the tenancy helpers (`inSchool`, `byId`, `insertInSchool`, `updateInSchool`, `deleteInSchool`), not by a
 * school filter written by hand. What stands today is counted per file in `test/sql-placement.txt`, a ratchet
 * (`test/ratchet.ts`): a file may only go down (then `npx vitest run -u` lowers its line), and a file not listed has
 * none.
 */
const SOURCE = dirname(fileURLToPath(import.meta.url));
const BASELINE = join(SOURCE, "test/sql-placement.txt");

/** Kinds of what is counted, each a pattern over a file's text. */
const COUNTED = {
  /** A statement built outside a queries file: `db.select(…)`, `tx.db.insert(…)`, a `sql` template. */
  "sql-outside-queries": {
    pattern: /\bdb\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|with)\b|\bsql(?:<[^>`]*>)?`/g,
    counts: (file: string) => !file.endsWith(".queries.ts"),
  },
  /** A school's rows picked by hand: `eq(table.schoolId, …)`, or `school_id = ${…}` / `${table.schoolId} = ${scope.schoolId}` in raw SQL. */
  "hand-written-school-filter": {
    pattern:
      /\beq\(\s*[\w.]+\.schoolId\s*,|\bschool_id\s*=\s*\$\{|\$\{\s*[\w.]+\.schoolId\s*\}\s*=\s*\$\{\s*(?:scope|actor|tx|visitor|work|reader)\.schoolId\s*\}/g,
    counts: () => true,
  },
} as const;

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

  it("counts what it says it counts", () => {
    const { pattern } = COUNTED["sql-outside-queries"];
    const sample = "await scope.db\n  .select()\nconst x = sql<number>`1`; map.delete(k); tx.db.update(t)";
    expect(sample.match(pattern)).toHaveLength(3);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a raw SQL template, as a module writes it
    const filters = "eq(payments.schoolId, scope.schoolId) and school_id = ${id}; inSchool(scope, payments)";
    expect(filters.match(COUNTED["hand-written-school-filter"].pattern)).toHaveLength(2);
  });
});
