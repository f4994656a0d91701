import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  type Account,
  browserSuite,
  chooseLanguage,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * The student's own side (decision 0029): a new student goes through the 9-step tour and the 3-step education
 * wizard, which refuses a seventh education row; a student reads their application progress; all on a phone too.
 */
const suite = browserSuite();
let page: Page;
const LANGUAGES = ["ru", "kk", "en"] as const;
type Language = (typeof LANGUAGES)[number];

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
/**
 * The interface's own texts (the onboarding's and the application statuses' come with their features), so the test
 * reads what a person reads.
 */
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      ...readJson(`../web/src/locales/${language}/first-screen.json`),
      ...readJson(`../web/src/locales/${language}/other-screens.json`),
      onboarding: readJson(`../web/src/features/onboarding/locales/${language}.json`),
      applicationStatus: readJson(`../web/src/features/application-status/locales/${language}.json`),
    },
  ]),
) as Record<Language, Record<string, Record<string, unknown>>>;
function text(language: Language, key: string): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[language]);
  return value as string;
}

/**
 * Keeps an interface language as a choice in the header does: its index in the browser's storage, and the cookie
 * the server draws the next page in (decision 0176).
 */
async function keepLanguage(language: Language) {
  await page.evaluate((index) => localStorage.setItem("lang", String(index)), LANGUAGES.indexOf(language));
  await page.context().addCookies([{ name: "lang", value: language, url: suite.platform.baseUrl }]);
}

/** Signs a student in and switches the interface language (sign-in stores Russian, as the spec says). */
async function signIn(student: Account, language: Language) {
  await loginAs(page, student);
  await keepLanguage(language);
  await page.reload();
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
}

/** Picks an option; a long list (years) is narrowed by typing first, since only its visible part is drawn. */
async function choose(testId: string, option: string, search = false) {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(option);
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${option}"]`).first().click();
}

const tour = () => page.locator(".ant-tour:visible");
const tourTitle = () => page.getByTestId("tour-title");

async function walkTheTour(language: Language, width: number) {
  await expect
    .poll(() => tourTitle().textContent(), { timeout: 15_000 })
    .toBe(text(language, "onboarding.tour.welcome.title"));
  expect(await page.getByTestId("tour-step").textContent()).toBe(
    text(language, "onboarding.tour.stepOf").replace("{{step}}", "1").replace("{{total}}", "9"),
  );
  await expectAccessible(page, `onboarding tour, welcome (${language}, ${width} px)`);
  await screenshot(page, `onboarding-tour-welcome-${language}-${width}`);
  await tour().locator(".ant-tour-next-btn").click();
  await expect.poll(() => tourTitle().textContent()).toBe(text(language, "onboarding.tour.sections.title"));
  // The bar's figure in the language's way: "0 %" in Russian and Kazakh, "0%" in English.
  expect(await page.getByTestId("tour-progress").textContent()).toContain(language === "en" ? "0%" : "0\u00a0%");
  await expectAccessible(page, `onboarding tour, section choice (${language}, ${width} px)`);
  await screenshot(page, `onboarding-tour-sections-${language}-${width}`);
  for (const hint of ["schedule", "catalog", "analytics", "programmes", "info", "profile"]) {
    await tour().locator(".ant-tour-next-btn").click();
    await expect.poll(() => tourTitle().textContent()).toBe(text(language, `onboarding.tour.${hint}.title`));
  }
  await screenshot(page, `onboarding-tour-profile-${language}-${width}`);
  await tour().locator(".ant-tour-next-btn").click();
  await expect.poll(() => tourTitle().textContent()).toBe(text(language, "onboarding.tour.education.title"));
  await page.getByTestId("tour-ok").click();
  await page.waitForURL((url) => url.pathname === "/settings" && url.searchParams.get("tab") === "education");
}

/** Step 1 of the wizard: the spec's messages, six rows and no seventh, then one row filled in. */
async function fillTheWizard(language: Language, width: number) {
  const wizard = page.getByTestId("education-wizard");
  await expect.poll(() => page.getByTestId("wizard-notice").isVisible()).toBe(true);
  await expectAccessible(page, `education wizard notice (${language}, ${width} px)`);
  await page.getByTestId("wizard-start").click();
  await page.getByTestId("wizard-next").click();
  await expect.poll(() => wizard.textContent()).toContain(text(language, "onboarding.required.profession"));
  expect(await wizard.textContent()).toContain(text(language, "onboarding.required.start"));

  for (let added = 1; added < 6; added += 1) await page.getByTestId("education-add").click();
  await expect.poll(() => page.getByTestId("education-row").count()).toBe(6);
  await page.getByTestId("education-add").click();
  await expect.poll(() => page.locator(".ant-message").textContent()).toContain(text(language, "onboarding.limit"));
  expect(await page.getByTestId("education-row").count()).toBe(6);
  await expectAccessible(page, `education wizard, six rows (${language}, ${width} px)`);
  await screenshot(page, `education-wizard-limit-${language}-${width}`);
  for (let removed = 0; removed < 5; removed += 1) await page.getByTestId("education-remove-1").click();
  await expect.poll(() => page.getByTestId("education-row").count()).toBe(1);

  await page.getByTestId("education-profession-0").fill("School No. 25, Almaty");
  await choose("education-start-0", "2013", true);
  await choose("education-end-0", "2024", true);
  await page.getByTestId("wizard-next").click();
  await expect.poll(() => page.getByTestId("wizard-step").textContent()).toContain("2");
  await page.getByTestId("wizard-next").click();
  await expect.poll(() => wizard.textContent()).toContain(text(language, "onboarding.required.language"));
  await choose("language-name-0", text(language, "catalogue.languages.en"));
  await choose("language-level-0", "B2");
  await page.getByTestId("wizard-next").click();
  await expect.poll(() => page.getByTestId("wizard-step").textContent()).toContain("3");
  await expectAccessible(page, `education wizard, certificates (${language}, ${width} px)`);
  await choose("certificate-name-0", "IELTS");
  await page.getByTestId("certificate-score-0").fill("6.5");
  await page.getByTestId("wizard-next").click();
  await expect.poll(() => page.getByTestId("education-wizard").count()).toBe(0);
  await expect.poll(() => page.getByTestId("education-list").textContent()).toContain("School No. 25, Almaty");
  // The education rows and the certificates are two lists, refetched each on its own when the wizard closes.
  await expect.poll(() => page.getByTestId("certificate-list").textContent()).toContain("IELTS 6.5");
  await screenshot(page, `education-tab-${language}-${width}`);
}

