import { SIGNED_IN_ROLES, type SignedInRole } from "@school/contracts";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { RegisteredApiRoute } from "../core/route.js";
import { apiSuite } from "./test-app.js";

/**
 * Hostile input on every registered route (read from Fastify, so new routes are fuzzed without a word here): query
 * strings, JSON bodies and path parameters full of oversized numbers, control characters, wrong types and huge
 * strings, sent as a role the route lets in. Bad input must be refused as 4xx; a 5xx fails the test with the route,
 * the input and the answer. Seeded, so a failure replays exactly.
 */
const suite = apiSuite();
const RUNS_PER_ROUTE = 25;
const SEED = 20_261_122;

const NASTY_STRINGS = [
  "2147483648",
  "-2147483649",
  "99999999999999999999999",
  "1e309",
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "\u0007bell",
  "line\u001bescape",
  "\uD800",
  "null",
  "true",
  "[]",
  "{}",
  "2026-02-30",
  "0000-00-00",
  "9999-99-99",
  "1,2,2147483648",
  ",,,",
  "../../etc/passwd",
  "' OR 1=1 --",
  "%00",
  "<script>alert(1)</script>",
  "x".repeat(70_000),
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: "binary", maxLength: 30 }));
const nastyScalar = fc.oneof(
  nastyString,
  fc.constantFrom(2_147_483_648, -1, 0, Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, 1.5, -0),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const nastyValue = fc.oneof(
  { weight: 4, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyScalar, { maxKeys: 3 }) },
);

/** The field names a route's zod schema declares, so the fuzzer mostly hits fields the route reads. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const candidate = current as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } };
    if (candidate.shape) return Object.keys(candidate.shape);
    current = candidate.def?.in ?? candidate.def?.innerType;
  }
  return [];
}

function inputFor(fields: string[]) {
  const key =
    fields.length > 0 ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, nastyString) : nastyString;
  return fc.dictionary(key, nastyValue, { maxKeys: 6 });
}

const toQueryString = (query: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === "object" && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
};

let headersOf: (role: SignedInRole | "guest") => Promise<Record<string, string>>;

beforeAll(async () => {
  const tokens = new Map<SignedInRole, Record<string, string>>();
  for (const role of SIGNED_IN_ROLES) tokens.set(role, await suite.harness.authAs(suite.school, role));
  headersOf = async (role) => (role === "guest" ? {} : tokens.get(role)!);
});

const callerOf = (route: RegisteredApiRoute): SignedInRole | "guest" =>
  route.def.access.includes("guest") ? "guest" : SIGNED_IN_ROLES.find((role) => route.def.access.includes(role))!;

/** One request as the route's caller; a 5xx is recorded with what was sent. */
async function send(
  route: RegisteredApiRoute,
  input: { path: string; query: Record<string, unknown>; body: unknown },
  failures: string[],
): Promise<boolean> {
  const caller = callerOf(route);
  const queryString = toQueryString(input.query);
  const withBody = route.method !== "GET" && route.method !== "DELETE";
  const response = await suite.harness.app.inject({
    method: route.method as "GET",
    url: queryString ? `${input.path}?${queryString}` : input.path,
    headers: { ...(await headersOf(caller)), ...(withBody ? { "content-type": "application/json" } : {}) },
    ...(withBody ? { payload: JSON.stringify(input.body) } : {}),
  });
  if (response.statusCode < 500) return true;
  failures.push(
    `${route.method} ${route.url} as ${caller}: ${response.statusCode} ${response.body.slice(0, 200)} ` +
      `path=${input.path.slice(0, 120)} query=${JSON.stringify(input.query).slice(0, 200)} ` +
      `body=${JSON.stringify(input.body).slice(0, 200)}`,
  );
  return false;
}

/** A path segment for any string: a lone surrogate cannot be percent-encoded, so it is sent as its bytes would be. */
const asPathSegment = (value: string) => {
  try {
    return encodeURIComponent(value) || "%20";
  } catch {
    return "%ED%A0%80";
  }
};

/** The route's path with every parameter set to a real id of the test school (the first user's). */
const ownPath = (route: RegisteredApiRoute) => route.url.replace(/:(\w+)/g, () => String(suite.school.users.student));

describe("every API route under hostile input", () => {
  it("answers 4xx for every hostile value in every declared field and path parameter", async () => {
    const failures: string[] = [];
    for (const route of suite.harness.app.apiRoutes) {
      // An update that changes nothing, on a row that exists where the path names a user (issue 20).
      if (route.method === "PATCH" || route.method === "PUT") {
        await send(route, { path: ownPath(route), query: {}, body: {} }, failures);
      }
      for (const value of NASTY_STRINGS) {
        for (const field of fieldsOf(route.def.query)) {
          await send(route, { path: ownPath(route), query: { [field]: value }, body: {} }, failures);
        }
        for (const field of fieldsOf(route.def.body)) {
          await send(route, { path: ownPath(route), query: {}, body: { [field]: value } }, failures);
        }
        for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
          const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
            name === param ? asPathSegment(value) : String(suite.school.users.student),
          );
          await send(route, { path, query: {}, body: {} }, failures);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("answers 4xx for random mixes of hostile fields, values and types", async () => {
    const routes = suite.harness.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const route of routes) {
      const params = fc.record(
        Object.fromEntries([...route.url.matchAll(/:(\w+)/g)].map((match) => [match[1]!, nastyString])),
      );
      const property = fc.asyncProperty(
        params,
        inputFor(fieldsOf(route.def.query)),
        inputFor(fieldsOf(route.def.body)),
        (pathValues, query, body) => {
          const path = route.url.replace(/:(\w+)/g, (_match, name: string) => asPathSegment(String(pathValues[name])));
          return send(route, { path, query, body }, failures);
        },
      );
      await fc.assert(property, { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true }).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
