/// <reference types="node" />
// The one script and its test in contracts that touch files: node's types for these two only.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { login } from "./auth.endpoints.js";
import { DICTIONARY_ENDPOINTS } from "./dictionary.endpoints.js";
import { REGENERATE_ROUTES, ROUTES_FILE, routesModuleSource } from "./routes.generate.js";
import * as routes from "./routes.js";

describe("the web's routes (decision 0039)", () => {
  it("routes.ts is what the endpoint objects generate", () => {
    const stale = readFileSync(ROUTES_FILE, "utf8") !== routesModuleSource();
    expect(stale, `routes.ts is stale: run \`${REGENERATE_ROUTES}\``).toBe(false);
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
