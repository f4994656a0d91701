import { login } from "@school/contracts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  browserSuite,
  chooseLanguage,
  DEMO_PASSWORD,
  demoAccount,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * The staff side of payments (decision 0053): a manager records a cash tranche and the balance changes, marks the
 * overdue one paid, confirms an overpayment that shows as credit; enrols a student in a program with a cash payment,
 * corrects it and reads its history — in English, Kazakh and Russian and at 390 px; a teacher sees no money.
 */
const suite = browserSuite();
let page: Page;

const TEXTS = {
  kk: { payments: "Төлемдер", tab: "Төлем" },
  ru: { payments: "Платежи", tab: "Оплата" },
} as const;

const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");

async function userIdOf(email: string): Promise<number> {
  const { users } = await import("../server/src/db/schema/index.js");
  const { eq } = await import("drizzle-orm");
  const [row] = await suite.platform.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function firstProgramId(): Promise<number> {
  const { payments } = await import("../server/src/db/schema/index.js");
  const { like } = await import("drizzle-orm");
  const [row] = await suite.platform.database.db
    .select({ courseId: payments.courseId })
    .from(payments)
    .where(like(payments.orderId, "demo-pay-%"));
  return row!.courseId!;
}

async function openPaymentsTab(userId: number, phone?: { tab: string }) {
  await page.goto(`/user/view/${userId}`);
  if (phone) {
    // Below 993 px the tabs are a select.
    await page.getByTestId("user-tabs-select").click();
    await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${phone.tab}"]`).click();
  } else {
    await page.getByTestId("user-tab-payments").click();
  }
  await page.getByTestId("payments-tab").waitFor();
  await page.getByTestId("tranche-summary").waitFor();
}

describe("staff payments", () => {
  it("a manager records a cash tranche, pays the overdue one and confirms an overpayment as credit", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin");
    await chooseLanguage(page, "en");
    const timur = await userIdOf("timur@demo.kz");
    await openPaymentsTab(timur);
    const summary = page.getByTestId("tranche-summary");
    expect(digits(await page.getByTestId("tranche-balance").textContent())).toBe("300000");
    await expect.poll(() => page.getByTestId("tranches-overdue").textContent()).toContain("Overdue tranches: 1");
    // The demo's payments of this student are listed with their history.
    await expect.poll(() => page.getByTestId("student-payments-table").textContent()).toContain("Card terminal");
    await expectAccessible(page, "student payments tab, en");

    // A cash tranche paid today: the balance drops by it.
    await page.getByTestId("tranche-amount").fill("100000");
    // The date fields are pickers (decision 0136): typed text is taken when the field is left, as a person's Tab
    // does; filling the next one at once could otherwise race the first one's commit.
    await page.getByTestId("tranche-due").fill("2026-11-01");
    await page.getByTestId("tranche-due").press("Tab");
    await page.getByTestId("tranche-paid-on").fill("2026-11-01");
    await page.getByTestId("tranche-paid-on").press("Tab");
    await page.getByTestId("tranche-add").click();
    await expect.poll(async () => digits(await page.getByTestId("tranche-balance").textContent())).toBe("200000");

    // The overdue tranche is marked paid: no overdue list any more.
    const overdueId = (await page.locator('[data-testid^="tranche-overdue-"]').first().getAttribute("data-testid"))!
      .split("-")
      .at(-1);
    await page.getByTestId(`tranche-pay-${overdueId}`).click();
    await expect.poll(async () => digits(await page.getByTestId("tranche-balance").textContent())).toBe("50000");
    await expect.poll(() => page.getByTestId("tranches-overdue").count()).toBe(0);

    // The last one goes 100 000 beyond the package: asked first, then shown as credit, not as a negative balance.
    await page.locator('[data-testid^="tranche-pay-"]').first().click();
    await page.getByTestId("overpay-confirm").click();
    await expect.poll(async () => digits(await page.getByTestId("tranche-credit").textContent())).toBe("100000");
    expect(await summary.textContent()).not.toContain("-");
    await screenshot(page, "payments-staff-credit-en");

    // Un-marking it brings the balance back.
    await page.locator('[data-testid^="tranche-unpay-"]').last().click();
    await expect.poll(async () => digits(await page.getByTestId("tranche-balance").textContent())).toBe("50000");
  });

  it("a manager enrols a student with a cash payment, corrects it and reads its history", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin");
    await chooseLanguage(page, "en");
    const student = await newUser(suite.platform, "student", { firstName: "Kairat", lastName: "Cash" });
    const courseId = await firstProgramId();
    await page.goto(`/course-edit/${courseId}`);
    await page.getByTestId("course-tab-payments").click();
    const table = page.getByTestId("program-payments-table");
    await expect.poll(() => table.textContent()).toContain("Bank transfer");
    await expectAccessible(page, "program payments, en");

    await page.getByTestId("manual-payment-open").click();
    await page.getByTestId("manual-payment-student").click();
    await page.keyboard.type(student.lastName);
    await page
      .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: student.lastName })
      .click();
    await page.getByTestId("payment-amount").fill("150000");
    await expectAccessible(page, "enrol with a manual payment, en");
    await page.getByTestId("manual-payment-save").click();
    const row = table.locator("tr", { hasText: student.lastName });
    await expect.poll(() => row.textContent()).toContain("Cash");
    expect(digits(await row.locator(".money-cell").textContent())).toBe("150000");

    // Corrected to 140 000 by bank transfer.
    await row.locator('[data-testid^="payment-edit-"]').click();
    await page.getByTestId("payment-amount").fill("140000");
    await page.getByTestId("edit-payment-save").click();
    await expect.poll(async () => digits(await row.locator(".money-cell").textContent())).toBe("140000");

    // The history: recorded, changed, and a note added now.
    await row.locator('[data-testid^="payment-history-"]').click();
    const drawer = page.getByTestId("payment-history-drawer");
    await expect.poll(() => drawer.getByTestId("payment-event-updated").count()).toBe(1);
    await page.getByTestId("payment-note-text").fill("Receipt 77 handed over");
    await page.getByTestId("payment-note-add").click();
    await expect.poll(() => drawer.getByTestId("payment-history").textContent()).toContain("Receipt 77 handed over");
    expect(await drawer.getByTestId("payment-event-created").count()).toBe(1);
    await expectAccessible(page, "payment history, en");
    await screenshot(page, "payments-staff-history-en");
  });

  for (const language of ["kk", "ru"] as const) {
    it(`shows a program's payments and a student's in ${language} at 390 px`, async () => {
      page = await suite.openPage(390);
      await loginAs(page, "admin");
      await chooseLanguage(page, language);
      await page.goto(`/course-edit/${await firstProgramId()}`);
      // A phone picks the program's section from a list (its tab titles overflow a row).
      await page.getByTestId("course-section-select").click();
      await page.getByTestId("course-tab-payments").click();
      await expect.poll(() => page.getByTestId("program-payments").textContent()).toContain(TEXTS[language].payments);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, `program payments, ${language}, 390`);
      await screenshot(page, `payments-staff-program-${language}-390`);

      await openPaymentsTab(await userIdOf("aliya@demo.kz"), { tab: TEXTS[language].tab });
      await expect.poll(() => page.getByTestId("student-payments").textContent()).toContain("1182");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, `student payments, ${language}, 390`);
    });
  }

  it("a teacher sees no payment tab and no money data", async () => {
    page = await suite.openPage();
    await loginAs(page, "teacher");
    const arman = await userIdOf(demoAccount("student").email);
    await page.goto(`/user/view/${arman}`);
    await page.waitForURL((url) => !url.pathname.startsWith("/user/view/"));
    expect(await page.getByTestId("payments-tab").count()).toBe(0);
    await page.goto(`/course-edit/${await firstProgramId()}`);
    await page.waitForURL((url) => !url.pathname.startsWith("/course-edit/"));
    expect(await page.getByTestId("course-tab-payments").count()).toBe(0);
    // And the calls behind them refuse the teacher too (403: signed in, and not allowed).
    const signIn = await page.request.post(`/api/v1/${login.path}`, {
      data: { email: demoAccount("teacher").email, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${((await signIn.json()) as { access: string }).access}` };
    for (const url of [
      `/api/v1/user/accounts/payment-tranche/?user_id=${arman}`,
      `/api/v1/pay/list_history_pay/?user_id=${arman}`,
      `/api/v1/pay/list_pay/${await firstProgramId()}/`,
    ]) {
      expect((await page.request.get(url, { headers })).status(), url).toBe(403);
    }
    const card = await page.request.get(`/api/v1/user/accounts/get_user_by_id/${arman}/`, { headers });
    if (card.status() === 200) {
      expect((await card.json()).record).toMatchObject({ package_cost: null, paid_total: null, payment_balance: null });
    }
  });
});
