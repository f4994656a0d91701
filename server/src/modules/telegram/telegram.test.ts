import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studentRecords, telegramChats } from "../../db/schema/index.js";
import { startTelegramFake, type TelegramFake, type TelegramUpdate } from "../../test/telegram-fake.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";

let fake: TelegramFake;
let harness: TestApp;
let school: TestSchool;
const token = () => fake.token(7_000_000_001);
const botId = "7000000001";

beforeAll(async () => {
  fake = await startTelegramFake();
  harness = await createTestApp({
    env: { TELEGRAM_BOT_TOKEN: fake.token(7_000_000_001), TELEGRAM_API_ROOT: fake.apiRoot },
  });
  school = await harness.newSchool();
});
afterAll(async () => {
  await harness?.close();
  await fake?.close();
});

const call = async (role: "student" | "admin" | "teacher", method: "GET" | "POST", url: string) =>
  harness.app.inject({ method, url: `/api/v1/${url}`, headers: await harness.authAs(school, role) });

const codeOf = async () =>
  (await call("student", "GET", "user/accounts/code/")).json() as {
    code: string;
    expires_at: string;
    linked: boolean;
    bot_username: string | null;
  };

const post = (update: TelegramUpdate, secret?: string, bot = botId) =>
  harness.app.inject({
    method: "POST",
    url: `/api/v1/telegram/webhook/${bot}/`,
    headers: { "x-telegram-bot-api-secret-token": secret ?? fake.webhookOf(token())?.secret ?? "" },
    payload: update,
  });

const linkedChat = async () => {
  const [row] = await harness.database.db
    .select()
    .from(telegramChats)
    .where(and(eq(telegramChats.schoolId, school.id), eq(telegramChats.userId, school.users.student)));
  return row ?? null;
};
const hasChatId = async () => {
  const [row] = await harness.database.db
    .select({ flag: studentRecords.has_chat_id })
    .from(studentRecords)
    .where(eq(studentRecords.userId, school.users.student));
  return row?.flag ?? false;
};

