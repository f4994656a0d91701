import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { SERVER_ROOT } from "./src/paths.js";

/**
 * `npm run build -w server`: the server and the operator commands as plain JavaScript in `dist/` (decision 0087), so
 * `npm start` and the container run `node`, with nothing compiled at start. The workspace's own TypeScript (the server,
 * the contracts) is bundled; every installed package stays an import, resolved from node_modules as under tsx. The
 * entry points sit side by side in `dist/`, one level below the package as `src/paths.ts` expects.
 */
const dependenciesOf = (packageFile: string): string[] =>
  Object.keys(JSON.parse(readFileSync(join(SERVER_ROOT, packageFile), "utf8")).dependencies ?? {});
const installed = [...dependenciesOf("package.json"), ...dependenciesOf("../contracts/package.json")].filter(
  (name) => !name.startsWith("@school/"),
);
const outdir = join(SERVER_ROOT, "dist");

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(SERVER_ROOT, "src/main.ts"),
    // The PDF threads' entry (decision 0164): started by the server on dist/pdf-worker.js, beside its own files.
    "pdf-worker": join(SERVER_ROOT, "src/pdf-worker.ts"),
    "create-school": join(SERVER_ROOT, "src/cli/create-school.ts"),
    "set-tariff": join(SERVER_ROOT, "src/cli/set-tariff.ts"),
    backup: join(SERVER_ROOT, "src/cli/backup.ts"),
    restore: join(SERVER_ROOT, "src/cli/restore.ts"),
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: installed.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
