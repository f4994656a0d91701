import type { Plugin } from "vite";
/** Where the build writes what each chunk is made of; a dot folder, so the static server never serves it. */
export declare const BUNDLE_MODULES_FILE = ".vite/bundle-modules.json";
/** For every chunk, each module's rendered (unminified) size and that code gzipped on its own. */
export type BundleModules = Record<
  string,
  {
    module: string;
    bytes: number;
    gzipBytes: number;
  }[]
>;
/**
 * Writes `bundle-modules.json` when the build is asked to (`BUNDLE_MODULES=1`): `npm run bench:first-screen` splits
 * each first-screen file's gzipped size among the packages and folders it holds (decision 0117). Off by default: it
 * gzips every module of the app once more.
 */
export declare function bundleModules(): Plugin;
