import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMobizonFake } from "../../test/mobizon-fake.js";
import { createMobizonTransport } from "./sms.js";

let fake: Awaited<ReturnType<typeof startMobizonFake>>;
beforeAll(async () => {
  fake = await startMobizonFake();
});
afterAll(async () => fake?.close());

const transport = () => createMobizonTransport({ apiKey: "kz-test-key", apiUrl: fake.url });
const sms = { phone: "+77011234567", text: "Code: 123456" };

describe("Mobizon's protocol", () => {
  it("posts recipient and text as a form to message/sendSmsMessage with the key; code 0 is sent", async () => {
    expect(await transport().send(sms)).toEqual({ kind: "sent", providerMessageId: expect.any(String) });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe("/service/message/sendSmsMessage");
    expect(Object.fromEntries(request.query)).toEqual({ output: "json", api: "v1", apiKey: "kz-test-key" });
    expect(request.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request.form)).toEqual({ recipient: "77011234567", text: "Code: 123456" });
  });

  it("a validation or access refusal fails for good; the provider's own errors and 5xx are retried", async () => {
    fake.answerNext(
      { code: 1, message: "Validation error", data: { recipient: "Invalid number" } },
      { code: 8, message: "Access denied" },
      { code: 999, message: "Internal error" },
      { httpStatus: 502 },
      { code: 100, data: { messageId: "77" } },
    );
    expect(await transport().send(sms)).toMatchObject({ kind: "failed", detail: expect.stringContaining("Mobizon 1") });
    expect(await transport().send(sms)).toMatchObject({ kind: "failed" });
    expect(await transport().send(sms)).toMatchObject({ kind: "retry", detail: expect.stringContaining("999") });
    expect(await transport().send(sms)).toMatchObject({ kind: "retry", detail: "HTTP 502" });
    expect(await transport().send(sms)).toEqual({ kind: "sent", providerMessageId: "77" });
  });

  it("no answer is retried", async () => {
    const down = createMobizonTransport({ apiKey: "k", apiUrl: "http://127.0.0.1:1" });
    expect(await down.send(sms)).toMatchObject({ kind: "retry", detail: expect.stringMatching(/^network/) });
  });
});
