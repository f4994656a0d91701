/// <reference types="node" />
// The one script and its test in contracts that touch files: node's types for these two only.
import { writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DICTIONARY_ENDPOINTS } from "./dictionary.endpoints.js";
import type { Endpoint } from "./endpoint.js";
import * as endpoints from "./index.js";

/** Where the generated module lives and the command that rewrites it. */
export const ROUTES_FILE = fileURLToPath(new URL("./routes.ts", import.meta.url));
export const REGENERATE_ROUTES = "npm run routes -w contracts";

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "permission" in value;

function routeObject(target: Endpoint, indent: string): string {
  const fields = [`method: ${JSON.stringify(target.method)}`, `path: ${JSON.stringify(target.path)}`];
  if (target.status !== undefined) fields.push(`status: ${target.status}`);
  if (target.multipart) fields.push("multipart: true");
  if (target.response === null) fields.push("noJsonAnswer: true");
  return `{\n${fields.map((field) => `${indent}  ${field},\n`).join("")}${indent}}`;
}

/** The text of routes.ts: one plain object per endpoint under the endpoint's own export name. */
export function routesModuleSource(): string {
  const lines = [
    `// Generated from the endpoint objects by \`${REGENERATE_ROUTES}\`; do not edit (decision 0039).`,
    'import type * as endpoints from "./index.js";',
    'import type { Route } from "./route.js";',
    "",
    'export type { EndpointOf, Route } from "./route.js";',
  ];
  // Sorted by name: a module namespace's order is not the same under every loader.
  const named = Object.entries(endpoints).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [name, value] of named) {
    if (!isEndpoint(value)) continue;
    lines.push("", `export const ${name} = ${routeObject(value, "")} as Route<typeof endpoints.${name}>;`);
  }
  const kinds = Object.entries(DICTIONARY_ENDPOINTS).map(([kind, calls]) => {
    const entries = Object.entries(calls).map(([call, target]) => {
      const type = `Route<(typeof endpoints.DICTIONARY_ENDPOINTS)[${JSON.stringify(kind)}][${JSON.stringify(call)}]>`;
      return `    ${call}: ${routeObject(target, "    ")} as ${type},\n`;
    });
    return `  ${kind}: {\n${entries.join("")}  },\n`;
  });
  lines.push("", "/** Per dictionary kind: list, create, rename and delete its entries. */");
  lines.push(`export const DICTIONARY_ROUTES = {\n${kinds.join("")}};`);
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ROUTES_FILE, routesModuleSource());
}
