import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The web app's sources (web/src). */
export const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), "../src");
const CONTRACTS = resolve(SOURCE, "../../contracts");
const CONTRACTS_EXPORTS: Record<string, string> = JSON.parse(
  readFileSync(resolve(CONTRACTS, "package.json"), "utf8"),
).exports;

/**
 * What the catalogue's first screen loads before any page (decision 0038): the entry and the layouts. A page that
 * is drawn without Ant Design joins them once its components are.
 */
export const FIRST_SCREEN_ROOTS = [
  "main.tsx",
  "app/layouts/GuestLayout.tsx",
  "app/layouts/MainLayout.tsx",
  // The catalogue's two pages and the parts of their screen loaded in chunks of their own: the filter panel (open
  // from the start on a desktop) and the failure notice.
  "pages/GuestCatalogPage.tsx",
  "pages/CatalogPage.tsx",
  "features/catalogue/components/CatalogFilters.tsx",
  "ui/LoadFailed.tsx",
  // A program's page for a visitor, where a shared link lands, and its gallery's viewer.
  "pages/GuestCourseInfoPage.tsx",
];

/** Static imports and re-exports, with what they name; `import type` is erased, `import()` is a chunk loaded later. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:([^"';]*?)\s+from\s+)?["']([^"']+)["']/gm;
const EXPORT_ALL = /^export \*\s+from\s+["']([^"']+)["']/gm;

function resolveFile(base: string): string | null {
  const candidates = [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  // A style sheet counts as a module too: the build groups it with the code that imports it.
  return candidates.find((path) => existsSync(path) && /\.(tsx?|css)$/.test(path)) ?? null;
}

/** A relative path, or the contracts package through its `exports` map. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith(".")) return resolveFile(resolve(dirname(from), specifier));
  if (specifier === "@school/contracts" || specifier.startsWith("@school/contracts/")) {
    const entry = CONTRACTS_EXPORTS[`.${specifier.slice("@school/contracts".length)}`];
    return entry === undefined ? null : resolve(CONTRACTS, entry);
  }
  return null;
}

/** The value names an import statement takes (`type` ones dropped); null when it takes the whole module. */
function importedNames(clause: string | undefined): string[] | null {
  const braces = clause?.match(/\{([^}]*)\}/);
  if (clause === undefined || braces?.[1] === undefined || clause.replace(braces[0], "").replace(/,/g, "").trim())
    return null;
  return braces[1]
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/**
 * The modules a bundler keeps for `names` taken from `file`: through a barrel (`export * from`, the contracts'
 * index) each name is followed to the module that declares it, as the bundler does for a package free of side
 * effects, so a constant taken from `@school/contracts` counts its own module only, not every schema of the package.
 */
function modulesKeptFor(file: string, names: readonly string[] | null): string[] {
  if (names === null) return [file];
  return [...new Set(names.map((name) => declaringModule(file, name) ?? file))];
}

/** `export { a, b as c } from "./x"`: the names a module passes on from another, and that module. */
const RE_EXPORT = /^export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm;

function declaringModule(file: string, name: string): string | null {
  const source = readFileSync(file, "utf8");
  // A feature's door passes each name on from the module that declares it: followed there, as the bundler does
  // (`lazyBarrel`), so one loader taken from a door does not count the door's other components.
  for (const [, list, from] of source.matchAll(RE_EXPORT)) {
    const passed = list
      ?.split(",")
      .map((part) => part.trim().split(/\s+as\s+/))
      .find(([local, exported]) => (exported ?? local) === name);
    const target = passed === undefined || from === undefined ? null : resolveSpecifier(file, from);
    if (passed?.[0] !== undefined && target !== null) return declaringModule(target, passed[0]) ?? target;
  }
  const declaration = new RegExp(`^export\\s+(?:async\\s+)?(?:const|let|function\\*?|class|enum)\\s+${name}\\b`, "m");
  const listed = new RegExp(`^export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`, "m");
  if (declaration.test(source) || listed.test(source)) return file;
  for (const [, barrel] of source.matchAll(EXPORT_ALL)) {
    const target = barrel === undefined ? null : resolveSpecifier(file, barrel);
    const module = target === null ? null : declaringModule(target, name);
    if (module !== null) return module;
  }
  return null;
}

