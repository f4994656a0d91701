import { API_ONLY_CALLS, apiOnlyCallsPage, type EndpointName } from "@school/contracts/api-only";
import * as routes from "@school/contracts/routes";
import { describe, expect, it } from "vitest";

/**
 * Every call of the API has its place on a screen of the web app or is listed as API-only with why (issue 20,
 * decision 0048): a new endpoint nobody calls fails here until a screen calls it or the list says why not.
 */
const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const ROUTES_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@school\/contracts\/routes["']/g;

/** The names a source imports from the routes module (`a as b` counts as `a`; type-only imports are not calls). */
function importedRoutes(text: string): string[] {
  return [...text.matchAll(ROUTES_IMPORT)].flatMap(([, names]) =>
    (names ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "" && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

const used = new Set(Object.values(sources).flatMap(importedRoutes));
const endpoints = (Object.keys(routes) as (keyof typeof routes)[]).filter(
  (name): name is EndpointName => name !== "DICTIONARY_ROUTES",
);
const listed = Object.keys(API_ONLY_CALLS) as EndpointName[];

describe("calls without a screen", () => {
  it("reads the web sources and the endpoints (the checks below would pass on nothing)", () => {
    expect(Object.keys(sources)).toContain("./http-client.ts");
    expect(used).toContain("refreshSession");
    expect(endpoints.length).toBeGreaterThan(200);
  });

  it("every endpoint is called by the web app or listed as API-only with why", () => {
    expect(endpoints.filter((name) => !used.has(name) && !listed.includes(name))).toEqual([]);
  });

  it("no listed call is used by the web app (the entry is stale: take it out of contracts/src/api-only.ts)", () => {
    expect(listed.filter((name) => used.has(name))).toEqual([]);
  });

  it("every listed call is an endpoint and says why", () => {
    expect(listed.filter((name) => !endpoints.includes(name))).toEqual([]);
    for (const [name, entry] of Object.entries(API_ONLY_CALLS)) expect(entry?.why.length, name).toBeGreaterThan(20);
  });

  it("the dictionaries' four calls are made for every kind through DICTIONARY_ROUTES[kind]", () => {
    const calls = Object.keys(Object.values(routes.DICTIONARY_ROUTES)[0] ?? {});
    const text = Object.values(sources).join("\n");
    expect(calls.filter((call) => !text.includes(`DICTIONARY_ROUTES[input.kind].${call}`))).toEqual([]);
  });

  it("reads the names a source imports from the routes module", () => {
    const text = 'import {\n  a,\n  b as c,\n  type D,\n} from "@school/contracts/routes";\nimport { e } from "x";';
    expect(importedRoutes(text)).toEqual(["a", "b"]);
  });

  it("docs/api-only-calls.md is written from the list (after a change: run this file with -u)", async () => {
    await expect(apiOnlyCallsPage()).toMatchFileSnapshot("../../../docs/api-only-calls.md");
  });
});
