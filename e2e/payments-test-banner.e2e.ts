import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newCourse } from "../server/src/test/factories.js";
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
 * A production platform an operator started on test payments (`PAYMENTS_PROVIDER=development`, decision 0124) says
 * so on the checkout and on the thank-you page, so nobody takes a test payment for a real one: in Kazakh at 390 px.
 */
const suite = browserSuite({ env: { NODE_ENV: "production", PAYMENTS_PROVIDER: "development" } });
let courseId: number;

const checkoutTexts = JSON.parse(
  readFileSync(new URL("../web/src/features/checkout/locales/kk.json", import.meta.url), "utf8"),
);

beforeAll(async () => {
  courseId = await newCourse(suite.platform.database.db, await demoSchoolId(suite.platform), {
    titleRu: "Дизайн в Милане",
    titleKk: "Миландағы дизайн",
    titleEn: "Design in Milan",
    cost: 30_000,
    show: true,
  });
});

/** The banner is there, in the reader's language, and fits the phone's width. */
async function expectBanner(page: Page, context: string) {
  const banner = page.getByTestId("test-payments-banner");
  await banner.waitFor();
  expect(await banner.textContent()).toBe(checkoutTexts.testPayments);
  const box = await banner.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, context);
}

describe("test payments", () => {
  it("the checkout and the thank-you page show the test-payments banner (kk, 390 px)", async () => {
    const page = await suite.openPage(390);
    const student = await newUser(suite.platform, "student", { lastName: "TestPayments" });
    await loginAs(page, student, `/my-course/info/${courseId}`);
    await chooseLanguage(page, "kk");
    await page.getByTestId(`buy-course-${courseId}`).click();
    await page.waitForURL((url) => url.pathname.startsWith("/pay/dev-checkout/"));
    await page.getByTestId("dev-checkout").waitFor();
    await expectBanner(page, "development checkout with the test-payments banner (kk, 390 px)");
    await screenshot(page, "payments-test-banner-checkout-kk-390");
    await page.getByTestId("dev-checkout-pay").click();
    await page.waitForURL((url) => url.pathname.startsWith("/success/course/"));
    await page.getByTestId("order-state-paid").waitFor();
    await expectBanner(page, "thank-you page with the test-payments banner (kk, 390 px)");
    await screenshot(page, "payments-test-banner-thank-you-kk-390");
  });
});
