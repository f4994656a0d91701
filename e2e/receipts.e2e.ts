import { readFile } from "node:fs/promises";
import { login } from "@school/contracts";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { paymentReceipts } from "../server/src/db/schema/index.js";
import { pdfText } from "../server/src/test/pdf-text.js";
import { startWebkassaFake, WEBKASSA } from "../server/src/test/webkassa-fake.js";
import {
  browserSuite,
  chooseLanguage,
  DEMO_PASSWORD,
  demoAccount,
  demoProgramId,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * Receipts (decision 0161): a payment staff record is fiscalised through Webkassa's protocol (the local fake of its
 * API v4) and its receipt drawn; the student downloads the PDF from "My payments" in their settings, in ru, kk and en
 * at 390 px, and staff see the fiscal sign in the payment's drawer.
 */
const webkassa = await startWebkassaFake();
const suite = browserSuite({
  env: {
    FISCAL_PROVIDER: "webkassa",
    WEBKASSA_API_URL: webkassa.url,
    WEBKASSA_API_KEY: WEBKASSA.apiKey,
    WEBKASSA_LOGIN: WEBKASSA.login,
    WEBKASSA_PASSWORD: WEBKASSA.password,
    WEBKASSA_CASHBOX: WEBKASSA.cashbox,
  },
});
afterAll(() => webkassa.close());
let page: Page;

const TEXTS = {
  ru: { tab: "Мои платежи", sign: "Фискальный признак", issued: "Фискальный чек выдан", pdf: "Чек об оплате" },
  kk: {
    tab: "Менің төлемдерім",
    sign: "Фискалдық белгі",
    issued: "Фискалдық чек берілді",
    pdf: "Төлем туралы түбіртек",
  },
  en: { tab: "My payments", sign: "Fiscal sign", issued: "Fiscal receipt issued", pdf: "Payment receipt" },
} as const;

/** A card-terminal payment recorded by the school's admin through the API, as the staff screen records it. */
async function paymentFor(studentId: number): Promise<{ paymentId: number; receiptId: number; sign: string }> {
  const api = (path: string) => `${suite.platform.baseUrl}/api/v1/${path}`;
  const signIn = await fetch(api(login.path), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: demoAccount("admin_school").email, password: DEMO_PASSWORD }),
  });
  const { access } = (await signIn.json()) as { access: string };
  const created = await fetch(api("pay/create_course_user/"), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${access}` },
    body: JSON.stringify({
      user_id: studentId,
      course_id: await demoProgramId(suite.platform),
      amount_minor: 1_500_000,
      currency: "KZT",
      method: "card_terminal",
    }),
  });
  expect(created.status).toBe(201);
  const paymentId = ((await created.json()) as { id: number }).id;
  // The queue fiscalises it at the fake register and draws the PDF.
  const receiptOf = async () => {
    const [row] = await suite.platform.database.db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.paymentId, paymentId));
    return row;
  };
  await expect
    .poll(
      async () => {
        const row = await receiptOf();
        return row?.fiscalState === "registered" && row.pdfKey !== null;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  const row = await receiptOf();
  return { paymentId, receiptId: row!.id, sign: row!.fiscalSign! };
}

describe("receipts", () => {
  for (const language of ["ru", "kk", "en"] as const) {
    it(`the student downloads their receipt with its fiscal sign in ${language} at 390 px`, async () => {
      const student = await newUser(suite.platform, "student");
      const { receiptId, sign } = await paymentFor(student.id);
      page = await suite.openPage(390);
      await loginAs(page, student, "/settings?tab=payments");
      await chooseLanguage(page, language);
      const texts = TEXTS[language];
      const receipt = page.getByTestId(`receipt-${receiptId}`);
      await expect.poll(() => receipt.textContent(), { timeout: 15_000 }).toContain(texts.issued);
      expect(await page.getByTestId(`receipt-fiscal-sign-${receiptId}`).textContent()).toBe(`${texts.sign}: ${sign}`);
      // The settings' section picker names the tab the link opened.
      expect(await page.getByTestId("settings-section-select").textContent()).toContain(texts.tab);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, `my payments, ${language}, 390`);
      await screenshot(page, `receipts-student-${language}-390`);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId(`receipt-pdf-${receiptId}`).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`receipt-${String(receiptId).padStart(6, "0")}.pdf`);
      const text = await pdfText(await readFile((await download.path())!));
      expect(text).toContain(texts.pdf);
      expect(text).toContain(`${texts.sign}: ${sign}`);
    });
  }

  it("staff see the payment's receipt and its fiscal sign in the payment's drawer (en)", async () => {
    const student = await newUser(suite.platform, "student");
    const { paymentId, receiptId, sign } = await paymentFor(student.id);
    page = await suite.openPage();
    await loginAs(page, "admin_school", `/user/view/${student.id}`);
    await chooseLanguage(page, "en");
    await page.getByTestId("user-tab-payments").click();
    await page.getByTestId(`payment-history-${paymentId}`).click();
    const drawer = page.locator(`[data-testid="payment-history-drawer"]${SETTLED_POPUP}`).first();
    await drawer.getByTestId(`receipt-${receiptId}`).waitFor();
    expect(await drawer.getByTestId(`receipt-fiscal-sign-${receiptId}`).textContent()).toBe(`Fiscal sign: ${sign}`);
    expect(await drawer.getByTestId(`receipt-${receiptId}`).textContent()).toContain("Fiscal receipt issued");
    await expectAccessible(page, "payment drawer with receipts, en");
    await screenshot(page, "receipts-staff-drawer-en");
  });
});
