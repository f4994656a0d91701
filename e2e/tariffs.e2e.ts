import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { schools } from "../server/src/db/schema/index.js";
import {
  browserSuite,
  chooseLanguage,
  DEMO_PASSWORD,
  demoSchoolId,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * The school's tariff (decision 0055): the school admin reads the current tariff and the history, calculates a price
 * and pays; a school whose tariff lapsed sends its users to the guest catalogue, lets the admin reach the tariff, and
 * opens again on payment without a restart.
 */
const suite = browserSuite();

async function calculate(page: Page, students: number, monthsLabel: string) {
  const input = page.getByTestId("tariff-students");
  await input.fill(String(students));
  await page.getByTestId("tariff-months").click();
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${monthsLabel}"]`).click();
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP}`).waitFor({ state: "hidden" });
}

/**
 * "Pay", then Pay or Decline on the development provider's checkout page, whose buttons have the server send itself
 * the provider's signed notification; the browser returns to the thank-you page the order named. Returns the order.
 */
async function payThroughProvider(page: Page, outcome: "pay" | "decline"): Promise<string> {
  await page.getByTestId("tariff-pay").click();
  await page.waitForURL((url) => url.pathname.startsWith("/pay/dev-checkout/"));
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1) ?? "");
  await page.getByTestId("dev-checkout").waitFor();
  await page.getByTestId(outcome === "pay" ? "dev-checkout-pay" : "dev-checkout-decline").click();
  await page.waitForURL((url) => url.pathname.startsWith(`/success/tariff/${encodeURIComponent(orderId)}/`));
  return orderId;
}

const setSchool = async (values: { tariffActive: boolean; tariffEndsOn: string }) =>
  suite.platform.database.db
    .update(schools)
    .set(values)
    .where(eq(schools.id, await demoSchoolId(suite.platform)));

describe("the tariff tab", () => {
  it("shows the school admin the current tariff and the history, and pays a calculated price through the provider (en)", async () => {
    const page = await suite.openPage();
    await loginAs(page, "admin_school", "/settings?tab=tariff");
    await chooseLanguage(page, "en");
    await page.getByTestId("tariff-tab").waitFor();
    await expect.poll(() => page.getByTestId("tariff-status").textContent()).toBe("Active");
    await expect.poll(() => page.getByTestId("tariff-history").locator("tbody tr.ant-table-row").count()).toBe(3);
    await page.getByTestId("tariff-history").getByText("Failed").waitFor();

    await calculate(page, 120, "6 months");
    // 50 × 600 ₸ + 70 × 500 ₸ = 65,000 ₸ a month, × 6 = 390,000 ₸, 10 % off.
    await expect.poll(() => page.getByTestId("tariff-total").textContent()).toMatch(/351,000/);
    await page.getByTestId("tariff-breakdown").getByText("Prepayment discount 10%").waitFor();
    await expectAccessible(page, "tariff tab (en)");
    await screenshot(page, "tariff-tab-en");

    const orderId = await payThroughProvider(page, "pay");
    await page.getByTestId("tariff-success-paid").waitFor();
    // The page says what the server recorded, not the address's numbers.
    await page.getByText("Paid ₸351,000: 120 students for 6 months.", { exact: false }).waitFor();
    await expectAccessible(page, "tariff thank-you page, paid (en)");
    await screenshot(page, "tariff-success-paid-en");
    await page.goto("/settings?tab=tariff");
    await page.getByTestId("tariff-history").getByText(orderId).waitFor();
  });

  it("fits a phone, shows a declined payment with what to do, and is no manager's (ru, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/settings?tab=tariff");
    await chooseLanguage(page, "ru");
    await page.getByTestId("tariff-tab").waitFor();
    await page.getByText("Текущий тариф").waitFor();
    await calculate(page, 10, "12 месяцев");
    await page.getByTestId("tariff-breakdown").getByText("Скидка за предоплату 15 %").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "tariff tab (ru, 390 px)");
    await screenshot(page, "tariff-tab-ru-390");

    await payThroughProvider(page, "decline");
    await page.getByTestId("tariff-success-failed").getByText("Оплата не прошла").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "tariff thank-you page, declined (ru, 390 px)");
    await screenshot(page, "tariff-success-failed-ru-390");

    const manager = await suite.platform.newPage({});
    await loginAs(manager.page, "admin");
    await manager.page.goto("/settings?tab=tariff");
    await manager.page.getByTestId("settings-tab-school").waitFor();
    expect(await manager.page.getByTestId("settings-tab-tariff").count()).toBe(0);
    await manager.context.close();
  });
});

describe("a school whose tariff lapsed", () => {
  it("sends its users to the guest catalogue, lets the admin reach the tariff, and opens again on payment (kk)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const teacherPage = await suite.openPage();
    await loginAs(teacherPage, teacher, "/schedule");
    await teacherPage.getByTestId("profile-menu").waitFor();

    await setSchool({ tariffActive: false, tariffEndsOn: "2026-01-31" });

    // The teacher's next call is refused: the screen gives way to the guest catalogue with the notice.
    await teacherPage.goto("/catalog");
    await teacherPage.waitForURL(/\/guest-catalog/);
    await chooseLanguage(teacherPage, "kk");
    await teacherPage
      .getByTestId("lapsed-school")
      .getByText("Мектеп әкімшісіне хабарласыңыз", { exact: false })
      .waitFor();
    expect(await teacherPage.getByTestId("lapsed-school-pay").count()).toBe(0);
    await expectAccessible(teacherPage, "lapsed school notice (kk)");

    // The school admin signs in, lands on the guest catalogue, and reaches the tariff tab to pay.
    const admin = await suite.platform.newPage({});
    await admin.page.goto("/login");
    await admin.page.getByTestId("login-email").fill("admin@demo.kz");
    await admin.page.getByTestId("login-password").fill(DEMO_PASSWORD);
    await admin.page.getByTestId("login-submit").click();
    await admin.page.waitForURL(/\/guest-catalog/);
    await chooseLanguage(admin.page, "kk");
    await admin.page.getByTestId("lapsed-school-pay").click();
    await admin.page.getByTestId("tariff-inactive").waitFor();
    expect(await admin.page.getByTestId("settings-tab-school").count()).toBe(0);
    await expectAccessible(admin.page, "tariff tab of a lapsed school");
    await screenshot(admin.page, "tariff-tab-lapsed");

    // The admin pays through the provider: the school is active again, and the admin's session says so.
    await calculate(admin.page, 40, "1 ай");
    await payThroughProvider(admin.page, "pay");
    await admin.page.getByTestId("tariff-success-paid").waitFor();
    await admin.page.waitForFunction(() => JSON.parse(localStorage.getItem("uData") ?? "{}").tf_st === true);
    await admin.page.goto("/users-list");
    await admin.page.getByTestId("profile-menu").waitFor();
    expect(new URL(admin.page.url()).pathname).toBe("/users-list");
    await admin.context.close();

    // The teacher checks again and is back, with no restart.
    await teacherPage.getByTestId("lapsed-school-check").click();
    await teacherPage.waitForURL((url) => !url.pathname.startsWith("/guest-catalog"));
    await teacherPage.getByTestId("profile-menu").waitFor();
  });
});
