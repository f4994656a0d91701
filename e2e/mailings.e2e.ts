import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { schoolDayIn } from "../server/src/core/school-day.js";
import { schoolScope } from "../server/src/core/tenancy/scope.js";
import { greetingSends, studentRecords, telegramChats, users } from "../server/src/db/schema/index.js";
import { sendGreetings } from "../server/src/modules/mailings/templates/greetings.js";
import { startTelegramFake } from "../server/src/test/telegram-fake.js";
import {
  browserSuite,
  chooseLanguage,
  demoAccount,
  demoSchoolId,
  expectAccessible,
  loginAs,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * Mailings (issue 22, decisions 0066-0069): staff message the user list's filtered students by e-mail and Telegram
 * and watch the progress reach 100 %; the newsletter tab lists the mailings; a birthday greeting goes out once.
 * The platform's bot sends through the Bot API fake; mail goes to the in-process SMTP server. The newsletter tab's
 * own parts (decision 0071): a template rewritten and used by the composer, then given back its built-in text; a
 * scheduled mailing cancelled from its row and from its page; the school's own bot set and unlinked.
 */
const fake = await startTelegramFake();
const token = fake.token(7_100_000_002);
const suite = browserSuite({ env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: fake.apiRoot } });
afterAll(() => fake.close());
let page: Page;

const SUBJECT = "Visa documents";

async function linkedChats(): Promise<string[]> {
  const rows = await suite.platform.database.db.select({ chatId: telegramChats.chatId }).from(telegramChats);
  return rows.map((row) => row.chatId);
}

describe("a mailing to the user list's filtered students", () => {
  it("goes by e-mail and Telegram and its progress reaches 100 % (en, 1280 px)", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin");
    await chooseLanguage(page, "en");
    await page.goto("/users-list?role=student");
    await page.getByTestId("users-message").click();
    await page.waitForURL((url) => url.pathname === "/mailings/new" && url.searchParams.get("role") === "student");
    await page.getByTestId("mailing-audience").getByText("The user list's filter").waitFor();
    await expect.poll(() => page.getByTestId("mailing-preview").textContent()).toMatch(/\d/);
    await page.getByTestId("mailing-subject").fill(SUBJECT);
    await page.getByTestId("mailing-body").click();
    await page.keyboard.type("Hello {first_name}, please upload your visa scans by Friday.");
    await expectAccessible(page, "mailing composer (en, 1280 px)");
    await screenshot(page, "mailing-compose-en");
    await page.getByTestId("mailing-send").click();

    await page.waitForURL((url) => /^\/mailings\/\d+$/.test(url.pathname));
    const view = page.getByTestId("mailing-progress-view");
    await expect.poll(() => view.getAttribute("data-status"), { timeout: 60_000 }).toBe("done");
    expect(await page.getByTestId("mailing-progress").getAttribute("data-percent")).toBe("100");
    // The log settles with it: no row is left waiting on a finished mailing.
    await expect
      .poll(() =>
        page
          .locator("td")
          .filter({ hasText: /^(Pending|Sending)$/ })
          .count(),
      )
      .toBe(0);
    await expectAccessible(page, "mailing progress (en, 1280 px)");
    await screenshot(page, "mailing-progress-en");

    // Each linked student got the message in Telegram, and the signed-in demo student the mail.
    for (const chatId of await linkedChats()) {
      const message = await fake.waitForMessage(chatId, (text) => text.includes(SUBJECT));
      expect(message.text).toContain("please upload your visa scans");
    }
    // The demo student's sign-ins mail a new-device notice too: the mailing's mail is the one with its greeting.
    const mail = await suite.platform.smtp.waitFor(demoAccount("student").email, 15_000, (sent) =>
      sent.text.includes(`Hello ${demoAccount("student").firstName}`),
    );
    expect(mail.text).toContain(`Hello ${demoAccount("student").firstName}`);
  });

  it("is composed on a phone and shows in the newsletter tab (kk, 390 px)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin");
    await chooseLanguage(page, "kk");
    // Its own mailing, so the test stands alone: scheduled through the composer on the phone.
    const subject = "Визаға құжаттар";
    await scheduleMailing(subject);
    await page.goto("/settings?tab=newsletter");
    const tab = page.getByTestId("newsletter-tab");
    await tab.getByText(subject).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "newsletter tab (kk, 390 px)");
    await screenshot(page, "newsletter-tab-kk-390");
    await tab.getByTestId("mailing-new").click();
    await page.waitForURL((url) => url.pathname === "/mailings/new");
    await page.getByTestId("mailing-subject").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "mailing composer (kk, 390 px)");
  });
});

