import { relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin, Rollup } from "vite";
import { SOURCE } from "./first-screen-modules";

/** Where the build writes what each chunk is made of; a dot folder, so the static server never serves it. */
export const BUNDLE_MODULES_FILE = ".vite/bundle-modules.json";

/** For every chunk, each module's rendered (unminified) size and that code gzipped on its own. */
export type BundleModules = Record<string, { module: string; bytes: number; gzipBytes: number }[]>;

const REPOSITORY = resolve(SOURCE, "../..");

/**
 * Writes `bundle-modules.json` when the build is asked to (`BUNDLE_MODULES=1`): `npm run bench:first-screen` splits
 * each first-screen file's gzipped size among the packages and folders it holds (decision 0117). Off by default: it
 * gzips every module of the app once more.
 */
export function bundleModules(): Plugin {
  return {
    name: "school:bundle-modules",
    apply: () => process.env.BUNDLE_MODULES === "1",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
        const table: BundleModules = Object.fromEntries(
          chunks.map((chunk) => [
            chunk.fileName,
            Object.entries(chunk.modules).map(([id, rendered]) => ({
              module: relative(REPOSITORY, id.replace(/^\0/, "")),
              bytes: rendered.renderedLength,
              gzipBytes: rendered.code ? gzipSync(rendered.code, { level: 9 }).length : 0,
            })),
          ]),
        );
        this.emitFile({ type: "asset", fileName: BUNDLE_MODULES_FILE, source: JSON.stringify(table) });
      },
    },
  };
}