describe("a new student", () => {
  for (const language of LANGUAGES) {
    it(`goes through the tour and the wizard, and is refused a seventh education row (${language})`, async () => {
      page = await suite.openPage();
      const student = await newUser(suite.platform, "student", { onboarded: false });
      await signIn(student, language);
      await walkTheTour(language, 1280);
      await fillTheWizard(language, 1280);
      // Asked no more: a new visit shows neither the tour nor the wizard.
      await page.reload();
      await expect.poll(() => page.getByTestId("education-list").textContent()).toContain("School No. 25");
      expect(await page.locator(".ant-tour:visible").count()).toBe(0);
      expect(await page.getByTestId("education-wizard").count()).toBe(0);
    }, 240_000);
  }

  it("changes the language with the tour open, the tour following it, on a phone and a desktop", async () => {
    for (const width of [390, 1366]) {
      page = await suite.openPage(width);
      const student = await newUser(suite.platform, "student", { onboarded: false });
      await signIn(student, "ru");
      await expect
        .poll(() => tourTitle().textContent(), { timeout: 15_000 })
        .toBe(text("ru", "onboarding.tour.welcome.title"));
      // Nothing of the tour lies over the switcher: the point a finger or a mouse presses is the switcher's own.
      const switcher = page.getByTestId("language-switcher");
      expect(
        await switcher.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && element.contains(top);
        }),
      ).toBe(true);
      await chooseLanguage(page, "kk");
      await expect.poll(() => tourTitle().textContent()).toBe(text("kk", "onboarding.tour.welcome.title"));
      await screenshot(page, `onboarding-tour-language-kk-${width}`);
      await page.context().close();
    }
  }, 120_000);

  it("who puts the wizard off is asked again at the next visit, and the API refuses a seventh row", async () => {
    page = await suite.openPage();
    const student = await newUser(suite.platform, "student", { onboarded: false });
    await signIn(student, "en");
    await expect.poll(() => tourTitle().textContent(), { timeout: 15_000 }).toBe("Welcome!");
    await tour().locator(".ant-tour-close").click();
    await expect.poll(() => page.locator(".ant-tour:visible").count()).toBe(0);
    await page.getByTestId("profile-menu").click();
    await page.getByTestId("logout-button").click();
    await page.waitForURL((url) => url.pathname.startsWith("/guest-catalog"));
    await page.context().close();
    page = await suite.openPage();
    await signIn(student, "en");
    await expect.poll(() => tourTitle().textContent(), { timeout: 15_000 }).toBe("Welcome!");

    const answers = await page.evaluate(async () => {
      const { access } = await fetch("/api/v1/user/accounts/refresh/", { method: "POST" }).then((r) => r.json());
      const statuses: { status: number; detail?: string }[] = [];
      for (let row = 0; row < 7; row += 1) {
        const response = await fetch("/api/v1/user/education/create/", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${access}` },
          body: JSON.stringify({
            degree: "school",
            profession_name: `Row ${row}`,
            start: 2010,
            assessment_form: "gpa",
          }),
        });
        statuses.push({ status: response.status, detail: (await response.json()).detail });
      }
      return statuses;
    });
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201, 422]);
    expect(answers[6]!.detail).toBe("Reached quantity limit!");
  });

  it("on a phone (390 px) goes through the tour and the wizard in one column", async () => {
    page = await suite.openPage(390);
    const student = await newUser(suite.platform, "student", { onboarded: false });
    await signIn(student, "ru");
    await walkTheTour("ru", 390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fillTheWizard("ru", 390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }, 240_000);
});

describe("a student's application progress", () => {
  for (const [language, width] of [
    ["ru", 1280],
    ["kk", 1280],
    ["en", 1280],
    ["en", 390],
  ] as const) {
    it(`shows the programs chosen with their status and history, and the programs that fit (${language}, ${width} px)`, async () => {
      page = await suite.openPage(width);
      await loginAs(page, "student");
      await keepLanguage(language);
      await page.goto("/settings?tab=application");
      await page.waitForFunction((code) => document.documentElement.lang === code, language);
      const tab = page.getByTestId("application-tab");
      await expect.poll(() => tab.locator("[data-status]").count(), { timeout: 15_000 }).toBe(3);
      expect(await tab.textContent()).toContain(text(language, "applicationStatus.statuses.invitation"));
      expect(await tab.locator(".ant-timeline-item").count()).toBe(7);
      await expect
        .poll(() => page.getByTestId("eligible-programs").textContent())
        .toContain(language === "en" ? "Architecture" : language === "ru" ? "Архитектура" : "Сәулет");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `application progress (${language}, ${width} px)`);
      await screenshot(page, `application-progress-${language}-${width}`);
    });
  }
});
