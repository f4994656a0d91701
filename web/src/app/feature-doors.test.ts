import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = resolve(import.meta.dirname, "../features");
/** `export { a, type B } from "./x"`, `export * from "./x"`. */
const REEXPORT = /^export\s+(type\s+)?(\*|\{[^}]*\})(\s+as\s+\w+)?\s+from\s+["'][^"']+["']$/;
/** A loader of a part that comes in a chunk of its own: `export const loadX = () => import("./x")…`. */
const LAZY_LOADER = /^export\s+const\s+\w+\s*=\s*\(\)\s*=>\s*import\(/;

/**
 * The build tells the bundler that a feature's door (`features/<name>/index.ts`) has no side effects, so a screen
 * keeps only what it takes from it (web/vite.config.ts, decision 0173): a door that ran code of its own, or imported a
 * module for its effect, would lose that code wherever nothing else of the door is used.
 */
describe("a feature's door only re-exports", () => {
  it("holds nothing but re-exports and loaders of lazily loaded parts", () => {
    const offending = readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        let source: string;
        try {
          source = readFileSync(join(FEATURES, entry.name, "index.ts"), "utf8");
        } catch {
          return [];
        }
        const statements = source
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/\/\/.*$/gm, "")
          .split(";")
          .map((statement) => statement.trim())
          .filter((statement) => statement !== "");
        return statements
          .filter((statement) => !REEXPORT.test(statement) && !LAZY_LOADER.test(statement))
          .map((statement) => `${entry.name}: ${statement.slice(0, 80)}`);
      });
    expect(offending).toEqual([]);
  });
});
