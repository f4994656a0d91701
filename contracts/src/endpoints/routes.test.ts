/// <reference types="node" />
// The one script and its test in contracts that touch files: node's types for these two only.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { login } from "./auth.endpoints.js";
import { DICTIONARY_ENDPOINTS } from "./dictionary.endpoints.js";
import { ENDPOINTS_DIR, REGENERATE_ROUTES, ROUTES_DIR, routeModules } from "./routes.generate.js";
import * as routes from "./routes.js";

describe("the web's routes (decision 0039)", () => {
  it("routes.ts and routes/ are what the endpoint objects generate, and nothing else is there", async () => {
    const generated = await routeModules();
    const stale = [...generated].filter(([path, text]) => readFileSync(join(ENDPOINTS_DIR, path), "utf8") !== text);
    expect(
      stale.map(([path]) => path),
      `stale routes: run \`${REGENERATE_ROUTES}\``,
    ).toEqual([]);
    const present = readdirSync(ROUTES_DIR).map((name) => `routes/${name}`);
    expect(present.sort()).toEqual([...generated.keys()].filter((path) => path !== "routes.ts").sort());
  });

  it("carries each endpoint's method, path and status, and no schema", () => {
    expect(routes.login).toEqual({ method: login.method, path: login.path });
    expect(routes.DICTIONARY_ROUTES.city.deleteEntry).toEqual({
      method: "DELETE",
      path: DICTIONARY_ENDPOINTS.city.deleteEntry.path,
      status: 204,
      noJsonAnswer: true,
    });
  });
});
