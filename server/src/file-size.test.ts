import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type Counts, codeFiles, count, expectNoGrowth } from "./test/ratchet.js";

/**
 * How long a server file of each kind may be (issue 52): a service at most 300 lines, a queries file 400, a routes
 * file 150. A longer one holds more than one sub-feature, and is split by sub-feature (as `student-record/` was).
 * What stands today is listed in `test/file-size.txt`, each file with its lines (`test/ratchet.ts`): a file may only
 * shrink, and a file not listed is within its limit. Components and functions are held by function-length.test.ts.
 */
const SERVER_SOURCE = dirname(fileURLToPath(import.meta.url));
const BASELINE = join(SERVER_SOURCE, "test/file-size.txt");

/** The longest a file of each kind may be, in lines, by the end of its name. */
const LIMITS: readonly { kind: string; ending: string; lines: number }[] = [
  { kind: "service", ending: ".service.ts", lines: 300 },
  { kind: "queries", ending: ".queries.ts", lines: 400 },
  { kind: "routes", ending: ".routes.ts", lines: 150 },
];

/** The files over their kind's limit, as "kind path" (under server/src) → lines. */
function overLimit(files: readonly { path: string; text: string }[]): Counts {
  const over: Counts = new Map();
  for (const { path, text } of files) {
    const limit = LIMITS.find((candidate) => path.endsWith(candidate.ending));
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (limit && lines > limit.lines) count(over, { kind: limit.kind, path }, lines);
  }
  return over;
}

describe("how long a server file is", () => {
  it("grows nowhere: no service, queries or routes file over its limit is longer than it was", async () => {
    const files = [...codeFiles(join(SERVER_SOURCE, "modules")), ...codeFiles(join(SERVER_SOURCE, "core"))].map(
      (file) => ({ path: relative(SERVER_SOURCE, file), text: readFileSync(file, "utf8") }),
    );
    await expectNoGrowth(overLimit(files), BASELINE);
  });

  it("measures each kind against its own limit", () => {
    const text = (lines: number) =>
      `${Array.from({ length: lines }, (_, index) => `const a${index} = 1;`).join("\n")}\n`;
    const over = overLimit([
      { path: "modules/a/a.service.ts", text: text(300) },
      { path: "modules/a/b.service.ts", text: text(301) },
      { path: "modules/a/a.queries.ts", text: text(401) },
      { path: "modules/a/a.routes.ts", text: text(151) },
      { path: "modules/a/a.ts", text: text(1000) },
    ]);
    expect([...over]).toEqual([
      ["service modules/a/b.service.ts", 301],
      ["queries modules/a/a.queries.ts", 401],
      ["routes modules/a/a.routes.ts", 151],
    ]);
  });
});
