import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { antdIconLabels, antdSteadyMotion } from "./build/antd-patches";

/**
 * The server's bundle of the guest pages (decision 0145): `src/ssr/entry-server.tsx` with everything it imports,
 * libraries included, in one folder beside the browser's build (dist-ssr/, never served as a file), so the
 * platform's server imports one self-contained module whatever is installed beside it.
 */
export default defineConfig({
  // Ant Design patched as in the browser's build: a page drawn here must be the one the browser hydrates.
  plugins: [react(), antdIconLabels(), antdSteadyMotion()],
  ssr: { noExternal: true },
  // The server's own useTranslation (src/ssr/server-translation.ts): the same texts without the browser's per-component
  // copy of the i18n instance.
  resolve: {
    alias: [
      // Node's own entry of the icons is their CommonJS build, a second copy of what the pages import from Ant Design
      // (its ES modules) and one the icon labels' transform does not reach: the ES modules, as in the browser.
      {
        find: /^@ant-design\/icons$/,
        replacement: join(
          dirname(createRequire(import.meta.url).resolve("@ant-design/icons/package.json")),
          "es/index.js",
        ),
      },
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL("src/ssr/server-translation.ts", import.meta.url)),
      },
    ],
  },
  // React's production build whatever NODE_ENV the server runs with: no development checks, and a part that fails
  // on the server leaves no stack trace in the page. `SSR_DEBUG=1` builds the development one, whose page says, in
  // each part left to the browser, why the server could not draw it.
  define: { "process.env.NODE_ENV": JSON.stringify(process.env.SSR_DEBUG ? "development" : "production") },
  build: {
    ssr: "src/ssr/entry-server.tsx",
    outDir: "dist-ssr",
    emptyOutDir: true,
    sourcemap: false,
    target: "node20",
  },
});
