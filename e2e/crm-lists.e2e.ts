import { readFileSync } from "node:fs";
import { FINANCE_FIELDS } from "@school/contracts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, expectAccessible, loginAs, newUser, nextPaint, screenshot } from "./harness.js";

/**
 * The CRM's daily loops (decisions 0085, 0086): a manager chooses the user list's columns and order, saves them as a
 * view and finds it again after signing in anew; the student page opens on where the student stands, keeps its tab
 * in the address through a reload and the back button, and the checklist is ticked where it is shown. In Russian,
 * Kazakh and English, and at 390 px.
 */
const suite = browserSuite();
let page: Page;

const LANGUAGES = ["ru", "kk", "en"] as const;
type Language = (typeof LANGUAGES)[number];
const read = (path: string, language: Language) =>
  JSON.parse(readFileSync(new URL(`../web/src/features/${path}/locales/${language}.json`, import.meta.url), "utf8"));
const crm = Object.fromEntries(LANGUAGES.map((language) => [language, read("users", language).crm])) as Record<
  Language,
  { columns: Record<string, string>; views: Record<string, string> }
>;
const checklist = Object.fromEntries(LANGUAGES.map((language) => [language, read("checklist", language)])) as Record<
  Language,
  { tab: string; states: Record<string, string> }
>;

async function chooseOption(select: string, name: string) {
  await page.getByTestId(select).click();
  await page.getByRole("listbox").getByRole("option", { name, exact: true }).click();
}

/** Saves the list (columns chosen, sorted by balance, highest first) as a view; answers the view's name. */
async function saveAView(language: Language, width?: number) {
  const manager = await newUser(suite.platform, "admin", { lastName: "Views" });
  page = await suite.openPage(width);
  await loginAs(page, manager, "/users-list?role=student");
  await chooseLanguage(page, language);
  await page.getByTestId("users-columns").click();
  for (const column of ["statuses", "balance"]) await page.getByTestId(`column-${column}`).click();
  await page.waitForURL((url) => (url.searchParams.get("columns") ?? "").includes("balance"));
  if (width === undefined) {
    // Sorting is the column's header: once ascending, then descending. The first sort comes in the same task as the
    // last tick, before the screen for the ticked address is drawn: it must keep that column (ui/use-search-params).
    const balance = crm[language].columns.balance!;
    const header = page.locator("th", { hasText: balance });
    await header.waitFor();
    await page.evaluate((title) => {
      document.querySelector<HTMLElement>('[data-testid="column-checklist"]')?.click();
      [...document.querySelectorAll<HTMLElement>("th")].find((th) => th.textContent?.includes(title))?.click();
    }, balance);
    await page.waitForURL((url) => url.searchParams.get("ordering") === "balance");
    expect(new URL(page.url()).searchParams.get("columns")).toBe("email,phone,role,source,statuses,balance,checklist");
    await page.getByTestId("users-columns").click();
    // The address changes before the table draws the new order, and the next click toggles what the table shows.
    await page.locator('th[aria-sort="ascending"]', { hasText: balance }).waitFor();
    await header.click();
    await page.waitForURL((url) => url.searchParams.get("ordering") === "-balance");
  } else {
    // On a phone the panel lies over the page below the header; Escape (or a tap outside it) shuts it.
    await page.getByTestId("column-checklist").click();
    await page.keyboard.press("Escape");
  }
  await page.waitForURL((url) => (url.searchParams.get("columns") ?? "").includes("checklist"));
  const name = `${crm[language].views.placeholder} ${Math.random().toString(36).slice(2, 6)}`;
  await page.getByTestId("users-view-save").click();
  // The browser asks for reduced motion (harness.ts), so a click draws no wave: a frame later none is on the page.
  await nextPaint(page);
  expect(await page.locator(".ant-wave").count()).toBe(0);
  await page.getByTestId("users-view-name").fill(name);
  await page.getByTestId("users-view-confirm").click();
  await page.waitForURL((url) => url.searchParams.has("view"));
  return { manager, name };
}

