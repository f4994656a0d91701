import { Bot } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTelegramFake, type TelegramFake } from "../../test/telegram-fake.js";
import { createTelegramChannel } from "./telegram-channel.js";
import { toTelegramHtml } from "./telegram-html.js";

let fake: TelegramFake;
beforeAll(async () => {
  fake = await startTelegramFake();
});
afterAll(async () => fake?.close());

const channelOn = (apiRoot: string) => {
  const reports: unknown[] = [];
  const bot = new Bot(fake.token(), { client: { apiRoot } });
  return { channel: createTelegramChannel({ api: bot.api, onReport: async (r) => void reports.push(r) }), reports };
};
const message = { subject: "", text: "Hello <world> & co" };

describe("the Telegram channel's outcomes", () => {
  it("ok → delivered, plain text escaped for HTML mode", async () => {
    const { channel, reports } = channelOn(fake.apiRoot);
    const outcome = await channel.send("42", message);
    expect(outcome).toMatchObject({ kind: "delivered", providerMessageId: expect.any(String) });
    expect(fake.messagesTo(42).at(-1)).toMatchObject({ text: "Hello &lt;world&gt; &amp; co", parseMode: "HTML" });
    expect(reports).toEqual([{ chatId: "42", outcome }]);
  });

  it("429 → retry after Telegram's retry_after; 5xx → retry", async () => {
    const { channel } = channelOn(fake.apiRoot);
    fake.failNext(fake.tooManyRequests(17), fake.serverError(502));
    expect(await channel.send("42", message)).toMatchObject({ kind: "retry", afterSeconds: 17 });
    expect(await channel.send("42", message)).toMatchObject({ kind: "retry", detail: "502: Bad Gateway" });
  });

  it("403 blocked or deactivated → failed blocked; 400 chat not found → invalid_address", async () => {
    const { channel } = channelOn(fake.apiRoot);
    fake.block(43);
    fake.deactivate(44);
    fake.forgetChat(45);
    expect(await channel.send("43", message)).toEqual({
      kind: "failed",
      reason: "blocked",
      detail: "403: Forbidden: bot was blocked by the user",
    });
    expect(await channel.send("44", message)).toMatchObject({ kind: "failed", reason: "blocked" });
    expect(await channel.send("45", message)).toMatchObject({ kind: "failed", reason: "invalid_address" });
    expect(await channel.send("not-a-chat", message)).toMatchObject({ kind: "failed", reason: "no_address" });
  });

  it("a file → one sendDocument, the text its caption; refused as a message is", async () => {
    const { channel } = channelOn(fake.apiRoot);
    const attachment = { name: "Шарт Д-4.pdf", mime: "application/pdf", data: Buffer.from("%PDF-1.7 the contract") };
    const outcome = await channel.send("46", { ...message, attachment });
    expect(outcome).toMatchObject({ kind: "delivered", providerMessageId: expect.any(String) });
    const sent = fake.messagesTo(46).at(-1)!;
    expect(sent).toMatchObject({ text: "Hello &lt;world&gt; &amp; co", parseMode: "HTML" });
    expect(sent.document).toEqual({ name: attachment.name, data: attachment.data });
    fake.block(47);
    expect(await channel.send("47", { ...message, attachment })).toMatchObject({ kind: "failed", reason: "blocked" });
  });

  it("no answer at all → retry", async () => {
    const { channel } = channelOn("http://127.0.0.1:1");
    expect(await channel.send("42", message)).toMatchObject({
      kind: "retry",
      detail: expect.stringMatching(/^network/),
    });
  });
});

describe("HTML for Telegram", () => {
  it("keeps Telegram's tags, turns blocks into lines, drops the rest", () => {
    expect(
      toTelegramHtml(
        '<h2>Visa</h2><p>Dear <strong>Arman</strong>,&nbsp;see <a href="https://x.kz/a?b=1&amp;c=2" target="_blank">this</a>.</p>' +
          '<ul><li>one</li><li><span style="color:red">two</span></li></ul><img src="x"><a href="javascript:alert(1)">bad</a><i>open',
      ),
    ).toBe(
      'Visa\nDear <strong>Arman</strong>, see <a href="https://x.kz/a?b=1&amp;c=2">this</a>.\n• one\n• two\n\nbad<i>open</i>',
    );
  });
});