describe("greetings", () => {
  it("greet a student once on their birthday, in the newsletter tab (ru)", async () => {
    const db = suite.platform.database.db;
    const schoolId = await demoSchoolId(suite.platform);
    const { today } = schoolDayIn("Asia/Almaty", new Date());
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.email, demoAccount("student").email)));
    await db
      .update(studentRecords)
      .set({ birthDate: `2006-${today.slice(5)}` })
      .where(eq(studentRecords.userId, student!.id));
    const job = schoolScope(suite.platform.deps, schoolId);
    // The day's job, then the same day again (a retry, another process): one greeting.
    await sendGreetings(job, today);
    await sendGreetings(job, today);
    const sends = await db
      .select()
      .from(greetingSends)
      .where(and(eq(greetingSends.schoolId, schoolId), eq(greetingSends.userId, student!.id)));
    expect(sends.filter((row) => row.occasion === "birthday")).toHaveLength(1);
    const email = demoAccount("student").email;
    const greetedBy = (mail: { to: string[]; text: string }) =>
      mail.to.includes(email) && /рожд|туған күн|birthday/i.test(mail.text);
    await expect.poll(() => suite.platform.smtp.messages.filter(greetedBy).length, { timeout: 15_000 }).toBe(1);

    page = await suite.openPage();
    await loginAs(page, "admin");
    await chooseLanguage(page, "ru");
    await page.goto("/settings?tab=newsletter");
    await page
      .getByTestId("newsletter-tab")
      .getByRole("link", { name: /С днём рождения/ })
      .waitFor();
    await expectAccessible(page, "newsletter tab with the greeting (ru, 1280 px)");
    await screenshot(page, "newsletter-tab-greeting-ru");
  });
});

const NEXT_YEAR = new Date().getFullYear() + 1;

/** Composes a mailing to everyone that goes out next year, and returns its id (the progress page's address). */
async function scheduleMailing(subject: string): Promise<number> {
  await page.goto("/mailings/new");
  await page.getByTestId("mailing-subject").fill(subject);
  await page.getByTestId("mailing-body").click();
  await page.keyboard.type("A reminder for {first_name}.");
  await page.locator(".mailing-form").getByRole("radio").nth(-1).check();
  // The picker reads the API's form too; Enter takes what was typed and closes its calendar.
  await page.getByTestId("mailing-send-at").fill(`${NEXT_YEAR}-06-15T10:00`);
  await page.getByTestId("mailing-send-at").press("Enter");
  await page.getByTestId("mailing-send").click();
  await page.waitForURL((url) => /^\/mailings\/\d+$/.test(url.pathname));
  await expect.poll(() => page.getByTestId("mailing-progress-view").getAttribute("data-status")).toBe("scheduled");
  return Number(new URL(page.url()).pathname.split("/").pop());
}

async function confirmPopup(testId: string) {
  await page.locator(`.ant-popconfirm${SETTLED_POPUP}`).getByTestId(testId).click();
}

