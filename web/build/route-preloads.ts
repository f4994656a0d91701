import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin, Rollup } from "vite";
import { SOURCE } from "./first-screen-modules";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Where the build writes each route's chunks; a dot folder, so the static server never serves it. */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

/** Ant Design's providers, which a page declared `withAntd` renders inside. */
const ANTD_PROVIDERS = resolve(SOURCE, "antd-scope/AntdProviders.tsx");

/** What the server adds to a route's page: its layout's and its page's code and styles (decision 0106), Ant Design's
 * providers' with a page drawn with it (decision 0173). */
export type RoutePreloads = {
  pages: Record<string, { scripts: string[]; styles: string[] }>;
  layouts: Record<string, { scripts: string[]; styles: string[] }>;
};

const PAGE_LOADER = /^\s*(\w+):\s*(withAntd|bare)\(\(\)\s*=>\s*(?:\n\s*)?import\("\.\.\/pages\/(\w+)"\)/gm;
const LAYOUT_LOADER = /^\s*(\w+):\s*\(\)\s*=>\s*import\("\.\/layouts\/(\w+)"\)/gm;

/**
 * The page module of every route key and the module of every layout, read from `app/pages.tsx`'s loaders (the one
 * place that names them; a bundler needs each `import()` written out), and the keys of the pages drawn with Ant
 * Design (`withAntd`, the others being `bare`). `route-preloads.test.ts` holds it to WEB_ROUTES, so a loader written another way fails there
 * rather than losing its preloads.
 */
export function routeModules(pagesSource: string): {
  pages: Record<string, string>;
  layouts: Record<string, string>;
  drawnWithAntd: Set<string>;
} {
  const pageLoaders = [...pagesSource.matchAll(PAGE_LOADER)];
  return {
    pages: Object.fromEntries(pageLoaders.map(([, key, , file]) => [key, resolve(SOURCE, "pages", `${file}.tsx`)])),
    layouts: Object.fromEntries(
      [...pagesSource.matchAll(LAYOUT_LOADER)].map(([, key, file]) => [
        key,
        resolve(SOURCE, "app/layouts", `${file}.tsx`),
      ]),
    ),
    drawnWithAntd: new Set(pageLoaders.filter(([, , wrapper]) => wrapper === "withAntd").map(([, key]) => key!)),
  };
}

/** A chunk's code and styles with every chunk it imports statically, less what the entry's page already loads. */
function closure(start: OutputChunk, bundle: OutputBundle, loaded: ReadonlySet<string>) {
  const chunks = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (chunks.has(chunk.fileName) || loaded.has(chunk.fileName)) return;
    chunks.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(start);
  const styles = [...chunks.values()].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  return {
    scripts: [...chunks.keys()].map((file) => `/${file}`),
    styles: [...new Set(styles)].map((file) => `/${file}`),
  };
}

/**
 * Writes `route-preloads.json`: for every route key and layout, the chunks and style sheets its screen starts with.
 * The server's SPA shell names them in the page it answers, so a screen's code downloads beside the entry instead
 * of after the entry has run, and no route downloads another route's screen.
 */
export function routePreloads(): Plugin {
  return {
    name: "school:route-preloads",
    apply: "build",
    // After Vite's own steps, which drop the chunks that held only styles and rename their imports.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
        const entryLoads = new Set<string>();
        const markEntry = (chunk: OutputChunk) => {
          if (entryLoads.has(chunk.fileName)) return;
          entryLoads.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = bundle[imported];
            if (next?.type === "chunk") markEntry(next);
          }
        };
        for (const chunk of chunks.filter((candidate) => candidate.isEntry)) markEntry(chunk);
        const chunkOf = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
          if (chunk === undefined) this.error(`route-preloads: no chunk holds ${module}`);
          return chunk;
        };
        const modules = routeModules(readFileSync(resolve(SOURCE, "app/pages.tsx"), "utf8"));
        // A page drawn with Ant Design renders inside its providers (decision 0038): their code is the page's too, and
        // named in its page it downloads with it instead of after the entry has asked for it (issue 51).
        const providers = closure(chunkOf(ANTD_PROVIDERS), bundle, entryLoads);
        const preloadsOf = (table: Record<string, string>) =>
          Object.fromEntries(
            Object.entries(table).map(([key, module]) => {
              const own = closure(chunkOf(module), bundle, entryLoads);
              if (!modules.drawnWithAntd.has(key)) return [key, own];
              return [
                key,
                {
                  scripts: [...new Set([...own.scripts, ...providers.scripts])],
                  styles: [...new Set([...own.styles, ...providers.styles])],
                },
              ];
            }),
          );
        const preloads: RoutePreloads = { pages: preloadsOf(modules.pages), layouts: preloadsOf(modules.layouts) };
        this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
      },
    },
  };
}