describe("the Telegram bot (webhook mode)", () => {
  it("sets its webhook with a secret token on start", () => {
    const webhook = fake.webhookOf(token());
    expect(webhook?.url).toBe(`https://school.example.kz/api/v1/telegram/webhook/${botId}/`);
    expect(webhook?.secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it("links a student's chat with a valid code, once; the code is then spent", async () => {
    const first = await codeOf();
    expect(first).toMatchObject({ linked: false, bot_username: "school7000000001_bot" });
    expect((await codeOf()).code).toBe(first.code);
    const chatId = 910_001;
    expect((await post(fake.textUpdate(token(), { chatId, text: `/start ${first.code}` }))).statusCode).toBe(200);
    expect((await fake.waitForMessage(chatId)).text).toContain("Готово");
    expect(await linkedChat()).toMatchObject({ chatId: String(chatId), botId });
    expect(await hasChatId()).toBe(true);
    const after = await codeOf();
    expect(after.linked).toBe(true);
    expect(after.code).not.toBe(first.code);

    // The same code from another chat: used, links nothing.
    const other = 910_002;
    await post(fake.textUpdate(token(), { chatId: other, text: `/start ${first.code}`, languageCode: "en" }));
    expect((await fake.waitForMessage(other)).text).toContain("not valid or was already used");
    expect((await linkedChat())?.chatId).toBe(String(chatId));
  });

  it("refuses an expired code and says so in the student's language", async () => {
    const { code } = await codeOf();
    harness.clock.set(new Date(Date.now() + 31 * 60_000));
    try {
      const chatId = 910_003;
      await post(fake.textUpdate(token(), { chatId, text: `/start ${code}`, languageCode: "kk" }));
      expect((await fake.waitForMessage(chatId)).text).toContain("мерзімі өтті");
      expect((await linkedChat())?.chatId).not.toBe(String(chatId));
    } finally {
      harness.clock.reset();
    }
  });

  it("a new code on request voids the old one", async () => {
    const old = await codeOf();
    const fresh = (await call("student", "POST", "user/accounts/code/new/")).json() as { code: string };
    expect(fresh.code).not.toBe(old.code);
    const chatId = 910_004;
    await post(fake.textUpdate(token(), { chatId, text: `/start ${old.code}` }));
    expect((await fake.waitForMessage(chatId)).text).toContain("Код не подошёл");
  });

  it("refuses a forged secret and an unknown bot: 403, nothing changes", async () => {
    const { code } = await codeOf();
    const chatId = 910_005;
    const update = fake.textUpdate(token(), { chatId, text: `/start ${code}` });
    expect((await post(update, "forged-secret-forged-secret-forged")).statusCode).toBe(403);
    expect((await post(update, "")).statusCode).toBe(403);
    expect((await post(update, undefined, "12345")).statusCode).toBe(403);
    expect(fake.messagesTo(chatId)).toHaveLength(0);
    expect((await codeOf()).code).toBe(code);
    expect((await post({ update_id: -1 } as TelegramUpdate)).statusCode).toBe(400);
  });

  it("a replayed update changes nothing", async () => {
    const { code } = await codeOf();
    const chatId = 910_006;
    const start = fake.textUpdate(token(), { chatId, text: `/start ${code}` });
    await post(start);
    await fake.waitForMessage(chatId);
    expect((await linkedChat())?.chatId).toBe(String(chatId));
    const stop = fake.textUpdate(token(), { chatId, text: "/stop" });
    await post(stop);
    await fake.waitForMessage(chatId, (text) => text.includes("отвязан"));
    expect(await linkedChat()).toBeNull();
    expect(await hasChatId()).toBe(false);
    const before = fake.messagesTo(chatId).length;
    expect((await post(start)).statusCode).toBe(200);
    expect((await post(stop)).statusCode).toBe(200);
    expect(await linkedChat()).toBeNull();
    expect(fake.messagesTo(chatId)).toHaveLength(before);
  });

  it("a blocked bot (my_chat_member kicked) unlinks the chat", async () => {
    const { code } = await codeOf();
    const chatId = 910_007;
    await post(fake.textUpdate(token(), { chatId, text: `/start ${code}` }));
    await fake.waitForMessage(chatId);
    expect(await hasChatId()).toBe(true);
    await post(fake.memberUpdate(token(), { chatId, status: "kicked" }));
    expect(await linkedChat()).toBeNull();
    expect(await hasChatId()).toBe(false);
  });

  it("the channel delivers, and a send to a blocked chat unlinks it; bot-stats counts both", async () => {
    const statsBefore = (await call("admin", "GET", "user/stats/bot-stats/")).json() as Record<string, number>;
    const { code } = await codeOf();
    const chatId = 910_008;
    await post(fake.textUpdate(token(), { chatId, text: `/start ${code}` }));
    await fake.waitForMessage(chatId);
    const address = await harness.deps.telegram.addressOf(school.id, school.users.student);
    expect(address).toBe(String(chatId));
    const channel = await harness.deps.telegram.channelFor(school.id);
    const delivered = await channel.send(address!, { subject: "Visa", text: "Ready", html: "<p>Your <b>visa</b></p>" });
    expect(delivered.kind).toBe("delivered");
    expect(fake.messagesTo(chatId).at(-1)).toMatchObject({
      text: "<b>Visa</b>\n\nYour <b>visa</b>",
      parseMode: "HTML",
    });
    fake.block(chatId);
    expect(await channel.send(address!, { subject: "", text: "Again" })).toMatchObject({
      kind: "failed",
      reason: "blocked",
    });
    expect(await harness.deps.telegram.addressOf(school.id, school.users.student)).toBeNull();
    expect(await hasChatId()).toBe(false);
    const stats = (await call("admin", "GET", "user/stats/bot-stats/")).json() as Record<string, number>;
    expect(stats.messages_sent).toBe(statsBefore.messages_sent! + 1);
    expect(stats.messages_failed).toBe(statsBefore.messages_failed! + 1);
    expect(stats.blocked).toBe(statsBefore.blocked! + 1);
    expect(stats).toMatchObject({ students: 1, with_chat: 0, without_chat: 1 });
    expect((await call("student", "GET", "user/stats/bot-stats/")).statusCode).toBe(403);
    expect((await call("teacher", "GET", "user/accounts/code/")).statusCode).toBe(403);
  });

  it("a school sets its own bot: the token is checked, never returned, and its students link to it", async () => {
    const own = fake.token(7_000_000_002);
    const set = await harness.app.inject({
      method: "PUT",
      url: "/api/v1/user/school/telegram-bot/",
      headers: await harness.authAs(school, "admin_school"),
      payload: { token: own },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ set: true, username: "school7000000002_bot", active_bot: "school7000000002_bot" });
    expect(set.body).not.toContain(own.split(":")[1]);
    expect(fake.webhookOf(own)?.url).toContain("/telegram/webhook/7000000002/");
    const { code, bot_username } = await codeOf();
    expect(bot_username).toBe("school7000000002_bot");
    // The platform's bot no longer links this school's students.
    const chatId = 910_009;
    await post(fake.textUpdate(token(), { chatId, text: `/start ${code}` }));
    expect((await fake.waitForMessage(chatId)).text).toContain("Код не подошёл");
    const update = fake.textUpdate(own, { chatId, text: `/start ${code}` });
    await post(update, fake.webhookOf(own)?.secret, "7000000002");
    await fake.waitForMessage(chatId, (text) => text.includes("Готово"));
    expect(await linkedChat()).toMatchObject({ botId: "7000000002" });
    const removed = await harness.app.inject({
      method: "PUT",
      url: "/api/v1/user/school/telegram-bot/",
      headers: await harness.authAs(school, "admin_school"),
      payload: { token: null },
    });
    expect(removed.json()).toMatchObject({ set: false, active_bot: "school7000000001_bot" });
  });
});
