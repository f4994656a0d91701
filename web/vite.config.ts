import { cpSync, existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { firstScreenChunkModules } from "./build/first-screen-modules";

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
 * screens with forms use it, and a group that named it would bring it to the first screen (decision 0039).
 */
const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next)[\\/]/;

const FIRST_SCREEN_MODULES = firstScreenChunkModules();

export default defineConfig({
  plugins: [react(), precompress(), leanAntdFormContext(), excalidrawFonts()],
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
    // A lazy screen's JavaScript imports are fetched by the module graph when it loads, instead of the entry listing
    // every screen's shared chunks up front: that list grew with each screen and sat on the first screen, which the
    // budget of decision 0018 counts. Its style sheets stay listed (only the list loads them); so do the page's own
    // <link rel="modulepreload"> tags.
    modulePreload: {
      resolveDependencies: (_file, deps, context) =>
        context.hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css")),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            /**
             * The runtime every screen starts with, as one file: split by the bundler along the first screen's
             * lazy edges it came as a handful of files, each compressed on its own and costing a request.
             */
            { name: "framework", test: FRAMEWORK_PACKAGES, priority: 20 },
            /**
             * The catalogue's screens (the guest's and the student's list, a program's page) with their layout and
             * parts, as one file instead of two dozen of one to four kilobytes (each a round trip on a phone's
             * link). A group also takes the modules its own import, the entry's among them, so the entry imports
             * it and index.html preloads it beside the framework: the screen arrives in the entry's round trip
             * rather than after the entry has run (Lighthouse's LCP on a phone: 2.8 s → 2.2 s).
             */
            { name: "catalogue-screen", test: (id) => FIRST_SCREEN_MODULES.has(id), priority: 10 },
          ],
        },
      },
    },
  },
});
