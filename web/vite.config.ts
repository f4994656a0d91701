import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { afterPaintFiles } from "./build/after-paint";
import { antdIconLabels, antdSteadyMotion } from "./build/antd-patches";
import { bundleModules } from "./build/bundle-modules";
import { firstScreenChunkGroups } from "./build/first-screen-modules";
import { pureContracts } from "./build/pure-contracts";
import { routePreloads } from "./build/route-preloads";
import { UI_COMMON_LAYERS, UI_COMMON_SHARE } from "./build/screen-chunks";
import { serviceWorker } from "./build/service-worker";

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Smaller files gain nothing worth a second file: one TCP segment either way. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipBytes = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the highest levels (once per build, not
 * per request); the server sends the variant the browser accepts (`preCompressed` of @fastify/static).
 */
function precompress(): Plugin {
  return {
    name: "school:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const data = Buffer.from(file.type === "chunk" ? file.code : file.source);
          if (data.length < MIN_BYTES) return;
          const path = join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipBytes(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Ant Design's form context (read by Input, Select and others) imports one provider from @rc-component/form's
 * index, which attaches statics to its Form and so cannot be tree-shaken: every screen with an input carried the
 * whole form engine and its validator. The provider is taken from its own module instead.
 */
function leanAntdFormContext(): Plugin {
  return {
    name: "school:lean-antd-form-context",
    apply: "build",
    transform: {
      filter: { id: /antd[\\/]es[\\/]form[\\/]context\.js$/ },
      handler(code) {
        return code.replace(
          "import { FormProvider as RcFormProvider } from '@rc-component/form';",
          "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
        );
      },
    },
  };
}

/**
 * Excalidraw reads each language's texts from a file of its own and shows its English where one is empty: its Russian
 * leaves about a tenth empty ("More tools"), its Kazakh covers about a fifth. The build serves in their place its
 * Russian filled in (`features/board/excalidraw-ru.ts`) and, for Kazakh, that Russian overlaid with the app's Kazakh
 * (`features/board/excalidraw-kk.ts`, decision 0137); the board adds Kazakh to Excalidraw's language list, which
 * leaves out languages under 85 %. A release whose Russian file cannot be found or read fails the build.
 */
function excalidrawOverlays(): Plugin {
  const overlay = (file: string) => resolve(import.meta.dirname, `src/features/board/${file}`);
  const OVERLAYS: Record<string, { file: string; name: string }[]> = {
    "ru-RU": [{ file: overlay("excalidraw-ru.ts"), name: "EXCALIDRAW_RUSSIAN" }],
    "kk-KZ": [
      { file: overlay("excalidraw-ru.ts"), name: "EXCALIDRAW_RUSSIAN" },
      { file: overlay("excalidraw-kk.ts"), name: "EXCALIDRAW_KAZAKH" },
    ],
  };
  return {
    name: "school:excalidraw-overlays",
    load: {
      filter: { id: /@excalidraw[\\/]excalidraw[\\/]dist[\\/](prod|dev)[\\/]locales[\\/](ru-RU|kk-KZ)-[^\\/]+\.js$/ },
      handler(id) {
        const language = /(ru-RU|kk-KZ)-[^\\/]+\.js$/.exec(id)![1]!;
        const folder = dirname(id);
        const russian = readdirSync(folder).find((name) => /^ru-RU-[^.]+\.js$/.test(name));
        const source = russian ? readFileSync(join(folder, russian), "utf8") : "";
        const exported = [...source.matchAll(/export\s*\{([^}]*)\}\s*;?/g)].at(-1);
        const groups = [...(exported?.[1] ?? "").matchAll(/(\w+)(?:\s+as\s+(\w+))?/g)]
          .map((match) => ({ local: match[1]!, name: match[2] ?? match[1]! }))
          .filter((group) => group.name !== "default");
        if (!exported || groups.length === 0) throw new Error(`excalidrawOverlays: no Russian texts beside ${id}`);
        const layers = OVERLAYS[language]!;
        // Excalidraw's Russian module as it is, its export replaced by the overlaid groups.
        return [
          source.slice(0, exported.index) + source.slice(exported.index + exported[0].length),
          ...layers.map(
            (layer, index) => `import { ${layer.name} as __overlay${index} } from ${JSON.stringify(layer.file)};`,
          ),
          "const __merge = (base, over) => { if (!over) return base; const out = { ...base };",
          "  for (const [key, value] of Object.entries(over)) out[key] = typeof value === 'object' ? __merge(base?.[key] ?? {}, value) : value;",
          "  return out; };",
          ...groups.map(
            (group) =>
              `const __${group.name} = ${layers.reduce((base, _, index) => `__merge(${base}, __overlay${index}.${group.name})`, group.local)};`,
          ),
          `export { ${groups.map((group) => `__${group.name} as ${group.name}`).join(", ")} };`,
          `export default { ${groups.map((group) => `${group.name}: __${group.name}`).join(", ")} };`,
        ].join("\n");
      },
    },
  };
}

/**
 * React Router ships one build, with its development warnings on, and names its components and contexts by
 * assignments (`Link.displayName = "Link"`) the bundler must keep, so every export (the data router's contexts, NavLink,
 * Form, ScrollRestoration…) reached every first screen whether the app used it or not. Without the names and the
 * warnings, and with its `createContext`/`forwardRef`/`memo` calls marked pure, only what the app uses stays
 * (decision 0117: 13.3 KB gzipped of the first screen went to about 9). A release that writes these otherwise fails
 * the build rather than quietly growing the first screen again.
 */
function leanReactRouter(): Plugin {
  return {
    name: "school:lean-react-router",
    apply: "build",
    transform: {
      filter: {
        id: /react-router[\\/]dist[\\/]development[\\/]chunk-[^\\/]+\.mjs$/,
        code: "var ENABLE_DEV_WARNINGS = true;",
      },
      handler(code, id) {
        const lean = code
          .replace("var ENABLE_DEV_WARNINGS = true;", "var ENABLE_DEV_WARNINGS = false;")
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, "")
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, "= /* @__PURE__ */ $1");
        if (!lean.includes("var ENABLE_DEV_WARNINGS = false;") || /^[\w$]+\.displayName = /m.test(lean)) {
          this.error(`React Router's development warnings or component names were not found as expected in ${id}`);
        }
        return lean;
      },
    },
  };
}