describe("saved views of the user list", () => {
  for (const language of LANGUAGES) {
    it(`a manager saves a view with chosen columns and finds it after signing in again (${language})`, async () => {
      const { manager, name } = await saveAView(language);
      await expectAccessible(page, `users-list with columns, ${language}`);
      await screenshot(page, `crm-list-columns-${language}`);

      page = await suite.openPage();
      await loginAs(page, manager, "/users-list");
      await chooseLanguage(page, language);
      await chooseOption("users-views", name);
      await page.waitForURL((url) => url.searchParams.get("ordering") === "-balance");
      const url = new URL(page.url());
      expect(url.searchParams.get("columns")).toBe("email,phone,role,source,statuses,balance,checklist");
      expect(url.searchParams.get("role")).toBe("student");
      for (const column of ["statuses", "balance", "checklist"]) {
        await page.locator("th", { hasText: crm[language].columns[column] }).first().waitFor();
      }
      // The filter panel: grouped by topic, with a search over the filters' names.
      await page.getByTestId("users-more-filters").click();
      await page.getByTestId("filter-topic-visa").waitFor();
      await page.getByTestId("filters-find").fill("IELTS");
      await page.getByTestId("filter-topic-ielts").waitFor();
      expect(await page.getByTestId("filter-topic-visa").count()).toBe(0);
      await expectAccessible(page, `users-list filters, ${language}`);
      await screenshot(page, `crm-list-filters-${language}`);
    });
  }

  it("works at 390 px", async () => {
    const { manager, name } = await saveAView("en", 390);
    page = await suite.openPage(390);
    await loginAs(page, manager, "/users-list");
    await chooseOption("users-views", name);
    await page.waitForURL((url) => (url.searchParams.get("columns") ?? "").includes("balance"));
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "users-list view, 390");
    await screenshot(page, "crm-list-view-mobile");
  });
});

async function openDemoStudent(language: Language) {
  await page.goto("/users-list?role=student&q=Bekov");
  await chooseLanguage(page, language);
  await page.getByTestId("users-list").getByRole("link", { name: "Arman Bekov" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/user/view/"));
}

describe("the student page", () => {
  for (const language of LANGUAGES) {
    it(`opens on where the student stands, keeps its tab through a reload (${language})`, async () => {
      page = await suite.openPage();
      await loginAs(page, "admin");
      await openDemoStudent(language);
      await page.getByTestId("standing-checklist").waitFor();
      await page.getByTestId("user-tab-checklist").click();
      await page.waitForURL((url) => url.searchParams.get("tab") === "checklist");
      await page.reload();
      await page.getByTestId("checklist").waitFor();
      expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe(checklist[language].tab);
      // Back returns to the tab before.
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has("tab"));
      await page.getByTestId("user-profile-form").waitFor();
      await expectAccessible(page, `user-view header, ${language}`);
      await screenshot(page, `crm-student-header-${language}`);
    });
  }

  it("ticks a finance check in the checklist tab, and the header follows", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin");
    await openDemoStudent("en");
    await page.getByTestId("user-tab-checklist").click();
    const field = FINANCE_FIELDS[0];
    const state = page.getByTestId(`checklist-state-${field}`);
    const before = await page.getByTestId("standing-checklist").textContent();
    await page.getByRole("button", { name: /Finance/ }).click();
    await page.getByTestId(`checklist-tick-${field}`).click();
    await expect.poll(() => state.textContent()).toBe(checklist.en.states.checked);
    await expect.poll(() => page.getByTestId("standing-checklist").textContent()).not.toBe(before);
    // Untick: back to missing.
    await page.getByTestId(`checklist-tick-${field}`).click();
    await expect.poll(() => state.textContent()).toBe(checklist.en.states.missing);
    await expectAccessible(page, "user-view checklist ticks");
    await screenshot(page, "crm-checklist-ticks");
  });

  it("reads at 390 px, its tab kept in the address", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin");
    await openDemoStudent("kk");
    await page.getByTestId("student-standing").waitFor();
    await chooseOption("user-tabs-select", checklist.kk.tab);
    await page.waitForURL((url) => url.searchParams.get("tab") === "checklist");
    await page.reload();
    await page.getByTestId("checklist").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "user-view header, 390");
    await screenshot(page, "crm-student-header-mobile");
  });
});
