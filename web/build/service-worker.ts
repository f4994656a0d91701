import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { rolldown } from "rolldown";
import type { Plugin, Rollup } from "vite";
import type { WorkerManifest } from "../src/sw/routing";
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from "./route-preloads";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The worker's own address: one name for every build, so the browser finds a new build's worker there. */
export const SERVICE_WORKER_FILE = "sw.js";
const WORKER_SOURCE = resolve(import.meta.dirname, "../src/sw/service-worker.ts");
/**
 * What the frame takes beyond the entry's page and the signed-in layout: each language's texts, Ant Design's
 * providers, and the "new version" prompt (shown from the cache, while the new build's worker waits).
 */
const FRAME_MODULES = [
  /[\\/]locales[\\/](ru|kk|en)[\\/]first-screen\.json$/,
  /[\\/]src[\\/]antd-scope[\\/]AntdProviders\.tsx$/,
  /[\\/]src[\\/]features[\\/]app-version[\\/]components[\\/]UpdatePrompt\.tsx$/,
];

/** A chunk's file with its static imports' and their style sheets, as paths. */
function closure(start: OutputChunk, bundle: OutputBundle, into: Set<string>): void {
  if (into.has(`/${start.fileName}`)) return;
  into.add(`/${start.fileName}`);
  for (const css of start.viteMetadata?.importedCss ?? []) into.add(`/${css}`);
  for (const imported of start.imports) {
    const next = bundle[imported];
    if (next?.type === "chunk") closure(next, bundle, into);
  }
}

/** The build's manifest for the worker: every hashed file, and the frame every signed-in screen starts with. */
export function workerManifest(bundle: OutputBundle): WorkerManifest {
  const assets = Object.keys(bundle)
    .filter((file) => file.startsWith("assets/"))
    .map((file) => `/${file}`)
    .sort();
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
  const frame = new Set<string>();
  const page = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("index.html"));
  if (page) closure(page, bundle, frame);
  for (const chunk of chunks.filter((candidate) =>
    candidate.moduleIds.some((id) => FRAME_MODULES.some((module) => module.test(id))),
  )) {
    closure(chunk, bundle, frame);
  }
  const preloads = bundle[ROUTE_PRELOADS_FILE];
  if (preloads?.type === "asset") {
    const main = (JSON.parse(String(preloads.source)) as RoutePreloads).layouts.main;
    for (const file of [...(main?.scripts ?? []), ...(main?.styles ?? [])]) frame.add(file);
  }
  const version = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 16);
  return { version, assets, frame: [...frame].filter((file) => file.startsWith("/assets/")).sort() };
}

/**
 * Builds the service worker (decision 0175) as `/sw.js`, one file without a hash and with no imports, its manifest
 * written before its code: a deploy that changes any file changes the worker's bytes, which is how the browser finds
 * that a new build is out. After `routePreloads`, whose list of the signed-in layout's files it reads.
 */
export function serviceWorker(): Plugin {
  return {
    name: "school:service-worker",
    apply: "build",
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const manifest = workerManifest(bundle);
        const build = await rolldown({
          input: WORKER_SOURCE,
          platform: "browser",
          resolve: { extensionAlias: { ".js": [".ts", ".js"] } },
        });
        const { output } = await build.generate({ format: "iife", minify: true });
        await build.close();
        const code = output[0].code;
        this.emitFile({
          type: "asset",
          fileName: SERVICE_WORKER_FILE,
          source: `var __SW_MANIFEST__=${JSON.stringify(manifest)};\n${code}`,
        });
      },
    },
  };
}
