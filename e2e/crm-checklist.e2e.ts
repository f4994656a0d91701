import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, expectAccessible, loginAs, SETTLED_POPUP, screenshot } from "./harness.js";

/**
 * The document checklist and personal data (decision 0033): a manager opens the demo student, whose passport runs
 * out within two months, and finds it expiring on the checklist with its alert — in Russian, Kazakh and English, and
 * at 390 px; the school admin sees who read the record.
 */
const suite = browserSuite();
let page: Page;

const LANGUAGES = ["ru", "kk", "en"] as const;
type Language = (typeof LANGUAGES)[number];
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../web/src/features/checklist/locales/${language}.json`, import.meta.url), "utf8"),
    ),
  ]),
) as Record<
  Language,
  { tab: string; personalTab: string; states: Record<string, string>; audit: { actions: Record<string, string> } }
>;

async function openDemoStudent(language: Language) {
  await page.goto("/users-list?role=student&q=Bekov");
  await chooseLanguage(page, language);
  await page.getByTestId("users-list").getByRole("link", { name: "Arman Bekov" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/user/view/"));
}

describe("the document checklist", () => {
  for (const language of LANGUAGES) {
    it(`a manager sees the demo student's expiring passport and its alert (${language})`, async () => {
      page = await suite.openPage();
      await loginAs(page, "admin");
      await openDemoStudent(language);
      await page.getByTestId("user-tab-checklist").click();
      const checklist = page.getByTestId("checklist");
      await expect
        .poll(() => checklist.getByTestId("checklist-state-passport").textContent())
        .toBe(texts[language].states.expiring);
      const alert = page.getByTestId("checklist-alert-passport");
      await expect.poll(() => alert.count()).toBe(1);
      // The alert names the passport and the 60-day reminder in the reader's language.
      expect(await alert.textContent()).toMatch(/60/);
      expect(await page.getByTestId("checklist-group-identity").textContent()).toContain(
        { ru: "Паспорт", kk: "Төлқұжат", en: "Passport" }[language],
      );
      await expectAccessible(page, `user-view checklist, ${language}`);
      await screenshot(page, `crm-checklist-${language}`);
    });
  }

  it("reads at 390 px, and the school admin sees who read the record", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin_school");
    await openDemoStudent("en");
    await page.getByTestId("user-tabs-select").click();
    await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${texts.en.tab}"]`).click();
    await expect.poll(() => page.getByTestId("checklist-alert-passport").count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "user-view checklist, 390");
    await screenshot(page, "crm-checklist-mobile");

    await page.getByTestId("user-tabs-select").click();
    await page
      .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${texts.en.personalTab}"]`)
      .click();
    const audit = page.getByTestId("personal-audit");
    // The page's own reads are in the log, by the school admin who just opened it.
    await expect.poll(() => audit.textContent()).toContain(texts.en.audit.actions.read);
    expect(await page.getByTestId("personal-export").isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "user-view personal data, 390");
    await screenshot(page, "crm-checklist-personal-mobile");
  });
});
