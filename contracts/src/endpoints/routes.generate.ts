/// <reference types="node" />
// The one script and its test in contracts that touch files: node's types for these two only.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DICTIONARY_ENDPOINTS } from "./dictionary.endpoints.js";
import type { Endpoint } from "./endpoint.js";

/** The folder the endpoint files live in; the generated modules are `routes.ts` and `routes/<area>.ts` in it. */
export const ENDPOINTS_DIR = fileURLToPath(new URL(".", import.meta.url));
export const ROUTES_DIR = join(ENDPOINTS_DIR, "routes");
export const REGENERATE_ROUTES = "npm run routes -w contracts";

const HEADER = `// Generated from the endpoint objects by \`${REGENERATE_ROUTES}\`; do not edit (decision 0039).`;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "permission" in value;

function routeObject(target: Endpoint, indent: string): string {
  const fields = [`method: ${JSON.stringify(target.method)}`, `path: ${JSON.stringify(target.path)}`];
  if (target.status !== undefined) fields.push(`status: ${target.status}`);
  if (target.multipart) fields.push("multipart: true");
  if (target.response === null) fields.push("noJsonAnswer: true");
  return `{\n${fields.map((field) => `${indent}  ${field},\n`).join("")}${indent}}`;
}

/** Every `*.endpoints.ts` under the folder, as paths relative to the endpoints folder. */
function endpointFiles(folder = ENDPOINTS_DIR): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "routes" ? [] : endpointFiles(path);
    return entry.name.endsWith(".endpoints.ts") ? [relative(ENDPOINTS_DIR, path)] : [];
  });
}

/** `student-record/acts.endpoints.ts` → `student-record-acts`. */
const areaOf = (file: string) => file.replace(/\.endpoints\.ts$/, "").replaceAll("/", "-");

function dictionaryRoutes(): string[] {
  const kinds = Object.entries(DICTIONARY_ENDPOINTS).map(([kind, calls]) => {
    const entries = Object.entries(calls).map(([call, target]) => {
      const type = `Route<(typeof endpoints.DICTIONARY_ENDPOINTS)[${JSON.stringify(kind)}][${JSON.stringify(call)}]>`;
      return `    ${call}: ${routeObject(target, "    ")} as ${type},\n`;
    });
    return `  ${kind}: {\n${entries.join("")}  },\n`;
  });
  return [
    "",
    "/** Per dictionary kind: list, create, rename and delete its entries. */",
    `export const DICTIONARY_ROUTES = {\n${kinds.join("")}};`,
  ];
}

/**
 * The generated modules by path (relative to the endpoints folder): one per endpoint file, so a bundler puts each
 * area's routes in the chunks that call them (one module of every route sat whole on the first screen), and
 * `routes.ts`, which re-exports them all for `@school/contracts/routes`.
 */
export async function routeModules(): Promise<Map<string, string>> {
  const modules = new Map<string, string>();
  const barrel = [HEADER, 'export type { EndpointOf, Route } from "./route.js";'];
  // By area name, as the formatter orders the barrel's exports ("course" before "course-members").
  const files = endpointFiles().sort((a, b) => (areaOf(a) < areaOf(b) ? -1 : 1));
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(ENDPOINTS_DIR, file)).href);
    const lines = [
      HEADER,
      'import type * as endpoints from "../index.js";',
      'import type { Route } from "../route.js";',
    ];
    // Sorted by name: a module namespace's order is not the same under every loader.
    const named = Object.entries(module).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name, value] of named) {
      if (!isEndpoint(value)) continue;
      lines.push("", `export const ${name} = ${routeObject(value, "")} as Route<typeof endpoints.${name}>;`);
    }
    if (module.DICTIONARY_ENDPOINTS === DICTIONARY_ENDPOINTS) lines.push(...dictionaryRoutes());
    if (lines.length === 3) continue;
    modules.set(`routes/${areaOf(file)}.ts`, `${lines.join("\n")}\n`);
    barrel.push(`export * from "./routes/${areaOf(file)}.js";`);
  }
  modules.set("routes.ts", `${barrel.join("\n")}\n`);
  return modules;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  rmSync(ROUTES_DIR, { recursive: true, force: true });
  for (const [path, text] of await routeModules()) {
    mkdirSync(dirname(join(ENDPOINTS_DIR, path)), { recursive: true });
    writeFileSync(join(ENDPOINTS_DIR, path), text);
  }
}
