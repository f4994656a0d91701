import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ModuleManifest } from "./core/module-manifest.js";
import { MODULES } from "./modules/index.js";

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

/**
 * The modules' code: their tests and test kits left out, since a test may set up its data through another module's
 * internals (and the module a test draws on is no arrow of the running app).
 */
function moduleCode(): string[] {
  return sourceFiles(resolve(SOURCE, "modules")).filter(
    (file) => !file.endsWith(".test.ts") && !file.includes("test-kit"),
  );
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
  for (const file of moduleCode()) {
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

/**
 * Each import of one of the files that reaches another module past its door (`modules/<name>/index.ts`, which names
 * what the module offers the others), as "file → import". Within a module, sub-folders included, any file may import
 * any other.
 */
function importsPastDoors(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const from = unitOf(file);
    return [...readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)]
      .filter(([, specifier = ""]) => {
        const target = resolve(dirname(file), specifier);
        const to = unitOf(target);
        return from && to && from.module !== to.module && relative(SOURCE, target) !== `modules/${to.module}/index.js`;
      })
      .map(([, specifier]) => `${relative(SOURCE, file)} → ${specifier}`);
  });
}

/** `export { a, type B } from "./x.js"`, `export type { C } from "./y.js"`: names of the module's own files. */
const REEXPORT = /^export\s+(type\s+)?\{[^}]*\}\s+from\s+["']\.\/[^"']+["']$/;

/** The statements of a door that are not a re-export of named things, comments aside. */
function doorStatementsNotReexports(source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .split(";")
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "" && !REEXPORT.test(statement));
}

/** The modules' doors, as paths under server/src. */
function doors(): string[] {
  return moduleCode()
    .map((file) => relative(SOURCE, file))
    .filter((path) => /^modules\/[^/]+\/index\.ts$/.test(path));
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

  it("core imports no module: each module hands core what it needs (its job kinds) in its manifest", () => {
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

/**
 * A module's door (`modules/<name>/index.ts`) names what it offers the others, so the rest of it can change without
 * them. Tests and test kits pass doors freely (`moduleCode`). The list of modules (`modules/index.ts`), reactions.ts
 * and app.ts are the composition root, not modules: they take each module's routes, jobs and reactions from its
 * manifest, through its door, and app.ts what the API's routes do not hold (live channels, pages, messengers) from
 * the files that define it.
 */
describe("each module has one door", () => {
  it("a module is reached by another only through its door", () => {
    expect(importsPastDoors(moduleCode())).toEqual([]);
  });

  it("names the file and the import that passes a door (here a test's, which may)", () => {
    const boardsTest = resolve(SOURCE, "modules/boards/boards.test.ts");
    expect(importsPastDoors([boardsTest])).toContain(
      "modules/boards/boards.test.ts → ../school/school-setup.service.js",
    );
  });

  it("a module's door only re-exports", () => {
    const offending = doors().flatMap((door) =>
      doorStatementsNotReexports(readFileSync(resolve(SOURCE, door), "utf8")).map(
        (statement) => `${door}: ${statement.slice(0, 80)}`,
      ),
    );
    expect(offending).toEqual([]);
  });

  it("finds in a door what is not a named re-export of the module's own files", () => {
    const door = [
      "/** What the module offers. */",
      'export { a, type B } from "./x.js";',
      'export type { C } from "./y.js";',
      'export * from "./z.js";',
      'export { d } from "../other/index.js";',
      "export const e = 1;",
    ].join("\n");
    expect(doorStatementsNotReexports(door)).toEqual([
      'export * from "./z.js"',
      'export { d } from "../other/index.js"',
      "export const e = 1",
    ]);
  });
});

/** The folders under modules/, each a module. */
function moduleFolders(): string[] {
  return readdirSync(resolve(SOURCE, "modules"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * A module declares what it brings the app in one manifest, `<name>.module.ts` (core/module-manifest.ts), which its
 * door re-exports and `MODULES` lists: a module left out of the list would serve no route and run no job, so the list
 * is checked against the folders.
 */
describe("each module declares itself in one manifest", () => {
  const manifests: readonly ModuleManifest[] = MODULES;

  it("every folder under modules/ has its manifest, named as the folder, through its door, in MODULES once", async () => {
    const problems: string[] = [];
    for (const folder of moduleFolders()) {
      const file = resolve(SOURCE, "modules", folder, `${folder}.module.ts`);
      if (!existsSync(file)) {
        problems.push(`modules/${folder}: no ${folder}.module.ts`);
        continue;
      }
      const [manifest, ...others] = Object.values(await import(file)) as ModuleManifest[];
      const door = Object.values(await import(resolve(SOURCE, "modules", folder, "index.ts")));
      if (others.length > 0) problems.push(`modules/${folder}: ${folder}.module.ts exports more than its manifest`);
      if (manifest?.name !== folder) problems.push(`modules/${folder}: its manifest is named ${manifest?.name}`);
      if (!door.includes(manifest)) problems.push(`modules/${folder}: its door does not re-export its manifest`);
      const listed = manifests.filter((listedManifest) => listedManifest === manifest).length;
      if (listed !== 1) problems.push(`modules/${folder}: listed ${listed} times in MODULES`);
    }
    expect(problems).toEqual([]);
    expect(manifests.length).toBe(moduleFolders().length);
  });

  it("a module's reactions are its own: each names its module's folder or a sub-folder of it", () => {
    const strays = manifests.flatMap((manifest) =>
      [
        ...(manifest.paymentListeners ?? []),
        ...(manifest.recordedEventReactions ?? []),
        ...(manifest.learningReactions ?? []),
      ]
        .filter((reaction) => reaction.module.split("/")[0] !== manifest.name)
        .map((reaction) => `${manifest.name}: ${reaction.name} (${reaction.module})`),
    );
    expect(strays).toEqual([]);
  });
});
