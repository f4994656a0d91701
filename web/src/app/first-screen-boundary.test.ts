import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import otherScreensTexts from "../locales/en/other-screens.json";

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * What the catalogue's first screen loads before any page (decision 0038): the entry and the layouts. A page that
 * is drawn without Ant Design joins them once its components are.
 */
const FIRST_SCREEN_ROOTS = [
  "main.tsx",
  "app/layouts/GuestLayout.tsx",
  "app/layouts/MainLayout.tsx",
  // The catalogue's two pages and the parts of their screen loaded in chunks of their own: the filter panel (open
  // from the start on a desktop) and the failure notice.
  "pages/GuestCatalogPage.tsx",
  "pages/CatalogPage.tsx",
  "features/catalogue/components/CatalogFilters.tsx",
  "features/catalogue/components/LoadFailed.tsx",
];

/** What comes with an AntdScope's chunk, never with the first screen: Ant Design and dayjs (its pickers' dates). */
const FORBIDDEN = /^(antd|@ant-design\/|dayjs)/;
/** Static imports and re-exports; `import type` is erased, `import()` is a chunk loaded later. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidate = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((suffix) => base + suffix);
  return candidate.find((path) => existsSync(path) && !path.endsWith("/")) ?? null;
}

/** Every module reachable by static imports from the roots, with the chain of modules that reaches it. */
function modulesFrom(roots: readonly string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const visit = (file: string, chain: string[]) => {
    if (reached.has(file)) return;
    reached.set(file, chain);
    if (!/\.tsx?$/.test(file)) return;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (specifier === undefined) continue;
      const target = specifier.startsWith(".") ? resolveLocal(file, specifier) : specifier;
      if (target !== null) visit(target, [...chain, relative(SOURCE, file)]);
    }
  };
  for (const root of roots) visit(resolve(SOURCE, root), []);
  return reached;
}

/** Every Ant Design import reachable by static imports from the roots, with the chain that reaches it. */
function antdImportsFrom(roots: readonly string[]): string[] {
  return [...modulesFrom(roots)]
    .filter(([specifier]) => FORBIDDEN.test(specifier))
    .map(([specifier, chain]) => `${chain.join(" → ")} → ${specifier}`);
}

/** The groups of texts that load with Ant Design's scope, not with the first screen (language-resources.ts). */
const OTHER_SCREENS_GROUPS = new Set(Object.keys(otherScreensTexts));
/** A text's key written out (`"profile.title"`, `` `lessons.${name}` ``), named by its first segment. */
const TEXT_KEY = /["'`]((\w+)\.[\w.${}]+)/g;

/** Each key of another screen's texts that a module reachable from the roots names, with the module. */
function otherScreensKeysFrom(roots: readonly string[]): string[] {
  return [...modulesFrom(roots).keys()]
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(TEXT_KEY)]
        .filter(([, , group]) => group !== undefined && OTHER_SCREENS_GROUPS.has(group))
        .map(([, key]) => `${relative(SOURCE, file)}: ${key}`),
    );
}

describe("the first screen's boundary", () => {
  it("no module the first screen loads imports Ant Design or dayjs, except through an AntdScope's lazy chunk", () => {
    expect(antdImportsFrom(FIRST_SCREEN_ROOTS)).toEqual([]);
  });

  it("finds an Ant Design import where there is one (the scope's own providers)", () => {
    expect(antdImportsFrom(["ui/AntdProviders.tsx"])).toContain("ui/AntdProviders.tsx → antd");
  });

  it("names only the first screen's texts, so it is drawn translated before the other screens' texts arrive", () => {
    expect(otherScreensKeysFrom(FIRST_SCREEN_ROOTS)).toEqual([]);
  });

  it("finds another screen's text where one is named (the profile form)", () => {
    expect(otherScreensKeysFrom(["features/profile/components/ProfileForm.tsx"])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^features\/profile\/components\/ProfileForm\.tsx: profile\./)]),
    );
  });
});
