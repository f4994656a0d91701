import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";

const STARTER_SOURCE = resolve(import.meta.dirname, "../src/ssr/after-paint.ts");
/** The page's import map, as Vite writes it into index.html (`build.chunkImportMap`). */
const INLINE_IMPORT_MAP = /<script type="importmap">([\s\S]*?)<\/script>/;

const contentHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 8);

/**
 * The two files a page drawn on the server starts from (decisions 0148, 0173), under /assets by their content's
 * hash: `after-paint-<hash>.js`, the starter (`src/ssr/after-paint.ts`), and `import-map-<hash>.json`, index.html's
 * import map exactly as its text stands there, which the Content-Security-Policy allows by its hash. The drawn page
 * then carries no map (36 KB its first paint waited for): the starter adds it once the page has painted. The starter
 * is a classic script, built apart from the app, since most browsers read no import map added after a module has
 * begun to load. Runs before the service worker's plugin, which lists every asset.
 */
export function afterPaintFiles(): Plugin {
  return {
    name: "school:after-paint",
    apply: "build",
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const build = await rolldown({ input: STARTER_SOURCE, platform: "browser" });
        const { output } = await build.generate({ format: "iife", minify: true });
        await build.close();
        const starter = output[0].code;
        this.emitFile({ type: "asset", fileName: `assets/after-paint-${contentHash(starter)}.js`, source: starter });
        const page = bundle["index.html"];
        const importMap = page?.type === "asset" ? INLINE_IMPORT_MAP.exec(String(page.source))?.[1] : undefined;
        if (importMap !== undefined) {
          this.emitFile({
            type: "asset",
            fileName: `assets/import-map-${contentHash(importMap)}.json`,
            source: importMap,
          });
        }
      },
    },
  };
}