describe("the newsletter tab's templates, cancelling and the school's own bot", () => {
  it("a template rewritten in Kazakh is what the composer starts from, until its built-in text is restored (kk)", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin");
    await chooseLanguage(page, "kk");
    await page.goto("/settings?tab=newsletter");
    await page.getByTestId("template-birthday").click();
    await page.getByTestId("template-edit-birthday").click();
    const dialog = page.locator(`.ant-modal-wrap${SETTLED_POPUP}`);
    await dialog.getByTestId("template-subject-kk").waitFor();
    const original = await dialog.getByTestId("template-subject-kk").inputValue();
    expect(original).toBe("Туған күніңізбен, {first_name}!");
    await dialog.getByTestId("template-subject-kk").fill("Мерейлі туған күн, {first_name}!");
    await dialog.getByTestId("template-body-kk").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("{first_name}, ");
    await dialog.getByTestId("template-body-kk-bold").click();
    await page.keyboard.type("мектебіміз сізді құттықтайды");
    await expectAccessible(page, "template editor (kk, 1280 px)");
    await screenshot(page, "mailing-template-edit-kk");
    await dialog.getByTestId("template-save").click();
    await dialog.waitFor({ state: "hidden" });
    const panel = page.getByTestId("template-birthday");
    await panel.getByText("мектеп мәтіні").waitFor();

    // The composer starts from the school's wording, formatting and all.
    await page.goto("/mailings/new");
    await page.getByTestId("mailing-template").click();
    await page
      .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`)
      .filter({ hasText: "Туған күн" })
      .click();
    await expect.poll(() => page.getByTestId("mailing-subject").inputValue()).toBe("Мерейлі туған күн, {first_name}!");
    await expect
      .poll(() => page.getByTestId("mailing-body").innerHTML())
      .toMatch(/<(b|strong)>мектебіміз сізді құттықтайды<\/(b|strong)>/);

    // Restored, the Kazakh text is the platform's again.
    await page.goto("/settings?tab=newsletter");
    await page.getByTestId("template-birthday").click();
    await page.getByTestId("template-edit-birthday").click();
    await dialog.getByTestId("template-reset-kk").click();
    await confirmPopup("template-reset-confirm");
    await expect.poll(() => dialog.getByTestId("template-subject-kk").inputValue()).toBe(original);
    await expect.poll(() => dialog.getByTestId("template-reset-kk").count()).toBe(0);
  });

  it("a scheduled mailing is cancelled from its page and from the list's row, after asking (ru, 390 px)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin");
    await chooseLanguage(page, "ru");
    const fromPage = await scheduleMailing("Собрание в июне");
    await page.getByTestId(`mailing-cancel-${fromPage}`).click();
    await page.locator(`.ant-popconfirm${SETTLED_POPUP}`).waitFor();
    await expectAccessible(page, "cancelling a mailing (ru, 390 px)");
    await screenshot(page, "mailing-cancel-ru-390");
    await confirmPopup("mailing-cancel-confirm");
    await expect.poll(() => page.getByTestId("mailing-progress-view").getAttribute("data-status")).toBe("cancelled");
    expect(await page.getByTestId(`mailing-cancel-${fromPage}`).count()).toBe(0);

    const fromRow = await scheduleMailing("Встреча выпускников");
    await page.goto("/settings?tab=newsletter");
    const status = page.getByTestId(`mailing-status-${fromRow}`);
    await expect.poll(() => status.getAttribute("data-status")).toBe("scheduled");
    await page.getByTestId(`mailing-cancel-${fromRow}`).click();
    await confirmPopup("mailing-cancel-confirm");
    await expect.poll(() => status.getAttribute("data-status")).toBe("cancelled");
    expect(await status.textContent()).toContain("Отменена");
    expect(await page.getByTestId(`mailing-status-${fromPage}`).getAttribute("data-status")).toBe("cancelled");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "newsletter tab with cancelled mailings (ru, 390 px)");
  });

  it("the school's own bot is checked with Telegram, named, never shown back, and unlinked (en)", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin");
    await chooseLanguage(page, "en");
    await page.goto("/settings?tab=newsletter");
    const state = page.getByTestId("school-bot-state");
    await expect.poll(() => state.textContent()).toContain("@school7100000002_bot");
    const field = page.getByTestId("school-bot-token");

    await field.fill("12345:short");
    await page.getByTestId("school-bot-save").click();
    await page.getByTestId("school-bot").getByText("This is not a bot token").waitFor();
    await field.fill(token);
    await page.getByTestId("school-bot-save").click();
    await page.getByTestId("school-bot").getByText("the platform's own bot").waitFor();

    const own = fake.token(7_100_000_777);
    await field.fill(own);
    await page.getByTestId("school-bot-save").click();
    await expect.poll(() => state.getAttribute("data-set")).toBe("true");
    expect(await state.textContent()).toContain("@school7100000777_bot");
    expect(await field.inputValue()).toBe("");
    expect(fake.calls.some((call) => call.token === own && call.method === "getMe")).toBe(true);
    const secret = own.split(":")[1]!;
    await page.reload();
    await expect.poll(() => state.getAttribute("data-set")).toBe("true");
    expect(await page.content()).not.toContain(secret);
    await page.getByTestId("school-bot").scrollIntoViewIfNeeded();
    await expectAccessible(page, "the school's own bot (en, 1280 px)");
    await screenshot(page, "school-bot-en");

    await page.getByTestId("school-bot-unlink").click();
    await confirmPopup("school-bot-unlink-confirm");
    await expect.poll(() => state.getAttribute("data-set")).toBe("false");
    expect(await state.textContent()).toContain("@school7100000002_bot");
  });

  for (const [language, width] of [
    ["ru", 1280],
    ["kk", 390],
    ["en", 390],
  ] as const) {
    it(`the new parts of the newsletter tab read and fit (${language}, ${width} px)`, async () => {
      page = await suite.openPage(width);
      await loginAs(page, "admin");
      await chooseLanguage(page, language);
      const id = await scheduleMailing(`Scheduled ${language} ${width}`);
      await page.goto("/settings?tab=newsletter");
      await page.getByTestId(`mailing-cancel-${id}`).scrollIntoViewIfNeeded();
      await screenshot(page, `newsletter-scheduled-${language}-${width}`);
      await page.getByTestId("school-bot").scrollIntoViewIfNeeded();
      await expectAccessible(page, `newsletter tab, the bot (${language}, ${width} px)`);
      await screenshot(page, `school-bot-${language}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByTestId("template-salutation").click();
      await page.getByTestId("template-edit-salutation").click();
      await page.locator(`.ant-modal-wrap${SETTLED_POPUP}`).getByTestId(`template-subject-${language}`).waitFor();
      await expectAccessible(page, `template editor (${language}, ${width} px)`);
      await screenshot(page, `mailing-template-edit-${language}-${width}`);
    });
  }
});
