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

/** The unit an import arrow leaves or reaches: a module (modules/<name>), or a sub-folder of one, or a core folder. */
type Unit = { module: string; sub: string | null };
function unitOf(file: string): Unit | null {
  const [top, module, sub] = relative(SOURCE, file).split("/");
  if (top !== "modules" || !module || module.endsWith(".ts")) return null;
  return { module, sub: sub && !sub.endsWith(".ts") ? sub : null };
}

/**
 * Arrows between modules, and between sibling sub-folders of one module, as "from → to" with the first file and
 * import that draws each: a module's own folder and its sub-folders are one module (the parent registers its
 * children's routes, the children use the parent's shared queries).
 */
function moduleArrows(): Map<string, Map<string, string>> {
  const arrows = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(resolve(SOURCE, "modules"))) {
    if (file.endsWith(".test.ts") || file.includes("test-kit")) continue;
    const from = unitOf(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)) {
      const to = unitOf(resolve(dirname(file), specifier));
      if (!from || !to) continue;
      const [a, b] =
        from.module !== to.module
          ? [from.module, to.module]
          : from.sub && to.sub && from.sub !== to.sub
            ? [`${from.module}/${from.sub}`, `${to.module}/${to.sub}`]
            : [null, null];
      if (!a || !b) continue;
      const targets = arrows.get(a) ?? arrows.set(a, new Map()).get(a)!;
      if (!targets.has(b)) targets.set(b, `${relative(SOURCE, file)} → ${specifier}`);
    }
  }
  return arrows;
}

/** The cycles of a graph: its strongly connected components of more than one node (Tarjan's algorithm). */
function cyclesOf(arrows: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of arrows.get(node)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of arrows.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("the server's dependencies point one way", () => {
  it("no two modules, nor two sub-folders of one module, import each other, even through others", () => {
    const arrows = moduleArrows();
    const described = cyclesOf(arrows).map((cycle) =>
      cycle.flatMap((from) => cycle.filter((to) => arrows.get(from)?.has(to)).map((to) => arrows.get(from)!.get(to)!)),
    );
    expect(described).toEqual([]);
  });

  it("finds a cycle where there is one, naming its arrows", () => {
    const arrows = new Map([
      ["a", new Map([["b", "a.ts → ./b"]])],
      ["b", new Map([["c", "b.ts → ./c"]])],
      ["c", new Map([["a", "c.ts → ./a"]])],
      ["d", new Map([["a", "d.ts → ./a"]])],
    ]);
    expect(cyclesOf(arrows)).toEqual([["a", "b", "c"]]);
  });

  it("core imports no module: each module hands core what it needs (its job kinds) through app.ts", () => {
    expect(importsAcross("core", "modules")).toEqual([]);
  });

  it("the database's schema and migrations sit below the modules, the demo seed above them", () => {
    expect(importsAcross("db", "modules")).toEqual([]);
    expect(importsAcross("db", "seed")).toEqual([]);
    // A module's tests may seed the demo to test against it; a module's code never reaches up to the seed.
    expect(importsAcross("modules", "seed").filter((arrow) => !arrow.split(" → ")[0]!.endsWith(".test.ts"))).toEqual(
      [],
    );
  });

  it("names the file and the import of an arrow that points the wrong way", () => {
    expect(importsAcross("modules/schedule", "core")).toContain(
      "modules/schedule/schedule.routes.ts → ../../core/route.js",
    );
  });
});
