import { createHash } from "node:crypto";
import { resolve } from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";

const STARTER_SOURCE = resolve(import.meta.dirname, "../src/ssr/after-paint.ts");
/** The page's import map, as Vite writes it into index.html (`build.chunkImportMap`). */
const INLINE_IMPORT_MAP = /<script type="importmap">([\s\S]*?)<\/script>/;

const contentHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 8);

/** Where the server reads `libraryChunksInOrder` from, with the route preloads (not an asset a browser asks for). */
export const LIBRARY_CHUNKS_FILE = ".vite/library-chunks.json";

/**
 * Modules whose evaluation reads nothing the app sets up first: the libraries', the contracts' and the bundler's, the
 * build's own stand-ins for library modules (`web/build/`), style sheets (taken out of the code), and the icons'
 * labels, which the build writes into Ant Design's icons (`antdIconLabels`) and which only declare a function.
 */
const LIBRARY_MODULE =
  /[\\/]node_modules[\\/]|[\\/]contracts[\\/]src[\\/]|^\0|[\\/]web[\\/]build[\\/]|\.css$|[\\/]web[\\/]src[\\/]ui[\\/]icon-labels\.ts$/;

/**
 * The build's chunks made of library modules only and importing only such chunks, each after the chunks it imports:
 * the order in which the starter runs a page's ones, a task apiece, so that no task of the page's takeover evaluates
 * them all at once (decision 0177; the server names them on the starter, `withScriptsAfterPaint`). A chunk holding any of the app's own modules
 * is left to the app's imports: its code may read what `main.tsx` sets up (the language's texts are added to i18next
 * once it has started, say).
 */
export function libraryChunksInOrder(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const ownModulesAreLibrary = (chunk: OutputChunk) =>
    chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => LIBRARY_MODULE.test(id));
  const ordered: string[] = [];
  // A chunk is run early only if everything it imports is too: running it runs them first, and the bundler may have
  // put a module the contracts need beside a feature's texts, which must wait for i18next's start.
  const library = new Map<string, boolean>();
  const visit = (chunk: OutputChunk): boolean => {
    const known = library.get(chunk.fileName);
    if (known !== undefined) return known;
    library.set(chunk.fileName, false);
    let importsLibraryOnly = true;
    for (const imported of chunk.imports) {
      const dependency = chunks.get(imported);
      if (dependency !== undefined && !visit(dependency)) importsLibraryOnly = false;
    }
    const isLibrary = importsLibraryOnly && ownModulesAreLibrary(chunk);
    library.set(chunk.fileName, isLibrary);
    if (isLibrary) ordered.push(chunk.fileName);
    return isLibrary;
  };
  for (const chunk of chunks.values()) visit(chunk);
  return ordered;
}

/**
 * The two files a page drawn on the server starts from (decisions 0148, 0173), under /assets by their content's
 * hash: `after-paint-<hash>.js`, the starter (`src/ssr/after-paint.ts`), and `import-map-<hash>.json`, index.html's
 * import map exactly as its text stands there, which the Content-Security-Policy allows by its hash. The drawn page
 * then carries no map (36 KB its first paint waited for): the starter adds it once the page has painted. The starter
 * is a classic script, built apart from the app, since most browsers read no import map added after a module has
 * begun to load. Beside them, `library-chunks.json` (`libraryChunksInOrder`). Runs before the service worker's
 * plugin, which lists every asset.
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
        this.emitFile({
          type: "asset",
          fileName: LIBRARY_CHUNKS_FILE,
          source: `${JSON.stringify(libraryChunksInOrder(bundle).map((file) => `/${file}`))}\n`,
        });
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
