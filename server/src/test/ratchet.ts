import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

/**
 * A ratchet over what the code still does the old way (issue 36): a test counts it per file and kind, and a baseline
 * file (`count kind path` a line) holds what stands. A count may only go down: then `npx vitest run -u` lowers its
 * line (or drops it at zero), and a file not listed has none. The counts are compared with the baseline as committed
 * before it is redrawn, so `-u` lowers it but cannot raise it.
 */

/** The TypeScript files of a folder and below that are code, not tests (no `*.test.ts`, no test kits). */
export function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.includes("test-kit")
      ? [path]
      : [];
  });
}

/** Counts kept per "kind path" key. */
export type Counts = Map<string, number>;

/** Adds `found` (when above zero) to the counts under `kind` and `path`. */
export function count(counts: Counts, key: { kind: string; path: string }, found: number): void {
  if (found <= 0) return;
  const line = `${key.kind} ${key.path}`;
  counts.set(line, (counts.get(line) ?? 0) + found);
}

const render = (counts: Counts) =>
  `${[...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, found]) => `${found} ${key}`)
    .join("\n")}\n`;

function parse(text: string): Counts {
  return new Map(
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [found, ...key] = line.split(" ");
        return [key.join(" "), Number(found)] as const;
      }),
  );
}

/** Fails when a count is above the baseline's, or when the baseline is not what stands (then `-u` redraws it). */
export async function expectNoGrowth(now: Counts, baseline: string): Promise<void> {
  const allowed = parse(readFileSync(baseline, "utf8"));
  const grown = [...now]
    .filter(([key, found]) => found > (allowed.get(key) ?? 0))
    .map(([key, found]) => `${key}: ${found} (allowed ${allowed.get(key) ?? 0})`);
  await expect(render(now)).toMatchFileSnapshot(baseline);
  expect(grown).toEqual([]);
}
