import { API_CONTRACT, API_EXTENSIONS } from "@school/contracts";
import { describe, expect, it } from "vitest";

/**
 * API paths live in the contracts package only (decision 0016): the web calls endpoint objects through
 * `callEndpoint`, so a path spelled here again could drift from the server's without a type error.
 */
const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The first segment of every contract path (`user/`, `course/`, `check/`, …), and the /api/v1/ prefix itself. */
const areas = [...new Set([...API_CONTRACT, ...API_EXTENSIONS].map((endpoint) => endpoint.path.split("/")[0]!))];
const apiPathLiteral = new RegExp(`["'\`](?:/?api/v1/|(?:${areas.map(escapeRegExp).join("|")})/)`);

const offendingLines = (pattern: RegExp) =>
  Object.entries(sources).flatMap(([file, text]) =>
    text
      .split("\n")
      .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
      .filter(({ line }) => pattern.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`),
  );

describe("API paths", () => {
  it("reads the web sources (the check below would pass on nothing)", () => {
    expect(Object.keys(sources)).toContain("./http-client.ts");
    expect(areas).toEqual(expect.arrayContaining(["user", "course", "check"]));
  });

  it("are never written in the web app: calls go through endpoint objects of the contracts package", () => {
    expect(offendingLines(apiPathLiteral)).toEqual([]);
  });

  it("recognises a path literal", () => {
    expect(apiPathLiteral.test('callApi("user/accounts/login/")')).toBe(true);
    expect(apiPathLiteral.test("fetch(`/api/v1/course/course/my/`)")).toBe(true);
    expect(apiPathLiteral.test("const COURSE = `course/course/`;")).toBe(true);
    expect(apiPathLiteral.test('<Link to={"/course/info/1"}>')).toBe(false);
  });

  it("leave the aggregate endpoint list to the server and tests, so bundles carry only the endpoints they call", () => {
    expect(offendingLines(/@school\/contracts\/all-endpoints/)).toEqual([]);
  });
});
