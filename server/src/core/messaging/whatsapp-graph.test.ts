import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPH_ERRORS, startWhatsappGraphFake } from "../../test/whatsapp-graph-fake.js";
import { createWhatsappGraph, outcomeOfGraphError } from "./whatsapp-graph.js";

/** The Graph API's refusals, as the Cloud API documents its codes, mapped to what a delivery job does next. */
const refusal = (code: number, message = "refused") => ({
  error: { message, type: "OAuthException", code, error_data: { messaging_product: "whatsapp", details: message } },
});

describe("a Graph API refusal", () => {
  it("waits and tries again after a rate limit: the number's throughput, the app's calls, one person's pace", () => {
    expect(outcomeOfGraphError(400, refusal(130429))).toMatchObject({ kind: "retry", afterSeconds: 60 });
    expect(outcomeOfGraphError(400, refusal(80007))).toMatchObject({ kind: "retry", afterSeconds: 60 });
    expect(outcomeOfGraphError(400, refusal(131056))).toMatchObject({ kind: "retry", afterSeconds: 6 });
  });

  it("tries again after Meta's own passing faults and answers that are not the Graph API's", () => {
    expect(outcomeOfGraphError(500, refusal(131000))).toMatchObject({ kind: "retry" });
    expect(outcomeOfGraphError(502, "<html>Bad Gateway</html>")).toMatchObject({ kind: "retry" });
  });

  it("fails for good when the person cannot be reached, the window is closed or the token is wrong", () => {
    expect(outcomeOfGraphError(400, refusal(131026))).toMatchObject({ kind: "failed", reason: "invalid_address" });
    expect(outcomeOfGraphError(400, refusal(131047, "Re-engagement message"))).toMatchObject({
      kind: "failed",
      reason: "rejected",
      detail: expect.stringContaining("131047"),
    });
    expect(outcomeOfGraphError(401, refusal(190))).toMatchObject({ kind: "failed", reason: "rejected" });
    expect(outcomeOfGraphError(404, refusal(132001))).toMatchObject({ kind: "failed", reason: "rejected" });
  });
});

describe("a document sent by WhatsApp", () => {
  let fake: Awaited<ReturnType<typeof startWhatsappGraphFake>>;
  const number = { phoneNumberId: "109876543210555", accessToken: "EAAG-graph-test-token-0123456789" };
  const to = "77015550555";
  const file = { name: "Договор Д-7.pdf", mime: "application/pdf", data: Buffer.from("%PDF-1.7 the contract") };
  beforeAll(async () => {
    fake = await startWhatsappGraphFake();
    fake.addNumber({ phoneNumberId: number.phoneNumberId, token: number.accessToken, display: "+7", name: "School" });
    fake.inbound({ phoneNumberId: number.phoneNumberId, from: to, text: "Здравствуйте" });
  });
  afterAll(() => fake?.close());

  it("is uploaded, then sent by the media id with its name and caption", async () => {
    const graph = createWhatsappGraph({ baseUrl: fake.url });
    const outcome = await graph.sendDocument(number, { to, text: "Договор готов", file });
    expect(outcome).toMatchObject({ kind: "delivered", providerMessageId: expect.stringMatching(/^wamid\./) });
    const sent = fake.sent.at(-1)!;
    expect(sent).toMatchObject({ type: "document", document: { filename: file.name, caption: "Договор готов" } });
    expect(fake.mediaOf(sent.document!.id)).toEqual({ data: file.data, mime: "application/pdf" });
  });

  it("goes no further when the upload is refused: the refusal is the send's outcome", async () => {
    const graph = createWhatsappGraph({ baseUrl: fake.url });
    const sentBefore = fake.sent.length;
    fake.failNext(GRAPH_ERRORS.serverError);
    expect(await graph.sendDocument(number, { to, text: "Договор готов", file })).toMatchObject({ kind: "retry" });
    const wrongToken = { ...number, accessToken: "EAAG-wrong-token-000000000" };
    expect(await graph.sendDocument(wrongToken, { to, text: "Договор готов", file })).toMatchObject({
      kind: "failed",
      reason: "rejected",
      detail: expect.stringContaining("190"),
    });
    expect(fake.sent).toHaveLength(sentBefore);
  });
});
