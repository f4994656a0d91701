import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { describeSkippedTests } from "./skipped-tests-reporter.js";

const root = new URL("../../../", import.meta.url).pathname;
const TEST_FOLDERS = ["contracts/src", "server/src", "web/src", "e2e"];
/** A skip written in the code: `.skip`, `.skipIf`, `.runIf`, `.todo` on describe/it/test, or a context's `skip(`. */
const BARE_SKIP = /\b(?:describe|it|test|suite)\s*\.\s*(?:skip|skipIf|runIf|todo)\b|\b(?:ctx|context)\s*\.\s*skip\s*\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return /\.(test|e2e)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("skipped tests", () => {
  it("skip only through requirements.ts' `needs`, so every skip says why (issue 39)", () => {
    const bare = TEST_FOLDERS.flatMap((folder) => testFiles(join(root, folder)))
      .filter((file) => BARE_SKIP.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(bare).toEqual([]);
  });

  it("are listed by why, each need with how to get it", () => {
    const text = describeSkippedTests([
      { file: "a.test.ts", name: "two processes > share", need: "postgres" },
      { file: "b.test.ts", name: "a frozen server", need: "postgresBinaries" },
      { file: "c.test.ts", name: "later", need: null },
    ]);
    expect(text).toContain("3 tests did not run:");
    expect(text).toMatch(/missing PostgreSQL: .*\(start PostgreSQL .*\):\n {4}a\.test\.ts › two processes > share/);
    expect(text).toMatch(/missing PostgreSQL's programs .*\(apt-get install postgresql\):\n {4}b\.test\.ts/);
    expect(text).toMatch(/without a declared need:\n {4}c\.test\.ts › later/);
    expect(describeSkippedTests([])).toBe("Every test ran.");
  });
});
