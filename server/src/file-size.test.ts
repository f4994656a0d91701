import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseBaseline, renderBaseline } from "./test/ratchet-baseline.js";

/**
 * How long a server file of each kind may be (issue 52): a service at most 300 lines, a queries file 400, a routes
 * file 150. A longer one holds more than one sub-feature, and is split by sub-feature (as `student-record/` was).
 * What stands today is listed in `test/file-size.txt`, each file with its lines: a file may only shrink (then
 * `npx vitest run -u` lowers its line, and drops it once it is within the limit), and a file not listed is within it.
 * Components and functions are held by function-length.test.ts.
 */
const SERVER_SOURCE = dirname(fileURLToPath(import.meta.url));
const BASELINE = join(SERVER_SOURCE, "test/file-size.txt");

/** The longest a file of each kind may be, in lines, by the end of its name. */
const LIMITS: readonly { kind: string; ending: string; lines: number }[] = [
  { kind: "service", ending: ".service.ts", lines: 300 },
  { kind: "queries", ending: ".queries.ts", lines: 400 },
  { kind: "routes", ending: ".routes.ts", lines: 150 },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : [path];
  });
}

/** The files over their kind's limit, by path under server/src, with their lines. */
export function overLimit(files: readonly { path: string; text: string }[]): Map<string, number> {
  const over = new Map<string, number>();
  for (const { path, text } of files) {
    const limit = LIMITS.find((candidate) => path.endsWith(candidate.ending));
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (limit && lines > limit.lines) over.set(path, lines);
  }
  return over;
}

describe("how long a server file is", () => {
  it("grows nowhere: no service, queries or routes file over its limit is longer than it was", async () => {
    const allowed = parseBaseline(readFileSync(BASELINE, "utf8"));
    const files = sourceFiles(join(SERVER_SOURCE, "modules"))
      .concat(sourceFiles(join(SERVER_SOURCE, "core")))
      .map((file) => ({ path: relative(SERVER_SOURCE, file), text: readFileSync(file, "utf8") }));
    const now = overLimit(files);
    const grown = [...now]
      .filter(([path, lines]) => lines > (allowed.get(path) ?? 0))
      .map(([path, lines]) => `${path}: ${lines} lines (allowed ${allowed.get(path) ?? "its kind's limit"})`);
    // Checked before the file is redrawn, so `-u` lowers it but cannot raise it.
    expect(grown).toEqual([]);
    await expect(renderBaseline(now)).toMatchFileSnapshot(BASELINE);
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
      ["modules/a/b.service.ts", 301],
      ["modules/a/a.queries.ts", 401],
      ["modules/a/a.routes.ts", 151],
    ]);
  });
});