/**
 * Excalidraw (the task board, decision 0023) loads its fonts from `window.EXCALIDRAW_ASSET_PATH`, or else from a
 * CDN that the Content-Security-Policy (and an offline school network) would block: the build copies them to
 * /excalidraw/fonts/ and the dev server serves them from the package. The CJK font (13 MB) is left out: the board's
 * languages are Russian, Kazakh and English, and a CJK text falls back to the system's font.
 */
function excalidrawFonts(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's production entry sits beside its fonts folder (dist/prod/).
  const fonts = join(dirname(require.resolve("@excalidraw/excalidraw")), "fonts");
  const keep = (source: string) => !source.includes(`${join(fonts, "Xiaolai")}`);
  let outDir = "dist";
  return {
    name: "school:excalidraw-fonts",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use("/excalidraw/fonts", (request, response, next) => {
        const file = join(fonts, decodeURIComponent((request.url ?? "").split("?")[0] ?? ""));
        if (!file.startsWith(fonts) || !existsSync(file) || !keep(file)) return next();
        response.setHeader("content-type", "font/woff2");
        response.end(readFileSync(file));
      });
    },
    writeBundle() {
      cpSync(fonts, join(outDir, "excalidraw", "fonts"), { recursive: true, filter: keep });
    },
    /**
     * Excalidraw lists a CDN after the asset path in every font's sources (its "fallback"), and the browser asked
     * it too: ~150 CSP errors while drawing. The fallback is the platform's copy as well, so no source names
     * another host; a release that words it differently fails the build rather than going back to the CDN.
     */
    transform: {
      filter: { id: /@excalidraw[\\/]excalidraw[\\/]dist[\\/]/, code: "https://esm.sh/" },
      handler(code, id) {
        const local = code.replace(
          /`https:\/\/esm\.sh\/\$\{[\s\S]{0,200}?\}\/dist\/prod\/`/,
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is JavaScript written into Excalidraw's code
          "`${window.location.origin}/excalidraw/`",
        );
        if (local === code) this.error(`Excalidraw's font CDN fallback was not found in ${id}`);
        return local;
      },
    },
  };
}

/**
 * Libraries the first screen of every route needs before any feature code runs (decision 0038). Not zod: only the
 * screens with forms use it, and a group that named it would bring it to the first screen (decision 0039). Nor
 * TanStack's persister, which keeps a signed-in user's answers once the page has loaded (decision 0175).
 */
const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:react-query|query-core)|i18next|react-i18next)[\\/]/;

