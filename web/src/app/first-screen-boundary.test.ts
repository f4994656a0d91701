import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

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
  // from the start on a desktop), the phone's filter sheet, the failure notice.
  "pages/GuestCatalogPage.tsx",
  "pages/CatalogPage.tsx",
  "features/catalogue/components/CatalogFilters.tsx",
  "features/catalogue/components/LoadFailed.tsx",
  "ui/lite/BottomSheet.tsx",
];

const FORBIDDEN = /^(antd|@ant-design\/)/;
/** Static imports and re-exports; `import type` is erased, `import()` is a chunk loaded later. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidate = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((suffix) => base + suffix);
  return candidate.find((path) => existsSync(path) && !path.endsWith("/")) ?? null;
}

/** Every Ant Design import reachable by static imports from the roots, with the chain that reaches it. */
function antdImportsFrom(roots: readonly string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (specifier === undefined) continue;
      const here = [...chain, relative(SOURCE, file)];
      if (FORBIDDEN.test(specifier)) found.push(`${here.join(" → ")} → ${specifier}`);
      else if (specifier.startsWith(".")) {
        const target = resolveLocal(file, specifier);
        if (target !== null) visit(target, here);
      }
    }
  };
  for (const root of roots) visit(resolve(SOURCE, root), []);
  return found;
}

describe("the first screen's boundary", () => {
  it("no module the first screen loads imports Ant Design, except through an AntdScope's lazy chunk", () => {
    expect(antdImportsFrom(FIRST_SCREEN_ROOTS)).toEqual([]);
  });

  it("finds an Ant Design import where there is one (the scope's own providers)", () => {
    expect(antdImportsFrom(["ui/AntdProviders.tsx"])).toContain("ui/AntdProviders.tsx → antd");
  });
});
