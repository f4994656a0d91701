import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { workerManifest } from "../../build/service-worker";

type Bundle = Rollup.OutputBundle;

/** A chunk as the bundler describes it, with only what the manifest reads. */
const chunk = (fileName: string, input: { imports?: string[]; css?: string[]; modules?: string[]; page?: boolean }) =>
  ({
    type: "chunk",
    fileName,
    isEntry: input.page === true,
    facadeModuleId: input.page ? "/web/index.html" : null,
    imports: input.imports ?? [],
    moduleIds: input.modules ?? [],
    viteMetadata: { importedCss: new Set(input.css ?? []), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;

const asset = (fileName: string, source = "") => ({ type: "asset", fileName, source }) as unknown as Rollup.OutputAsset;

function bundleOf(files: (Rollup.OutputChunk | Rollup.OutputAsset)[]): Bundle {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

const BUILD = [
  chunk("assets/app-1.js", { page: true, imports: ["assets/framework-1.js"], css: ["assets/app-1.css"] }),
  chunk("assets/framework-1.js", {}),
  asset("assets/app-1.css"),
  chunk("assets/first-screen-ru.js", { modules: ["/web/src/locales/ru/first-screen.json"] }),
  chunk("assets/AntdProviders-1.js", {
    modules: ["/web/src/antd-scope/AntdProviders.tsx"],
    imports: ["assets/antd-1.js"],
  }),
  chunk("assets/antd-1.js", {}),
  chunk("assets/InboxPage-1.js", { modules: ["/web/src/pages/InboxPage.tsx"] }),
  asset(
    ".vite/route-preloads.json",
    JSON.stringify({ pages: {}, layouts: { main: { scripts: ["/assets/MainLayout-1.js"], styles: [] } } }),
  ),
  chunk("assets/MainLayout-1.js", {}),
  asset("index.html"),
];

describe("the service worker's manifest (decision 0175)", () => {
  it("lists every hashed file and, as the frame, the page's entry, the signed-in layout, the texts and Ant Design's providers", () => {
    const manifest = workerManifest(bundleOf(BUILD));
    expect(manifest.assets).toHaveLength(8);
    expect(manifest.assets).not.toContain("/index.html");
    expect(manifest.frame).toEqual([
      "/assets/AntdProviders-1.js",
      "/assets/MainLayout-1.js",
      "/assets/antd-1.js",
      "/assets/app-1.css",
      "/assets/app-1.js",
      "/assets/first-screen-ru.js",
      "/assets/framework-1.js",
    ]);
  });

  it("changes its version with any file's name, and only then", () => {
    const version = workerManifest(bundleOf(BUILD)).version;
    expect(workerManifest(bundleOf([...BUILD])).version).toBe(version);
    const changed = BUILD.map((file) =>
      file.fileName === "assets/InboxPage-1.js" ? chunk("assets/InboxPage-2.js", {}) : file,
    );
    expect(workerManifest(bundleOf(changed)).version).not.toBe(version);
  });
});
