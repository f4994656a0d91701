import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../server/src/core/schedule-time.js";
import { schoolDayIn } from "../server/src/core/school-day.js";
import { instalmentPlans, instalmentTranches, paymentTranches, telegramChats } from "../server/src/db/schema/index.js";
import { newCourse, newLesson } from "../server/src/test/factories.js";
import { startTelegramFake } from "../server/src/test/telegram-fake.js";
import {
  browserSuite,
  chooseLanguage,
  demoSchoolId,
  expectAccessible,
  loginAs,
  newUser,
  screenshot,
} from "./harness.js";

/**
 * Tranches paid online and instalments (issue 38, decision 0159): staff send a tranche's payment link by Telegram
 * (here through the Bot API fake the platform sends to), and the student pays it without signing in; a student buys a
 * program in 3 instalments, pays the first, loses the lessons when the second is overdue past the plan's days (the
 * list shows them locked, by name only, with the payment to make: issue 50, decision 0166), and has them back once it
 * is paid. ru, kk, en; 1280 and 390 px.
 */
const fake = await startTelegramFake();
const token = fake.token(7_100_000_159);
const suite = browserSuite({ env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: fake.apiRoot } });
afterAll(() => fake.close());
let page: Page;
type Language = "ru" | "kk" | "en";

const PAID_TEXT = { ru: "Оплачено", kk: "Төленді", en: "Paid" } as const;
const OVERDUE_TITLE = { ru: "Платёж просрочен", kk: "Төлем мерзімі өтті", en: "A payment is overdue" } as const;
const LOCKED_TAG = { ru: "Закрыт", kk: "Жабық", en: "Locked" } as const;

let schoolId: number;
let courseId: number;
let lessonId: number;
beforeAll(async () => {
  const { db } = suite.platform.database;
  schoolId = await demoSchoolId(suite.platform);
  courseId = await newCourse(db, schoolId, {
    titleRu: "Магистратура в рассрочку",
    titleKk: "Бөліп төлейтін магистратура",
    titleEn: "Master's in instalments",
    cost: 90_000,
    show: true,
  });
  lessonId = await newLesson(db, { schoolId, courseId, name: "Введение", nameEn: "Introduction", nameKk: "Кіріспе" });
  await db
    .insert(instalmentPlans)
    .values({ schoolId, courseId, payments: 3, intervalDays: 30, firstAmount: 30_000, lockAfterDays: 5 });
});

const noSideScroll = (on: Page) => on.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("a tranche paid by a link received in Telegram", () => {
  for (const [language, width, chatId] of [
    ["ru", 1280, 881_591],
    ["kk", 390, 881_592],
    ["en", 1280, 881_593],
  ] as const) {
    it(`staff send the link, the student pays it without signing in (${language}, ${width} px)`, async () => {
      const { db } = suite.platform.database;
      const student = await newUser(suite.platform, "student", { lastName: `Link-${language}` });
      await db
        .insert(telegramChats)
        .values({ schoolId, userId: student.id, botId: token.split(":")[0]!, chatId: String(chatId) });
      const [tranche] = await db
        .insert(paymentTranches)
        .values({ schoolId, userId: student.id, amount: 45_000, dueDate: "2026-12-20", note: "Tuition, part 2" })
        .returning();
      // The manager sends the link from the student's payments tab, by Telegram.
      page = await suite.openPage(1280);
      await loginAs(page, "admin");
      await page.goto(`/user/view/${student.id}`);
      await page.getByTestId("user-tab-payments").click();
      await page.getByTestId(`tranche-send-link-${tranche!.id}`).click();
      await page.getByTestId("send-link-channel-telegram").click();
      await page.getByTestId("send-link-submit").click();
      await page.getByTestId("send-link-sent").waitFor();
      await expectAccessible(page, `send link dialog (${language} run)`);
      await screenshot(page, `tranche-link-sent-${language}`);
      const received = await fake.waitForMessage(chatId, (text) => text.includes("/pay/link/"), 20_000);
      const path = /\/pay\/link\/[A-Za-z0-9_-]{43}/.exec(received.text)?.[0];
      expect(path).toBeDefined();
      // The student opens it on the phone, signed in nowhere.
      page = await suite.openPage(width);
      await page.goto(path!);
      await chooseLanguage(page, language);
      await expect
        .poll(() => page.getByTestId("payment-link-amount").textContent())
        .toMatch(/45[\s,.\u00a0\u202f]?000/);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page, `payment link ${language} ${width}`);
      await screenshot(page, `tranche-link-open-${language}-${width}`);
      await page.getByTestId("payment-link-test-pay").click();
      await page.getByTestId("payment-link-paid").waitFor();
      expect(await page.getByTestId("payment-link-paid").textContent()).toContain(PAID_TEXT[language]);
      await expectAccessible(page, `payment link paid ${language} ${width}`);
      await screenshot(page, `tranche-link-paid-${language}-${width}`);
      const [paid] = await db.select().from(paymentTranches).where(eq(paymentTranches.id, tranche!.id));
      expect(paid!.paidOn).not.toBeNull();
    });
  }
});

