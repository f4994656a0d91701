import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { telegramChats, users } from "../server/src/db/schema/index.js";
import { startTelegramFake } from "../server/src/test/telegram-fake.js";
import { browserSuite, chooseLanguage, demoAccount, expectAccessible, loginAs, screenshot } from "./harness.js";

/**
 * Conversations (issue 37, decision 0147): a student writes in the app's chat and to the school's Telegram bot (the
 * Bot API fake, which the platform long-polls); the manager sees both arrive live in the inbox, answers, and the
 * answer reaches the student on their channel: Telegram, or the app's chat live. ru, kk, en; 1280 and 390 px.
 */
const fake = await startTelegramFake();
const token = fake.token(7_100_000_037);
const botId = "7100000037";
const suite = browserSuite({ env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: fake.apiRoot } });
afterAll(() => fake.close());

type Language = "ru" | "kk" | "en";
const recordTexts = Object.fromEntries(
  (["ru", "kk", "en"] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../web/src/features/student-record/locales/${language}.json`, import.meta.url), "utf8"),
    ),
  ]),
) as Record<Language, { documentTypes: Record<string, string> }>;
const texts = Object.fromEntries(
  (["ru", "kk", "en"] as const).map((language) => [
    language,
    {
      ...JSON.parse(
        readFileSync(new URL(`../web/src/features/conversations/locales/${language}.json`, import.meta.url), "utf8"),
      ),
      documentTypes: recordTexts[language].documentTypes,
    },
  ]),
) as Record<
  Language,
  {
    delivery: Record<string, string>;
    channels: Record<string, string>;
    savedAsDocument: string;
    documentTypes: Record<string, string>;
  }
>;

async function arman() {
  const [row] = await suite.platform.database.db
    .select({ id: users.id, schoolId: users.schoolId })
    .from(users)
    .where(eq(users.email, demoAccount("student").email));
  return row!;
}

/** Arman's chat linked to the platform's bot, as /start with his code would link it (telegram-bot.e2e.ts does that). */
async function linkArman(chatId: number) {
  const { id, schoolId } = await arman();
  await suite.platform.database.db.delete(telegramChats).where(eq(telegramChats.userId, id));
  await suite.platform.database.db
    .insert(telegramChats)
    .values({ schoolId, userId: id, botId, chatId: String(chatId) });
  return id;
}

/** A second person's page beside the test's own: the student's, while the manager works in the inbox. */
async function studentPage(width: number, language: Language): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await suite.platform.newPage({ width });
  await loginAs(page, "student", "/messages");
  await chooseLanguage(page, language);
  return { page, close: () => context.close() };
}

/** The header bell's count: unread notifications and the conversations waiting for the reader. */
const bellCount = async (page: Page) => {
  const count = page.getByTestId("notification-count");
  return (await count.count()) === 0 ? 0 : Number(await count.textContent());
};

describe("conversations", () => {
  it("a student writes in the app and by Telegram; the manager sees both live and answers by Telegram (ru)", async () => {
    const chatId = 937_101;
    const studentId = await linkArman(chatId);
    const manager = await suite.openPage(1280);
    await loginAs(manager, "admin", "/inbox");
    await chooseLanguage(manager, "ru");
    await manager.getByTestId("inbox-threads").waitFor();
    // The bell counts the threads waiting for the manager: the demo's, Arman's unread question among them.
    await expect.poll(() => bellCount(manager)).toBeGreaterThan(1);
    const waitingBefore = await bellCount(manager);

    const student = await studentPage(1280, "ru");
    try {
      await student.page.getByTestId("composer-text").fill("Когда будет запись на визу?");
      await student.page.getByTestId("composer-send").click();
      await student.page.getByTestId("thread-messages").getByText("Когда будет запись на визу?").waitFor();
      // The manager's inbox shows it without a reload: the live channel told it.
      const thread = manager.getByTestId(`inbox-thread-${studentId}`);
      await thread.getByText("Когда будет запись на визу?").waitFor();

      // Then a message to the school's bot lands in the same thread, live.
      fake.queueUpdate(token, fake.textUpdate(token, { chatId, text: "Отправил скан паспорта в бот" }));
      await thread.getByText("Отправил скан паспорта в бот").waitFor();
      // Two new, beside the demo's question about the second tranche that nobody has read yet.
      await expect.poll(() => thread.getByTestId("inbox-thread-unread").textContent()).toBe("3");

      await thread.click();
      await manager.getByTestId("thread-student").waitFor();
      await manager.getByTestId("thread-messages").getByText("Отправил скан паспорта в бот").waitFor();
      // Opening the thread read it, and the bell counts one thread less; the reply goes to Telegram, where the
      // student last wrote.
      await expect.poll(() => thread.getByTestId("inbox-thread-unread").count()).toBe(0);
      await expect.poll(() => bellCount(manager)).toBe(waitingBefore - 1);
      await expect
        .poll(() => manager.getByTestId("composer-channel").textContent())
        .toContain(texts.ru.channels.telegram);
      await expectAccessible(manager, "inbox with an open thread, ru 1280");
      await manager.getByTestId("composer-text").fill("Скан получили, спасибо! Запись на 3 декабря.");
      await manager.keyboard.press("Control+Enter");
      const delivered = await fake.waitForMessage(chatId, (text) => text.includes("Скан получили"));
      expect(delivered.text).toBe("Скан получили, спасибо! Запись на 3 декабря.");
      const reply = manager.getByTestId("thread-messages").locator("li").last();
      await expect.poll(() => reply.getByTestId("message-delivery").textContent()).toBe(texts.ru.delivery.sent);
      await screenshot(manager, "inbox-ru-1280");

      // The student's chat shows the answer too, live, marked as come by Telegram.
      const answer = student.page.getByTestId("thread-messages").locator("li").last();
      await answer.getByText("Скан получили, спасибо!").waitFor();
      expect(await answer.getByTestId("message-channel").textContent()).toBe(texts.ru.channels.telegram);
      await expectAccessible(student.page, "student chat, ru 1280");
      await screenshot(student.page, "student-chat-ru-1280");

      // A photo sent to the bot shows in the thread, and the manager files it as the student's passport.
      const { default: sharp } = await import("sharp");
      const jpeg = await sharp({ create: { width: 320, height: 220, channels: 3, background: "#7d9cd6" } })
        .jpeg()
        .toBuffer();
      fake.queueUpdate(token, fake.fileUpdate(token, { chatId, kind: "photo", data: jpeg, caption: "Паспорт" }));
      const photo = manager.getByTestId("thread-messages").locator("li").last();
      await photo.getByRole("img", { name: "photo.jpg" }).waitFor();
      await expectAccessible(manager, "a thread with a photo, ru 1280");
      await photo.getByTestId("save-as-document").click();
      await manager.locator(".ant-dropdown-menu-item", { hasText: texts.ru.documentTypes.passport }).click();
      await manager.getByText(texts.ru.savedAsDocument).waitFor();
      await screenshot(manager, "inbox-photo-ru-1280");
    } finally {
      await student.close();
    }
  });

  it("the manager answers in the app on a phone and the student reads it live (kk, 390 px)", async () => {
    const { id: studentId } = await arman();
    await suite.platform.database.db.delete(telegramChats).where(eq(telegramChats.userId, studentId));
    const student = await studentPage(390, "kk");
    try {
      await student.page.getByTestId("composer-text").fill("Жатақхана бар ма?");
      await student.page.getByTestId("composer-send").click();
      await student.page.getByTestId("thread-messages").getByText("Жатақхана бар ма?").waitFor();
      // The message shows before the send button's spinner ends; a loading button is drawn faded.
      await student.page.getByTestId("composer-send").and(student.page.locator(":not(.ant-btn-loading)")).waitFor();
      await expectAccessible(student.page, "student chat, kk 390");
      await screenshot(student.page, "student-chat-kk-390");

      const manager = await suite.openPage(390);
      await loginAs(manager, "admin", "/inbox");
      await chooseLanguage(manager, "kk");
      await expectAccessible(manager, "inbox list, kk 390");
      await screenshot(manager, "inbox-list-kk-390");
      await manager.getByTestId(`inbox-thread-${studentId}`).click();
      // On a phone the thread takes the screen, with the way back to the list.
      await manager.getByTestId("thread-back").waitFor();
      expect(await manager.getByTestId("inbox-threads").count()).toBe(0);
      await manager.getByTestId("composer-text").fill("Иә, жатақханаға өтінім 1 наурызға дейін.");
      await manager.getByTestId("composer-send").click();
      const reply = manager.getByTestId("thread-messages").locator("li").last();
      await reply.getByText("Иә, жатақханаға өтінім").waitFor();
      await expectAccessible(manager, "inbox thread, kk 390");
      await screenshot(manager, "inbox-thread-kk-390");

      // The student's open chat receives it live, and reading it marks it read for the manager.
      await student.page.getByTestId("thread-messages").getByText("Иә, жатақханаға өтінім").waitFor();
      await expect.poll(() => reply.getByTestId("message-delivery").textContent()).toBe(texts.kk.delivery.read);
      await manager.getByTestId("thread-back").click();
      await manager.getByTestId("inbox-threads").waitFor();
    } finally {
      await student.close();
    }
  });

  it("downloads the open thread's code only once the manager reaches for a thread (ru, 390 px)", async () => {
    const manager = await suite.openPage(390);
    const threadCode: string[] = [];
    manager.on("request", (request) => {
      if (/\/assets\/ThreadPane-[\w-]+\.js$/.test(new URL(request.url()).pathname)) threadCode.push(request.url());
    });
    await loginAs(manager, "admin", "/inbox");
    const threads = manager.getByTestId("inbox-threads");
    await threads.waitFor();
    await manager.waitForLoadState("networkidle");
    expect(threadCode).toEqual([]);
    await threads.locator("> li").first().dispatchEvent("touchstart");
    await expect.poll(() => threadCode.length).toBe(1);
    await threads.locator("> li a").first().click();
    await manager.getByTestId("thread-messages").waitFor();
  });

  it("filters the inbox by box and name, and the manager takes a thread (en, 1280 px)", async () => {
    const manager = await suite.openPage(1280);
    await loginAs(manager, "admin", "/inbox");
    await chooseLanguage(manager, "en");
    await manager.getByTestId("inbox-threads").waitFor();
    await manager.getByTestId("inbox-hint").waitFor();
    // The demo's five threads: Timur's two Telegram questions wait unanswered, and nobody answers his thread.
    await manager.getByTestId("inbox-boxes").getByText("Nobody's").click();
    await manager.waitForURL((url) => url.searchParams.get("box") === "unassigned");
    const threads = manager.getByTestId("inbox-threads").locator("> li");
    const timur = threads.filter({ hasText: "Timur" });
    await timur.waitFor();
    await manager.getByTestId("inbox-search").fill("Timur");
    await manager.waitForURL((url) => url.searchParams.get("q") === "Timur");
    await expect.poll(() => threads.count()).toBe(1);
    await timur.click();
    await manager.getByTestId("thread-assignee").click();
    await manager.locator(".ant-select-item-option", { hasText: "Me" }).click();
    // Assigned, the thread leaves "Nobody's" and is in "Mine".
    await expect.poll(() => threads.count()).toBe(0);
    await manager.getByTestId("inbox-boxes").getByText("Mine").click();
    await timur.waitFor();
    // Narrowed to the students whose application is "Refusal": Timur's are under review and selected.
    await manager.getByTestId("inbox-boxes").getByText("All").click();
    await manager.getByTestId("inbox-status").click();
    await manager.getByRole("option", { name: "Refusal" }).click();
    await manager.waitForURL((url) => url.searchParams.get("status") === "refusal");
    await expect.poll(() => threads.count()).toBe(0);
    await manager.getByTestId("inbox-status").click();
    await manager.getByRole("option", { name: "Selected" }).click();
    await timur.waitFor();
    await expectAccessible(manager, "inbox filtered, en 1280");
    await screenshot(manager, "inbox-en-1280");

    // The student page leads to the same thread.
    const [timurRow] = await suite.platform.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "timur@demo.kz"));
    await manager.goto(`/user/view/${timurRow!.id}`);
    await manager.getByTestId("user-open-thread").click();
    await manager.waitForURL(
      (url) => url.pathname === "/inbox" && url.searchParams.get("student") === String(timurRow!.id),
    );
    await manager.getByTestId("thread-messages").getByText("И нужно ли мне заново сдавать IELTS?").waitFor();
  });

  it("a name or message that would read backwards is isolated, and a 2,000-character word wraps (ru, 390 px)", async () => {
    // A name stored before names lost their controls at the API (decision 0169), and a message, whose text is kept.
    const { id: studentId } = await arman();
    const [before] = await suite.platform.database.db
      .select({ lastName: users.lastName })
      .from(users)
      .where(eq(users.id, studentId));
    const longWord = "Ж".repeat(2000);
    await suite.platform.database.db
      .update(users)
      .set({ lastName: `${longWord}\u202E` })
      .where(eq(users.id, studentId));
    const student = await studentPage(390, "ru");
    try {
      await student.page.getByTestId("composer-text").fill(`Привет \u202Eevil ${longWord}`);
      await student.page.getByTestId("composer-send").click();
      await student.page.getByTestId("thread-messages").getByText("Привет").waitFor();

      const manager = await suite.openPage(390);
      await loginAs(manager, "admin", "/inbox");
      await chooseLanguage(manager, "ru");
      const thread = manager.getByTestId(`inbox-thread-${studentId}`);
      await thread.waitFor();
      // Each person's text is its own isolate: the override ends with it and turns neither the time nor the names.
      const isolation = (selector: string) =>
        thread
          .locator(selector)
          .first()
          .evaluate((element) => ({
            tag: element.tagName,
            bidi: getComputedStyle(element).unicodeBidi,
            text: element.textContent,
          }));
      expect(await isolation(".inbox-thread__name")).toMatchObject({ tag: "BDI", bidi: "isolate" });
      expect(await isolation(".inbox-thread__preview bdi")).toMatchObject({
        bidi: "isolate",
        text: expect.stringContaining("\u202Eevil"),
      });
      // Nothing is wider than the phone: the name wraps, the preview ends in an ellipsis.
      const widest = () => manager.evaluate(() => document.documentElement.scrollWidth);
      expect(await widest()).toBeLessThanOrEqual(390);
      const box = (await thread.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(390);
      // The name takes two lines at most, not the whole list (a line is about 22 px).
      expect(box.height).toBeLessThan(200);
      await screenshot(manager, "inbox-list-long-name-ru-390");

      await thread.click();
      await manager.getByTestId("thread-back").waitFor();
      const message = manager.getByTestId("thread-messages").locator("li").last();
      expect(
        await message.locator(".message__text bdi").evaluate((element) => getComputedStyle(element).unicodeBidi),
      ).toBe("isolate");
      expect(await widest()).toBeLessThanOrEqual(390);
      const heading = (await manager.getByTestId("thread-student").boundingBox())!;
      expect(heading.width).toBeLessThanOrEqual(390);
      expect(heading.height).toBeLessThan(120);
      await screenshot(manager, "inbox-thread-long-name-ru-390");
    } finally {
      await student.close();
      await suite.platform.database.db.update(users).set({ lastName: before!.lastName }).where(eq(users.id, studentId));
    }
  });

  it("the analytics say how fast each manager answers and what waits now (en 1280, kk 390)", async () => {
    const manager = await suite.openPage(1280);
    await loginAs(manager, "admin", "/analytics");
    await chooseLanguage(manager, "en");
    const report = manager.getByTestId("conversations-report");
    await report.getByRole("heading", { name: "How fast the school answers" }).waitFor();
    // The demo manager answered the demo's students, and Timur's questions still wait (whoever holds them now).
    const [demoManager] = await suite.platform.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.email, demoAccount("admin").email));
    await report.getByTestId("conversations-report-table").getByText(demoManager!.firstName).first().waitFor();
    expect(Number(await report.getByTestId("conversations-report-open").textContent())).toBeGreaterThan(0);
    await report.scrollIntoViewIfNeeded();
    await screenshot(manager, "conversations-report-en-1280");

    const phone = await suite.openPage(390);
    await loginAs(phone, "admin", "/analytics");
    await chooseLanguage(phone, "kk");
    const onPhone = phone.getByTestId("conversations-report");
    await onPhone.getByRole("heading", { name: "Мектеп қаншалықты жылдам жауап береді" }).waitFor();
    await onPhone.getByTestId("conversations-report-table").getByText(demoManager!.firstName).first().waitFor();
    await expectAccessible(phone, "the conversations report, kk 390");
    await onPhone.scrollIntoViewIfNeeded();
    await screenshot(phone, "conversations-report-kk-390");
  });
});
