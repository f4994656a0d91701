import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { schools } from "../server/src/db/schema/index.js";
import {
  browserSuite,
  chooseLanguage,
  demoSchoolId,
  expectAccessible,
  loginAs,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * The school settings tab (decision 0035): the school admin changes the schedule's rules and the school's texts in
 * one language and sees them take effect, on the guest catalogue too; a refused field is shown beside itself.
 */
const suite = browserSuite();

/** Picks an option of a select; a searchable one is typed into first, as its long list draws only what is in view. */
async function pick(page: Page, testId: string, title: string, search = false) {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(title);
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${title}"]`).click();
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP}`).waitFor({ state: "hidden" });
}

const stored = async () => {
  const id = await demoSchoolId(suite.platform);
  const [school] = await suite.platform.database.db.select().from(schools).where(eq(schools.id, id));
  return school!;
};

describe("the school settings tab", () => {
  it("lets the school admin change the cancellation notice, the Kazakh tagline and the logo (kk)", async () => {
    const page = await suite.openPage();
    await loginAs(page, "admin_school", "/settings?tab=school");
    await chooseLanguage(page, "kk");
    await page.getByTestId("school-settings-form").waitFor();
    await pick(page, "school-cancel-time", "сабаққа 48 сағ қалғанда");
    await page.getByTestId("school-language-kk").click();
    await page.getByTestId("school-tagline-kk").fill("Шетелге жол осы жерден басталады");
    const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: "#0f766e" } })
      .png()
      .toBuffer();
    await page
      .locator("[data-testid=school-logo-upload] input[type=file]")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await page.getByTestId("school-logo-preview").locator("img").waitFor();
    await expectAccessible(page, "school settings (kk)");
    await screenshot(page, "school-settings-kk");
    await page.getByTestId("school-settings-save").click();
    await page.getByText("Мектеп баптаулары сақталды").waitFor();

    const school = await stored();
    expect(school).toMatchObject({ cancelTime: 48, taglineKk: "Шетелге жол осы жерден басталады" });
    expect(school.logo).toMatch(/^schools\/\d+\/logo-/);
    // The shell shows the new logo without a reload.
    await expect.poll(() => page.getByTestId("logo-full").locator("img").getAttribute("src")).toContain(school.logo);

    const guest = await suite.platform.newPage({});
    await guest.page.goto("/guest-catalog");
    await chooseLanguage(guest.page, "kk");
    await guest.page.getByTestId("guest-hero").getByText("Шетелге жол осы жерден басталады").waitFor();
    await screenshot(guest.page, "school-settings-guest-kk");
    await guest.context.close();
  });

  it("names the refused field beside itself and keeps the saved settings (ru)", async () => {
    const page = await suite.openPage();
    await loginAs(page, "admin_school", "/settings?tab=school");
    await chooseLanguage(page, "ru");
    await page.getByTestId("school-settings-form").waitFor();
    const before = await stored();
    await page.getByTestId("school-name-ru").fill("");
    await pick(page, "school-work-end", "07:00", true);
    await page.getByTestId("school-settings-save").click();
    await page.locator("#work_end_help").getByText("День должен заканчиваться позже, чем начинается").waitFor();
    await page.locator("#name_help").waitFor();
    await expectAccessible(page, "school settings with errors (ru)");
    await screenshot(page, "school-settings-errors-ru");
    expect(await stored()).toEqual(before);
  });

  it("fits a phone for the manager (en, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin", "/settings?tab=school");
    await chooseLanguage(page, "en");
    await page.getByTestId("school-settings-form").waitFor();
    await page.getByText("Cancellations and moves").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "school settings at 390 px (en)");
    await screenshot(page, "school-settings-390-en");
    await page.locator('[data-testid="school-cancel-count"] input, input[data-testid="school-cancel-count"]').fill("4");
    await page.getByTestId("school-settings-save").click();
    await page.getByText("School settings saved").waitFor();
    expect((await stored()).cancelCount).toBe(4);
  });

  it("names the currency and the number fields' step buttons in the reader's language on a phone (ru, kk, en)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/settings?tab=school");
    const names = {
      ru: { currency: "KZT — Казахский тенге", up: "Увеличить значение", down: "Уменьшить значение" },
      kk: { currency: "KZT — Қазақстан теңгесі", up: "Мәнді арттыру", down: "Мәнді азайту" },
      en: { currency: "KZT — Kazakhstani Tenge", up: "Increase value", down: "Decrease value" },
    } as const;
    const stepNames = () =>
      page
        .locator('[data-testid="school-cancel-count"]')
        .locator("xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-input-number ')][1]")
        .locator('[role="button"]')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));
    for (const language of ["ru", "kk", "en"] as const) {
      await chooseLanguage(page, language);
      await page.getByTestId("school-settings-form").waitFor();
      const currency = page.getByTestId("school-currency");
      await currency.scrollIntoViewIfNeeded();
      await expect.poll(() => currency.textContent()).toContain(names[language].currency);
      // Up, then down: named as the page reads, after a switch of language too.
      await expect.poll(stepNames).toEqual([names[language].up, names[language].down]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `school-settings-currency-${language}-390`);
    }
    await expectAccessible(page, "school settings, currency and number fields, en, 390");
  });

  it("says how many planned lessons narrower hours leave outside, and leads to the schedule (en)", async () => {
    const before = await stored();
    const page = await suite.openPage();
    await loginAs(page, "admin_school", "/settings?tab=school");
    await chooseLanguage(page, "en");
    await page.getByTestId("school-settings-form").waitFor();
    await pick(page, "school-work-start", "12:00", true);
    await pick(page, "school-work-end", "13:00", true);
    await page.getByTestId("school-settings-save").click();
    const warning = page.getByTestId("school-lessons-outside-hours");
    await warning.waitFor();
    const counted = Number(/: (\d+)\./.exec((await warning.textContent()) ?? "")?.[1]);
    expect(counted).toBeGreaterThan(0);
    await expectAccessible(page, "school settings with lessons outside the hours (en)");
    await screenshot(page, "school-settings-outside-hours-en");
    await warning.getByRole("link", { name: "Open the schedule" }).click();
    await page.waitForURL((url) => url.pathname === "/schedule");

    await suite.platform.database.db
      .update(schools)
      .set({ workStartMinute: before.workStartMinute, workEndMinute: before.workEndMinute })
      .where(eq(schools.id, before.id));
  });
});
