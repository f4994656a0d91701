import { readFileSync } from "node:fs";
import { API_CONTRACT, API_EXTENSIONS, API_PREFIX } from "@school/contracts";
import { ENDPOINTS } from "@school/contracts/all-endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const key = (method: string, path: string) => `${method} ${path}`;
const contractKeys = new Set(API_CONTRACT.map((endpoint) => key(endpoint.method, endpoint.path)));
const extensionKeys = new Set(API_EXTENSIONS.map((endpoint) => key(endpoint.method, endpoint.path)));

describe("the API contract", () => {
  it("registers only contract routes or documented extensions, and reports coverage", () => {
    const registered = harness.app.apiRoutes.map((route) =>
      key(route.method, route.url.slice(API_PREFIX.length).replace(/:(\w+)/g, "{$1}")),
    );
    const outside = registered.filter((route) => !contractKeys.has(route) && !extensionKeys.has(route));
    expect(outside).toEqual([]);
    const implemented = registered.filter((route) => contractKeys.has(route)).length;
    console.info(
      `API contract coverage: ${implemented} / ${contractKeys.size} implemented (${Math.round((implemented / contractKeys.size) * 100)}%), plus ${registered.length - implemented} documented extensions`,
    );
    expect(implemented).toBeGreaterThan(0);
  });

  it("declares every endpoint object once, as a contract row or a documented extension", () => {
    const keys = ENDPOINTS.map((endpoint) => key(endpoint.method, endpoint.path));
    expect(keys.filter((endpointKey, index) => keys.indexOf(endpointKey) !== index)).toEqual([]);
    expect(keys.filter((endpointKey) => !contractKeys.has(endpointKey) && !extensionKeys.has(endpointKey))).toEqual([]);
  });

  it("registers every endpoint object exactly once, and no route without one", () => {
    const registrations = ENDPOINTS.map((endpoint) => ({
      endpoint: key(endpoint.method, endpoint.path),
      routes: harness.app.apiRoutes.filter((route) => route.def.endpoint === endpoint).length,
    }));
    expect(registrations.filter(({ routes }) => routes !== 1)).toEqual([]);
    const known = new Set(ENDPOINTS);
    const strays = harness.app.apiRoutes.filter((route) => !known.has(route.def.endpoint));
    expect(strays.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("is the specification's table: contracts/spec/endpoints.tsv, row for row", () => {
    // The spec's own copy lives in the repository; a missing or edited file fails here instead of being skipped.
    const specRows = readFileSync(new URL("../../../contracts/spec/endpoints.tsv", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .slice(1)
      .map((line) => {
        const [area, method, path, fields = ""] = line.split("\t");
        return { area, method, path, fields };
      });
    expect(specRows.length).toBeGreaterThan(0);
    expect(API_CONTRACT.map(({ area, method, path, fields }) => ({ area, method, path, fields }))).toEqual(specRows);
  });

  it("publishes an OpenAPI document with every route at /api/docs", async () => {
    const document = await harness.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths as object);
    expect(paths.length).toBe(new Set(harness.app.apiRoutes.map((route) => route.url)).size);
    const ui = await harness.app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
  });
});
