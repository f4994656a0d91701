import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { courseMembers, offlinePaymentSettings, payments } from "../server/src/db/schema/index.js";
import { newCourse, newLesson } from "../server/src/test/factories.js";
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
 * Paid as Kazakhstan pays (issue 38, decision 0160): a student chooses Kaspi on the program's page, sees the QR or
 * link, the exact sum and the comment, presses "I have paid" with a receipt; a manager confirms it in Finance →
 * Reconciliation, and the program's lessons open for the student. ru at 1280 px, kk and en at 390 px; a rejection's
 * reason reaches the student. axe on every new screen.
 */
const suite = browserSuite();

type Language = "ru" | "kk" | "en";
type Texts = {
  states: Record<string, string>;
  order: { kaspiStepsLink: string };
  queue: { confirm: string; confirmedToast: string; reject: string; rejectedToast: string };
  settings: { saved: string };
};
const PROGRAM = { ru: "Подготовка к IELTS", kk: "IELTS-ке дайындық", en: "IELTS preparation" } as const;
const ORDER_WORD = { ru: "Заказ", kk: "Тапсырыс", en: "Order" } as const;
const texts = Object.fromEntries(
  (["ru", "kk", "en"] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../web/src/features/offline-payments/locales/${language}.json`, import.meta.url), "utf8"),
    ),
  ]),
) as Record<Language, Texts>;

let courseId: number;
let lessonId: number;

beforeAll(async () => {
  const { db } = suite.platform.database;
  const schoolId = await demoSchoolId(suite.platform);
  courseId = await newCourse(db, schoolId, {
    titleRu: "Подготовка к IELTS",
    titleKk: "IELTS-ке дайындық",
    titleEn: "IELTS preparation",
    cost: 30_000,
    show: true,
  });
  lessonId = await newLesson(db, {
    schoolId,
    courseId,
    name: "Первый урок",
    nameKk: "Бірінші сабақ",
    nameEn: "First lesson",
  });
  // The demo school takes Kaspi by link and transfers to its requisites (the seed's settings), whatever a test changed.
  await db
    .update(offlinePaymentSettings)
    .set({
      kaspiEnabled: true,
      kaspiLink: "https://pay.kaspi.kz/pay/demoschool",
      kaspiComment: "",
      transferEnabled: true,
    })
    .where(eq(offlinePaymentSettings.schoolId, schoolId));
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The student's way from the program's page to "I have paid": the order named and its comment written in the
 * reader's language, with the student's own name; answers the order's reference.
 */
async function payByKaspi(
  page: Page,
  input: { language: Language; width: number; receipt: boolean; student: { firstName: string; lastName: string } },
) {
  const { language, width } = input;
  await page.getByTestId(`pay-other-ways-${courseId}`).click();
  await page.getByTestId("pay-course-screen").waitFor();
  expect(await page.getByTestId("pay-course-price").textContent()).toMatch(/30[\s,.\u00a0\u202f]?000/);
  await page.getByTestId("pay-choice-transfer").waitFor();
  await expectAccessible(page, `choosing how to pay (${language}, ${width} px)`);
  await screenshot(page, `offline-choose-${language}-${width}`);
  await page.getByTestId("pay-with-kaspi").click();
  await page.waitForURL((url) => url.pathname.startsWith("/pay/offline/"));
  await page.getByTestId("offline-order").waitFor();
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  expect(await page.getByTestId("offline-amount").textContent()).toMatch(/30[\s,.\u00a0\u202f]?000/);
  const [payment] = await suite.platform.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  expect(payment).toMatchObject({ status: "pending", method: "kaspi", provider: "kaspi", amountMinor: 3_000_000 });
  expect(await page.getByTestId("offline-comment").textContent()).toBe(
    `${ORDER_WORD[language]} ${payment!.id}, ${input.student.firstName} ${input.student.lastName}`,
  );
  expect(await page.getByTestId("offline-order").textContent()).toContain(PROGRAM[language]);
  // The demo school gives a link and no QR: the steps say nothing of scanning one.
  expect(await page.getByTestId("offline-kaspi-steps").textContent()).toBe(texts[language].order.kaspiStepsLink);
  expect(await page.getByTestId("offline-kaspi-link").getAttribute("href")).toBe("https://pay.kaspi.kz/pay/demoschool");
  expect(await page.getByTestId("offline-state").getAttribute("data-state")).toBe("awaiting_payment");
  if (width <= 390) expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page, `the Kaspi order (${language}, ${width} px)`);
  await screenshot(page, `offline-kaspi-order-${language}-${width}`);
  if (input.receipt) {
    const photo = await sharp({ create: { width: 120, height: 200, channels: 3, background: "#f5f5f5" } })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId("offline-receipt-input")
      .setInputFiles({ name: "check.jpg", mimeType: "image/jpeg", buffer: photo });
  }
  await page.getByTestId("offline-i-have-paid").click();
  await expect.poll(() => page.getByTestId("offline-state").getAttribute("data-state")).toBe("awaiting_confirmation");
  await page.getByText(texts[language].states.awaiting_confirmation!).first().waitFor();
  if (input.receipt) await page.getByTestId("offline-receipt-link").waitFor();
  // Said once: neither the button nor the upload stays.
  expect(await page.getByTestId("offline-i-have-paid").count()).toBe(0);
  expect(await page.getByTestId("offline-receipt-input").count()).toBe(0);
  return { orderId, paymentId: payment!.id };
}

/** The manager's Finance → Reconciliation, the order's line found and confirmed (or rejected with a reason). */
async function decideInQueue(input: {
  language: Language;
  width: number;
  orderId: string;
  /** The student's name, which the confirmation names beside the sum. */
  student: string;
  decision: "confirm" | "reject";
  reason?: string;
}) {
  const { language, width, orderId } = input;
  const manager = await suite.platform.newPage({ width });
  const page = manager.page;
  await loginAs(page, "admin", "/finance?tab=reconciliation");
  await chooseLanguage(page, language);
  const row = page.getByTestId(`reconciliation-row-${orderId}`);
  await row.waitFor();
  // The purchase is named in the manager's language once the queue is asked again in it, whoever bought it in which.
  await expect.poll(() => row.textContent()).toContain(PROGRAM[language]);
  if (width <= 390) {
    await page.getByTestId("reconciliation-cards").waitFor();
    expect(await fitsWidth(page)).toBe(true);
  }
  await expectAccessible(page, `the reconciliation queue (${language}, ${width} px)`);
  await screenshot(page, `offline-queue-${language}-${width}`);
  if (input.decision === "confirm") {
    await row.getByRole("button", { name: new RegExp(`^${texts[language].queue.confirm}`) }).click();
    const dialog = page.locator(".ant-modal-confirm");
    await expect.poll(() => dialog.textContent()).toContain(input.student);
    expect(await dialog.textContent()).toContain(PROGRAM[language]);
    await page.locator(".ant-modal-confirm .ant-btn-primary").click();
    await page.getByText(texts[language].queue.confirmedToast).waitFor();
  } else {
    await row.getByRole("button", { name: new RegExp(`^${texts[language].queue.reject}`) }).click();
    await page.getByTestId("reconciliation-reason").fill(input.reason ?? "");
    await expectAccessible(page, `rejecting a payment (${language}, ${width} px)`);
    await page.locator(".ant-modal-footer .ant-btn-dangerous").click();
    await page.getByText(texts[language].queue.rejectedToast).waitFor();
  }
  await manager.context.close();
}

async function membership(userId: number) {
  return suite.platform.database.db
    .select()
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)));
}

describe("paying by Kaspi, confirmed in the reconciliation queue", () => {
  for (const [language, width] of [
    ["ru", 1280],
    ["kk", 390],
    ["en", 390],
  ] as const) {
    it(`a student pays by Kaspi, a manager confirms, the lessons open (${language}, ${width} px)`, async () => {
      const page = await suite.openPage(width);
      const student = await newUser(suite.platform, "student", { lastName: `Kaspi${language}` });
      await loginAs(page, student, `/my-course/info/${courseId}`);
      await chooseLanguage(page, language);
      const { orderId } = await payByKaspi(page, { language, width, receipt: language !== "en", student });
      expect(await membership(student.id)).toEqual([]);

      const name = `${student.firstName} ${student.lastName}`;
      await decideInQueue({ language, width, orderId, student: name, decision: "confirm" });
      expect(await membership(student.id)).toEqual([expect.objectContaining({ source: "payment" })]);

      // The student's page sees the decision by itself and leads to the first lesson, which opens.
      await expect
        .poll(() => page.getByTestId("offline-state").getAttribute("data-state"), { timeout: 15_000 })
        .toBe("confirmed");
      await expectAccessible(page, `a confirmed Kaspi payment (${language}, ${width} px)`);
      await page.getByTestId("offline-open-program").click();
      await page.waitForURL((url) => url.pathname === `/course/view/${courseId}/lesson/${lessonId}`);
      const lessonName = { ru: "Первый урок", kk: "Бірінші сабақ", en: "First lesson" }[language];
      await page.getByText(lessonName).first().waitFor();
      await screenshot(page, `offline-lesson-open-${language}-${width}`);
    });
  }

  it("a rejected payment shows the school's reason on the student's programmes (en, 1280 px)", async () => {
    const page = await suite.openPage(1280);
    const student = await newUser(suite.platform, "student", { lastName: "Rejected" });
    await loginAs(page, student, `/my-course/info/${courseId}`);
    await chooseLanguage(page, "en");
    const { orderId } = await payByKaspi(page, { language: "en", width: 1280, receipt: false, student });
    const reason = "No payment with this order number in the Kaspi statement";
    const name = `${student.firstName} ${student.lastName}`;
    await decideInQueue({ language: "en", width: 1280, orderId, student: name, decision: "reject", reason });
    await page.goto("/my-course");
    const line = page.getByTestId(`offline-mine-${orderId}`);
    await line.waitFor();
    expect(await line.textContent()).toContain(reason);
    expect(await line.textContent()).toContain(texts.en.states.rejected);
    await expectAccessible(page, "the student's payments with a rejected one (en)");
    await screenshot(page, "offline-mine-rejected-en");
    expect(await membership(student.id)).toEqual([]);
  });

  it("the school admin sets Kaspi and transfer beside the requisites (ru, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/settings?tab=kaspi");
    await chooseLanguage(page, "ru");
    await page.getByTestId("offline-settings-form").waitFor();
    const qr = await sharp({ create: { width: 160, height: 160, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    await page
      .getByTestId("offline-kaspi-qr-input")
      .setInputFiles({ name: "qr.png", mimeType: "image/png", buffer: qr });
    await page.getByTestId("offline-kaspi-qr").waitFor();
    await page.getByTestId("offline-kaspi-link").fill("https://example.com/pay");
    await page.getByTestId("offline-settings-save").click();
    await page.locator("#kaspi_link_help").waitFor();
    await page.getByTestId("offline-kaspi-link").fill("https://pay.kaspi.kz/pay/demoschool");
    await page.getByTestId("offline-settings-save").click();
    await page.getByText(texts.ru.settings.saved).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, "the Kaspi and transfer settings (ru, 390 px)");
    await screenshot(page, "offline-settings-ru-390");
  });
});
