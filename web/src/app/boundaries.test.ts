import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCE } from "../../build/first-screen-modules";

/** Every import, re-export and `import()` with a relative path, types included: a type is an arrow too. */
const RELATIVE_IMPORT = /(?:\bfrom|^import|\bimport\()\s*["'](\.[^"']*)["']/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Import = { file: string; target: string; specifier: string };

/** Each relative import under a folder of web/src: the importing file and the imported path, both from web/src. */
function importsUnder(folder: string): Import[] {
  return sourceFiles(resolve(SOURCE, folder)).flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(RELATIVE_IMPORT)].map(([, specifier = ""]) => ({
      file: relative(SOURCE, path),
      target: relative(SOURCE, resolve(dirname(path), specifier)),
      specifier,
    })),
  );
}

const named = ({ file, specifier }: { file: string; specifier: string }) => `${file} → ${specifier}`;

/** A feature's folder name, or null for a path outside web/src/features. */
const featureOf = (path: string) => (path.startsWith("features/") ? (path.split("/")[1] ?? null) : null);

/**
 * A feature's public face: its folder (`../session`) or its index, and the two things a screen imports for their
 * effect alone: the feature's texts (`../schedule/texts`) and its stylesheet (`../catalogue/catalogue.css`).
 */
const isPublic = (target: string) => /^features\/[^/]+(\/(index|texts)(\.tsx?)?|\/[\w-]+\.css)?$/.test(target);

/** Imports of another feature's inner files from a feature (the feature's own files may reach anything of it). */
function featureInternalsReached(folder: string): string[] {
  return importsUnder(folder)
    .filter(({ file, target }) => {
      const feature = featureOf(target);
      return feature !== null && feature !== featureOf(file) && !isPublic(target);
    })
    .map(named);
}

/**
 * Imports of app/ (the composition root: router, providers, layouts) from a folder's code; its tests are left out,
 * since a test may draw a screen inside the app's own providers.
 */
function appImportsUnder(folder: string): string[] {
  return importsUnder(folder)
    .filter(({ file, target }) => !/\.test\.tsx?$/.test(file) && (target === "app" || target.startsWith("app/")))
    .map(named);
}

/**
 * The circles among the feature folders (their strongly connected components, by Tarjan's algorithm): for each, a
 * line naming its folders, then one line per arrow between two of them with the first import that draws it. A lazy
 * `import()` is an arrow too: the chunk it loads still needs the other feature's code.
 */
function featureCycles(imports: readonly Import[]): string[] {
  const arrows = new Map<string, Map<string, Import>>();
  for (const found of imports) {
    const from = featureOf(found.file);
    const to = featureOf(found.target);
    if (from === null || to === null || from === to) continue;
    const out = arrows.get(from) ?? new Map<string, Import>();
    if (!out.has(to)) out.set(to, found);
    arrows.set(from, out);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of arrows.get(folder)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component = stack.splice(stack.indexOf(folder));
    if (component.length > 1) components.push(component.sort());
  };
  for (const folder of [...arrows.keys()].sort()) if (!index.has(folder)) visit(folder);
  return components.flatMap((component) => [
    `cycle of ${component.join(", ")}:`,
    ...component.flatMap((from) =>
      [...(arrows.get(from) ?? [])]
        .filter(([to]) => component.includes(to))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([to, found]) => `  ${from} → ${to}: ${named(found)}`),
    ),
  ]);
}

/** A query key written out where it is used (`queryKey: ["lessons", …]`) instead of taken from its feature's factory. */
const LITERAL_QUERY_KEY = /queryKey:\s*\[\s*["'`]/g;

function literalQueryKeys(folder: string): string[] {
  return sourceFiles(resolve(SOURCE, folder)).flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(LITERAL_QUERY_KEY)].map(
      (match) => `${relative(SOURCE, path)}: ${match.input.slice(match.index, match.input.indexOf("\n", match.index))}`,
    ),
  );
}

/**
 * Ant Design controls used only through a wrapper, each with it: the ones that hard-code English names, named in the
 * reader's language by theirs (rc-input-number's step buttons "Increase Value": ui/NumberField; rc-select's clear
 * button "Clear", with the icon's "close-circle" on inputs and pickers: ui/use-clearable), and a table's scroller.
 */
