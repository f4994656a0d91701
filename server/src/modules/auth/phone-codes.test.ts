import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMobizonFake } from "../../test/mobizon-fake.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/** Phone codes (decision 0059): queued as `sms.send`, delivered through Mobizon's protocol, limited as e-mail codes. */
let mobizon: Awaited<ReturnType<typeof startMobizonFake>>;
let harness: TestApp;

beforeAll(async () => {
  mobizon = await startMobizonFake();
  harness = await createTestApp({
    env: { SMS_PROVIDER: "mobizon", MOBIZON_API_KEY: "kz-key", MOBIZON_API_URL: mobizon.url },
    rateLimits: { windowSeconds: 900, perAccount: 3, perAddress: 5 },
  });
});
afterAll(async () => {
  await harness?.close();
  await mobizon?.close();
});

const generate = (phone: string, address = "10.0.0.1") =>
  harness.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/generate_otp/",
    payload: { phone },
    remoteAddress: address,
  });

async function textTo(recipient: string, count: number) {
  await expect.poll(() => mobizon.textsTo(recipient).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return mobizon.textsTo(recipient).at(-1)!;
}

describe("phone codes by SMS", () => {
  it("reach the provider through the queue, and the code signs the phone in once", async () => {
    expect((await generate("+77011110001")).statusCode).toBe(200);
    const text = await textTo("77011110001", 1);
    const code = /(\d{6})/.exec(text)![1]!;
    const check = (otp: string) =>
      harness.app.inject({ method: "GET", url: `/api/v1/user/accounts/check_otp/?phone=%2B77011110001&otp=${otp}` });
    expect((await check(code)).statusCode).toBe(200);
    expect((await check(code)).statusCode).toBe(422);
  });

  it("a provider's passing fault is retried until the SMS goes", async () => {
    mobizon.answerNext({ httpStatus: 502 });
    await generate("+77011110002", "10.0.0.2");
    // The first call met the 502; the queue's retry (2 s later) is the second.
    expect(await textTo("77011110002", 2)).toMatch(/^Code: \d{6}\./);
  });

  it("are limited per number and per address as e-mail codes are", async () => {
    for (let i = 0; i < 3; i += 1) expect((await generate("+77011110003", `10.0.1.${i}`)).statusCode).toBe(200);
    const over = await generate("+77011110003", "10.0.1.9");
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBeDefined();
    for (let i = 0; i < 5; i += 1) expect((await generate(`+7701222000${i}`, "10.0.2.1")).statusCode).toBe(200);
    expect((await generate("+77012220009", "10.0.2.1")).statusCode).toBe(429);
  });
});