const FIRST_SCREEN_GROUPS = firstScreenChunkGroups();

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    leanAntdFormContext(),
    antdIconLabels(),
    antdSteadyMotion(),
    pureContracts(),
    excalidrawFonts(),
    excalidrawOverlays(),
    leanReactRouter(),
    routePreloads(),
    afterPaintFiles(),
    serviceWorker(),
    bundleModules(),
  ],
  resolve: {
    alias: [
      /**
       * react-i18next reaches React's useSyncExternalStore through the shim for React 16 and 17, which answers
       * React's own hook whenever React has one, as 19 does: the shim's fallback code was 0.5 KB gzipped on every
       * first screen for nothing (decision 0144).
       */
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: resolve(import.meta.dirname, "build/use-sync-external-store-shim.ts"),
      },
    ],
  },
  server: {
    proxy: {
      // The task boards' live channel is a WebSocket under /api/live/.
      "/api": { target: "http://localhost:3000", ws: true },
      "/media": "http://localhost:3000",
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    /**
     * Files import each other through the page's import map instead of by their hashed names, so a file's name
     * changes with its own code only: after a deploy that changed one feature a returning user downloads that
     * feature's files, not every file that imports them and every file that imports those (decision 0173). The map
     * is inline; the server allows it by its hash (`inlineScriptSources`). A page drawn on the server carries none:
     * its starter adds the map after the paint (`afterPaintFiles`).
     */
    chunkImportMap: true,
    // A lazy screen's JavaScript imports are fetched by the module graph when it loads, instead of the entry listing
    // every screen's shared chunks up front: that list grew with each screen and sat on the first screen, which the
    // budget of decision 0018 counts. Its style sheets stay listed (only the list loads them); so do the page's own
    // <link rel="modulepreload"> tags.
    modulePreload: {
      /**
       * Every browser the build targets but Safari before 17 reads <link rel="modulepreload"> itself; there the
       * links are skipped and the modules load when imported, as they would anyway. The polyfill was a file of
       * its own on every first screen (0.4 KB and a request, decision 0144).
       */
      polyfill: false,
      resolveDependencies: (_file, deps, context) =>
        context.hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css")),
    },
    rolldownOptions: {
      /**
       * A feature's door (`features/<name>/index.ts`) only re-exports: told so, the bundler keeps of it what the
       * importer uses, instead of everything it names. One name taken from a feature's door (the student record's
       * query keys, say) had brought the whole feature to the screen: about 250 KB on the inbox (decisions 0173, 0174).
       */
      experimental: { lazyBarrel: true },
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      // The script a page drawn on the server loads first is built beside the app, as a classic one (`afterPaintFiles`).
      input: { index: resolve(import.meta.dirname, "index.html") },
      output: {
        codeSplitting: {
          groups: [
            /**
             * The runtime every screen starts with, as one file: split by the bundler along the first screen's
             * lazy edges it came as a handful of files, each compressed on its own and costing a request.
             */
            { name: "framework", test: FRAMEWORK_PACKAGES, priority: 20 },
            /**
             * The catalogue's screens (the guest's and the student's list, a program's page) with their layouts'
             * parts, as three files instead of two dozen of one to four kilobytes (each a round trip on a phone's
             * link): what only the catalogue uses, what only a program's page uses, and what they share with the
             * layouts. None takes a module of the entry's (no dependencies captured), so the entry imports none of
             * them and a route downloads only its own; the server names them in the route's page (decision 0106).
             */
            /**
             * What most of the interface library's users share, as three files instead of dozens of a kilobyte or
             * two (`build/screen-chunks.ts`, decisions 0173, 0177).
             */
            ...UI_COMMON_LAYERS.map((layer, index) => ({
              ...layer,
              minShareCount: UI_COMMON_SHARE,
              priority: 17 - index,
            })),

            ...(
              [
                ["app", FIRST_SCREEN_GROUPS.entry],
                ["catalogue-page", FIRST_SCREEN_GROUPS.cataloguePage],
                ["program-page", FIRST_SCREEN_GROUPS.programPage],
                ["main-layout", FIRST_SCREEN_GROUPS.mainLayout],
                ["screen-shell", FIRST_SCREEN_GROUPS.shared],
              ] as const
            ).map(([name, modules]) => ({
              name,
              // Vite's helper for lazy imports is the entry's too (a file of its own otherwise).
              test: (id: string) => modules.has(id) || (name === "app" && id.endsWith("vite/preload-helper.js")),
              priority: 10,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});