const WRAPPED_ANTD: { pattern: RegExp; use: string; wrapper: string }[] = [
  {
    pattern: /import\s*\{[^}]*\bInputNumber\b[^}]*\}\s*from\s*["']antd["']|from\s*["']antd\/(?:es|lib)\/input-number/g,
    use: "ui/NumberField",
    wrapper: "ui/NumberField.tsx",
  },
  { pattern: /\ballowClear(?:=\{true\}|(?=[\s/>]))/g, use: "useClearable()", wrapper: "ui/use-clearable.tsx" },
  // rc-segmented's "segmented control" when no name is given (decision 0137).
  {
    pattern: /import\s*\{[^}]*\bSegmented\b[^}]*\}\s*from\s*["']antd["']/g,
    use: "ui/Segmented",
    wrapper: "ui/Segmented.tsx",
  },
  // The bar's "45%" in every language (decision 0136).
  {
    pattern: /import\s*\{[^}]*\bProgress\b[^}]*\}\s*from\s*["']antd["']/g,
    use: "ui/Progress",
    wrapper: "ui/Progress.tsx",
  },
  // rc-tabs' "expanded dropdown" on the list of the tabs a narrow screen hides (decision 0137).
  {
    pattern: /import\s*\{[^}]*\bTabs\b[^}]*\}\s*from\s*["']antd["']/g,
    use: "ui/Tabs",
    wrapper: "ui/Tabs.tsx",
  },
  // The browser's own date fields, drawn and read in the browser's language (decision 0136).
  { pattern: /type="(?:date|month|datetime-local)"/g, use: "ui/DateField", wrapper: "ui/DateField.tsx" },
  // The browser's own time field, with AM/PM in an English-speaking browser whatever the app's language (decision 0136).
  { pattern: /type=(?:"time"|\{\s*["']time["']\s*\})/g, use: "ui/TimeField", wrapper: "ui/TimeField.tsx" },
  // A table's own sideways scroller: with no row to focus (empty, or loading) a keyboard cannot scroll it, and axe
  // finds it (scrollable-region-focusable); the named region takes the focus instead.
  { pattern: /scroll=\{\{\s*x:/g, use: "ui/ScrollRegion", wrapper: "ui/ScrollRegion.tsx" },
];

/** Each use of such a control, in a file's source, that bypasses its wrapper: the line and what to use instead. */
function bypassedWrappers(source: string): string[] {
  return WRAPPED_ANTD.flatMap(({ pattern, use }) =>
    [...source.matchAll(pattern)].map((match) => `${match[0].split("\n")[0]} (use ${use})`),
  );
}

function bypassedWrappersUnder(folder: string): string[] {
  const wrappers = new Set(WRAPPED_ANTD.map(({ wrapper }) => wrapper));
  return sourceFiles(resolve(SOURCE, folder))
    .filter((path) => !wrappers.has(relative(SOURCE, path)) && !path.endsWith(".test.ts"))
    .flatMap((path) => bypassedWrappers(readFileSync(path, "utf8")).map((use) => `${relative(SOURCE, path)}: ${use}`));
}

describe("controls named in the reader's language and within a keyboard's reach", () => {
  it("no screen uses an Ant Design control, or a table's own scroller, that its wrapper replaces", () => {
    expect(bypassedWrappersUnder(".")).toEqual([]);
  });

  it("finds antd's InputNumber, Segmented or Progress imported directly, a clear button left to its English name and a native date or time field", () => {
    const source = [
      'import { Form, InputNumber } from "antd";',
      "<Select allowClear />",
      "<Input allowClear={true} />",
      'import { Progress, Segmented } from "antd";',
      '<Input type="month" />',
      '<Input type="time" step={300} />',
      '<input type={"time"} />',
      "<Table scroll={{ x: true }} />",
    ];
    expect(bypassedWrappers(source.join("\n"))).toEqual([
      'import { Form, InputNumber } from "antd" (use ui/NumberField)',
      "allowClear (use useClearable())",
      "allowClear={true} (use useClearable())",
      'import { Progress, Segmented } from "antd" (use ui/Segmented)',
      'import { Progress, Segmented } from "antd" (use ui/Progress)',
      'type="month" (use ui/DateField)',
      'type="time" (use ui/TimeField)',
      'type={"time"} (use ui/TimeField)',
      "scroll={{ x: (use ui/ScrollRegion)",
    ]);
  });
});

describe("the web's dependencies point one way", () => {
  it("the shared ui imports no feature: what several features use lives in ui, what one feature uses in it", () => {
    expect(
      importsUnder("ui")
        .filter(({ target }) => featureOf(target) !== null)
        .map(named),
    ).toEqual([]);
  });

  it("a feature reaches another feature only through that feature's index", () => {
    expect(featureInternalsReached("features")).toEqual([]);
  });

  it("no feature imports app/: the composition root imports the features, never the other way", () => {
    expect(appImportsUnder("features")).toEqual([]);
  });

  it("the features' imports form no cycle, so each feature builds only on features below it", () => {
    const imports = importsUnder("features").filter(({ file }) => !/\.test\.tsx?$/.test(file));
    expect(featureCycles(imports)).toEqual([]);
  });

  it("each query key comes from its feature's key factory, so another feature invalidates it by name, not by string", () => {
    expect(literalQueryKeys("features")).toEqual([]);
  });

  it("names the file and the import of an arrow that reaches inside another feature", () => {
    // Pages compose features and may reach inside them; the same check over pages finds such imports.
    expect(featureInternalsReached("pages")).toContain("pages/LoginPage.tsx → ../features/auth/components/LoginForm");
  });

  it("names the file and the import of an arrow into app/", () => {
    // Pages may import app/ (the prefetch's type); the same check over pages finds such imports.
    expect(appImportsUnder("pages")).toContain("pages/GuestCatalogPage.tsx → ../app/pages");
  });

  it("names a cycle's folders and, for each of its arrows, one file and its import", () => {
    const arrow = (file: string, specifier: string) => ({
      file,
      specifier,
      target: relative(SOURCE, resolve(SOURCE, dirname(file), specifier)),
    });
    const imports = [
      arrow("features/a/index.ts", "../b"),
      arrow("features/a/other.ts", "../b/texts"),
      arrow("features/b/x.ts", "../c"),
      arrow("features/c/y.ts", "../a"),
      arrow("features/c/z.ts", "../d"),
      arrow("features/d/w.ts", "../../ui/format"),
    ];
    expect(featureCycles(imports)).toEqual([
      "cycle of a, b, c:",
      "  a → b: features/a/index.ts → ../b",
      "  b → c: features/b/x.ts → ../c",
      "  c → a: features/c/y.ts → ../a",
    ]);
    expect(featureCycles(imports.slice(0, 3))).toEqual([]);
  });
});
