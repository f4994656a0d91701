import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The server's sources (server/src). */
const SOURCE = dirname(fileURLToPath(import.meta.url));
/** Every import, re-export and `import()` with a relative path, types included: a type is an arrow too. */
const RELATIVE_IMPORT = /(?:\bfrom|^import|\bimport\()\s*["'](\.[^"']*)["']/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Each import of a file under `from` that reaches a file under `to`, as "file → import" (folders of server/src). */
function importsAcross(from: string, to: string): string[] {
  return sourceFiles(resolve(SOURCE, from)).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)]
      .filter(([, specifier = ""]) => relative(SOURCE, resolve(dirname(file), specifier)).startsWith(`${to}/`))
      .map(([, specifier]) => `${relative(SOURCE, file)} → ${specifier}`),
  );
}

describe("the server's dependencies point one way", () => {
  it("core imports no module: each module hands core what it needs (its job kinds) through app.ts", () => {
    expect(importsAcross("core", "modules")).toEqual([]);
  });

  it("names the file and the import of an arrow that points the wrong way", () => {
    expect(importsAcross("modules/schedule", "core")).toContain(
      "modules/schedule/schedule.routes.ts → ../../core/route.js",
    );
  });
});