describe("a program bought in 3 instalments", () => {
  for (const [language, width] of [
    ["ru", 1280],
    ["kk", 390],
    ["en", 390],
  ] as const satisfies readonly (readonly [Language, number])[]) {
    it(`pays the first, loses the lessons when the second is overdue, has them back once paid (${language}, ${width} px)`, async () => {
      const { db } = suite.platform.database;
      const student = await newUser(suite.platform, "student", { lastName: `Plan-${language}` });
      page = await suite.openPage(width);
      await loginAs(page, student, `/my-course/info/${courseId}`);
      await chooseLanguage(page, language);
      await page.getByTestId(`buy-instalments-${courseId}`).click();
      await page.waitForURL((url) => url.pathname.startsWith("/pay/dev-checkout/"));
      await page.getByTestId("dev-checkout-pay").click();
      await page.waitForURL((url) => url.pathname === "/my-payments");
      await page.getByTestId("my-tranches").waitFor();
      await expect.poll(() => page.locator('[data-testid^="my-tranche-paid-"]').count()).toBe(1);
      expect(await page.locator('[data-testid^="my-tranche-pay-"]').count()).toBe(2);
      await expectAccessible(page, `my payments ${language} ${width}`);
      await screenshot(page, `instalments-first-paid-${language}-${width}`);
      await page.goto(`/course/view/${courseId}`);
      await page.getByText({ ru: "Введение", kk: "Кіріспе", en: "Introduction" }[language]).first().waitFor();
      // The second payment falls due and stays unpaid 6 days: past the plan's 5, the lessons close.
      const plan = await db
        .select({ trancheId: instalmentTranches.trancheId })
        .from(instalmentTranches)
        .where(and(eq(instalmentTranches.userId, student.id), eq(instalmentTranches.number, 2)));
      const today = schoolDayIn("Asia/Almaty", new Date()).today;
      await db
        .update(paymentTranches)
        .set({ dueDate: addDays(today, -6) })
        .where(eq(paymentTranches.id, plan[0]!.trancheId));
      // The lesson itself says why it is closed.
      await page.goto(`/course/view/${courseId}/lesson/${lessonId}`);
      const overdue = page.getByTestId("instalment-overdue");
      await overdue.waitFor();
      expect(await overdue.textContent()).toContain(OVERDUE_TITLE[language]);
      // The list names its lessons, locked and linked nowhere, and says what to pay (30,000, the second payment).
      await page.goto(`/course/view/${courseId}`);
      const notice = page.getByTestId("locked-lessons");
      await notice.waitFor();
      expect(await notice.textContent()).toContain(OVERDUE_TITLE[language]);
      expect(await notice.textContent()).toMatch(/30[\s,.\u00a0\u202f]?000/);
      const locked = page.getByTestId("course-view-lesson-locked");
      expect(await locked.textContent()).toContain({ ru: "Введение", kk: "Кіріспе", en: "Introduction" }[language]);
      expect(await locked.textContent()).toContain(LOCKED_TAG[language]);
      expect(await page.getByTestId("course-view-lesson-link").count()).toBe(0);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page, `lessons locked ${language} ${width}`);
      await screenshot(page, `instalments-locked-${language}-${width}`);
      // The program's page offers that payment, not the program again.
      await page.goto(`/my-course/info/${courseId}`);
      await page.getByTestId("locked-lessons").waitFor();
      await expect.poll(() => page.getByTestId(`buy-course-${courseId}`).count()).toBe(0);
      expect(await page.getByTestId(`buy-instalments-${courseId}`).count()).toBe(0);
      expect(await noSideScroll(page)).toBe(true);
      await page.getByTestId("locked-lessons-pay").click();
      await page.waitForURL((url) => url.pathname.startsWith("/pay/dev-checkout/"));
      await page.getByTestId("dev-checkout-pay").click();
      await page.waitForURL((url) => url.pathname === "/my-payments");
      await expect.poll(() => page.locator('[data-testid^="my-tranche-paid-"]').count()).toBe(2);
      await page.goto(`/course/view/${courseId}`);
      // The page may first show as it was last drawn; the answers that follow open the lesson again.
      await page.getByTestId("course-view-lesson-link").waitFor();
      expect(await page.getByTestId("locked-lessons").count()).toBe(0);
      expect(await page.getByTestId("course-view-lesson-link").count()).toBe(1);
    });
  }
});