/** Every module reachable by static imports from the roots (a package by its name), with the chain that reaches it. */
export function modulesFrom(roots: readonly string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const visit = (file: string, chain: string[]) => {
    if (reached.has(file)) return;
    reached.set(file, chain);
    if (!/\.tsx?$/.test(file)) return;
    const here = [...chain, relative(SOURCE, file)];
    for (const [, clause, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (specifier === undefined) continue;
      const target = resolveSpecifier(file, specifier);
      if (target === null) {
        if (!specifier.startsWith(".")) visit(specifier, here);
      } else for (const module of modulesKeptFor(target, importedNames(clause))) visit(module, here);
    }
  };
  for (const root of roots) visit(resolve(SOURCE, root), []);
  return reached;
}

/** The first screen's parts, each a set of roots: the two layouts, the catalogue's screen and a program's page. */
const FIRST_SCREEN_PARTS = {
  guestLayout: ["app/layouts/GuestLayout.tsx"],
  mainLayout: ["app/layouts/MainLayout.tsx"],
  catalogue: [
    "pages/GuestCatalogPage.tsx",
    "pages/CatalogPage.tsx",
    "features/catalogue/components/CatalogFilters.tsx",
    "ui/LoadFailed.tsx",
  ],
  program: ["pages/GuestCourseInfoPage.tsx"],
} as const;

/**
 * Modules the entry holds though it does not import them: `addFeatureTexts`, through which nearly every screen's
 * feature adds its texts, a few hundred bytes that were a file and a request of their own on each screen.
 */
const ENTRY_HELD = ["ui/feature-texts.ts"];

/**
 * Modules the signed-in layout's file holds though the layout does not import them: the light controls and helpers
 * that the screens drawn without Ant Design share (the inbox, the schedule, the manager's tasks). Each is a few
 * hundred bytes, and each was a file and a request of its own on every such screen (issue 51: at most 12 before the
 * first paint). One the entry or a first-screen part already reaches stays where it is; none may import what the
 * catalogue's file holds (the lite Select, whose panel is the catalogue's), or every signed-in screen would take it.
 */
const MAIN_LAYOUT_HELD = [
  "ui/lite/Segmented.tsx",
  "ui/lite/Checkbox.tsx",
  "ui/lite/icons/PlusIcon.tsx",
  "ui/ScrollRegion.tsx",
  "ui/UserText.tsx",
  "ui/user-text.ts",
  "ui/known-value.ts",
];

/**
 * The chunks the build makes of the first screen beyond the entry (vite.config.ts, decision 0106): split along
 * their lazy edges they made two dozen files of one to four kilobytes (each a round trip on a phone's link), and as
 * one file every route downloaded the catalogue and the program page together. So: what only the catalogue's screen
 * uses, what only a program's page uses, and what two parts share (the shell, the API client, the lite controls).
 * A module the entry reaches stays in the entry, so the entry imports none of these: the server names a route's
 * chunks in its page (`route-preloads.json`). What only the guest layout uses joins the shared file (a guest
 * always needs it); what only the signed-in layout uses is that layout's file, whichever other screens import it too
 * (its profile query, its icons, the onboarding's store: each a file of a few hundred bytes and a request on every
 * signed-in screen otherwise, issue 51). The entry's own modules are a set too: the bundler would otherwise give each
 * one that a lazy chunk also imports a file of its own, and the entry would start with a dozen small files.
 */
export function firstScreenChunkGroups(): {
  entry: Set<string>;
  cataloguePage: Set<string>;
  programPage: Set<string>;
  mainLayout: Set<string>;
  shared: Set<string>;
} {
  const entry = new Set([
    ...[...modulesFrom(["main.tsx"]).keys()].filter((module) => module.startsWith("/")),
    ...ENTRY_HELD.map((module) => resolve(SOURCE, module)),
  ]);
  const reach = Object.fromEntries(
    Object.entries(FIRST_SCREEN_PARTS).map(([part, roots]) => [
      part,
      new Set([...modulesFrom(roots).keys()].filter((module) => module.startsWith("/") && !entry.has(module))),
    ]),
  ) as Record<keyof typeof FIRST_SCREEN_PARTS, Set<string>>;
  const partsOf = (module: string) => Object.values(reach).filter((modules) => modules.has(module)).length;
  const only = (modules: Set<string>) => new Set([...modules].filter((module) => partsOf(module) === 1));
  const all = new Set([...reach.guestLayout, ...reach.mainLayout, ...reach.catalogue, ...reach.program]);
  return {
    entry,
    cataloguePage: only(reach.catalogue),
    programPage: only(reach.program),
    mainLayout: new Set([
      ...only(reach.mainLayout),
      ...MAIN_LAYOUT_HELD.map((module) => resolve(SOURCE, module)).filter(
        (module) => !entry.has(module) && partsOf(module) === 0,
      ),
    ]),
    shared: new Set([...all].filter((module) => partsOf(module) > 1 || reach.guestLayout.has(module))),
  };
}
