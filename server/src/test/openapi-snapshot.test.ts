import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

/** Keys sorted at every level: the file changes when the API does, not when routes are registered in another order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The OpenAPI document the server publishes at /api/docs, committed: a changed contract (a field, a status, a route)
 * changes docs/openapi.json and shows in review, and clients can be generated from the file without a server.
 * After an intended change: `npx vitest run server/src/test/openapi-snapshot.test.ts -u`.
 */
describe("the OpenAPI document", () => {
  it("matches the committed docs/openapi.json", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = `${JSON.stringify(sortedKeys(response.json()), null, 2)}\n`;
    await expect(document).toMatchFileSnapshot("../../../docs/openapi.json");
  });
});
