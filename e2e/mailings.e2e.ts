import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { schoolDayIn } from "../server/src/core/school-day.js";
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
  screenshot,
} from "./harness.js";

/**
 * Mailings (issue 22, decisions 0066-0069): staff message the user list's filtered students by e-mail and Telegram
 * and watch the progress reach 100 %; the newsletter tab lists the mailings; a birthday greeting goes out once.
 * The platform's bot sends through the Bot API fake; mail goes to the in-process SMTP server.
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
    const mail = await suite.platform.smtp.waitFor(demoAccount("student").email, 15_000);
    expect(mail.text).toContain(`Hello ${demoAccount("student").firstName}`);
  });

  it("shows in the newsletter tab with its progress (kk, 390 px)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin");
    await chooseLanguage(page, "kk");
    await page.goto("/settings?tab=newsletter");
    const tab = page.getByTestId("newsletter-tab");
    await tab.getByText(SUBJECT).waitFor();
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
    const job = { db, schoolId, queue: suite.platform.deps.queue };
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
