import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { telegramChats, users } from "../server/src/db/schema/index.js";
import { startTelegramFake } from "../server/src/test/telegram-fake.js";
import { browserSuite, chooseLanguage, demoAccount, expectAccessible, loginAs, screenshot } from "./harness.js";

/**
 * The Telegram bot (issue 22, decision 0057): the student opens the header's bot code, sends `/start CODE` to the bot
 * (here: an update through the Bot API fake, which the platform long-polls), and the popover shows the chat linked;
 * the bot answers in the student's language. Staff see the bot's figures on /analytics. ru, kk, en; 1280 and 390 px.
 */
const fake = await startTelegramFake();
const token = fake.token(7_100_000_001);
const suite = browserSuite({ env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: fake.apiRoot } });
afterAll(() => fake.close());
let page: Page;

const LINKED_TEXT = { ru: "Готово", kk: "Дайын", en: "Done" } as const;

async function unlinkArman() {
  const [arman] = await suite.platform.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount("student").email));
  await suite.platform.database.db.delete(telegramChats).where(eq(telegramChats.userId, arman!.id));
}

describe("linking the Telegram bot", () => {
  for (const [language, width, chatId] of [
    ["ru", 1280, 880_001],
    ["kk", 390, 880_002],
    ["en", 1280, 880_003],
  ] as const) {
    it(`a student links the bot with the header's code (${language}, ${width} px)`, async () => {
      await unlinkArman();
      page = await suite.openPage(width);
      await loginAs(page, "student");
      await chooseLanguage(page, language);
      await page.getByTestId("chat-code-button").click();
      const shown = (await page.getByTestId("chat-code").textContent())?.trim() ?? "";
      expect(shown).toMatch(/^\/start [A-Z0-9]{10}$/);
      expect(await page.getByTestId("chat-code-linked").count()).toBe(0);
      await expectAccessible(page, `bot code ${language} ${width}`);
      // The student sends the copied command to the bot: Telegram hands it to the platform's poller.
      fake.queueUpdate(token, fake.textUpdate(token, { chatId, text: shown, languageCode: "ru" }));
      const answer = await fake.waitForMessage(chatId);
      expect(answer.text).toContain(LINKED_TEXT[language]);
      // Opened again, the popover reads the code afresh: linked, and a new code (the old one is spent).
      await page.getByTestId("chat-code-button").click();
      await page.getByTestId("chat-code-button").click();
      await page.getByTestId("chat-code-linked").waitFor();
      expect((await page.getByTestId("chat-code").textContent())?.trim()).not.toBe(shown);
      await screenshot(page, `telegram-linked-${language}-${width}`);
    });
  }

  it("staff see the bot's figures on /analytics (ru, 390 px)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin_school");
    await chooseLanguage(page, "ru");
    await page.goto("/analytics");
    const card = page.getByTestId("bot-stats");
    await card.waitFor();
    await expect.poll(async () => card.getByTestId("bot-stats-linked").textContent()).toMatch(/\d+\s*\/\s*\d+/);
    await expect.poll(async () => card.getByTestId("bot-stats-sent").textContent()).toContain("128");
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, "bot stats ru 390");
    await screenshot(page, "telegram-bot-stats-ru-390");
  });
});
