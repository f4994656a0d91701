import { describe, expect, it } from "vitest";
import { apiSuite } from "../../test/test-app.js";

/**
 * Payment links are limited per address like the other public token calls (decision 0159): guessing tokens from one
 * address stops at the limit, whatever the tokens, and another address is not held up by it.
 */
const suite = apiSuite({ rateLimits: { windowSeconds: 900, perAccount: 1000, perAddress: 5 } });

const guess = (address: string, index: number) =>
  suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/pay/link/${String(index).padStart(43, "x")}/`,
    remoteAddress: address,
  });

describe("guessing payment links", () => {
  it("finds nothing, then is refused (429) past the address's limit", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await guess("192.0.2.7", index)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect((await guess("192.0.2.8", 0)).statusCode).toBe(404);
  });
});
