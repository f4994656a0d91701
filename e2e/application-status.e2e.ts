import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, users } from "../server/src/db/schema/index.js";
import {
  browserSuite,
  chooseLanguage,
  demoAccount,
  demoProgramId,
  expectAccessible,
  loginAs,
  revealProgramCards,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * Application status per program (decision 0025): a manager sets the demo student's status in two programs through
 * the transition table's moves and reads the history; staff see the status chart on /analytics.
 */
const suite = browserSuite();
let page: Page;
let demoProgram: number;
/** The program where the demo seed left the demo student "selected". */
let selectedProgram: number;
let studentId: number;

beforeAll(async () => {
  demoProgram = await demoProgramId(suite.platform);
  const { db } = suite.platform.database;
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount("student").email));
  studentId = student!.id;
  const [row] = await db
    .select({ courseId: applicationStatuses.courseId })
    .from(applicationStatuses)
    .where(and(eq(applicationStatuses.userId, studentId), eq(applicationStatuses.status, "selected")));
  selectedProgram = row!.courseId;
});

async function setStatus(option: string) {
  await page.getByTestId(`status-change-${studentId}`).click();
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${option}"]`).click();
}

const statusCell = () => page.getByTestId("application-status-table");

describe("a manager on the program page", () => {
  it("sets two programs' statuses for a student, only through allowed moves, and sees the history", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin", `/course/info/${demoProgram}`);
    await chooseLanguage(page, "en");
    await page.getByTestId("application-status").scrollIntoViewIfNeeded();
    await expect.poll(() => statusCell().textContent()).toContain("Arman Bekov");
    expect(await statusCell().textContent()).toContain("No status");
    await setStatus("Selected");
    await expect.poll(() => statusCell().locator('[data-status="selected"]').count()).toBe(1);
    // From "selected" the table allows only "under review".
    await page.getByTestId(`status-change-${studentId}`).click();
    const options = page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`);
    await expect.poll(() => options.allTextContents()).toEqual(["Under review"]);
    await options.first().click();
    await expect.poll(() => statusCell().locator('[data-status="submitted"]').count()).toBe(1);
    await statusCell()
      .getByRole("button", { name: /expand row/i })
      .click();
    const history = page.getByTestId(`status-history-${studentId}`);
    await expect.poll(() => history.locator("li").count()).toBe(2);
    expect(await history.textContent()).toContain("by Daniyar Seitkali");
    await expectAccessible(page, "program page with application status (en)");
    await screenshot(page, "application-status-en");

    await page.goto(`/course/info/${selectedProgram}`);
    await page.getByTestId("application-status").scrollIntoViewIfNeeded();
    // The demo classmates have statuses in this program too: the student's own row is the one read.
    const studentRow = () => statusCell().locator(`tr[data-row-key="${studentId}"]`);
    await expect.poll(() => studentRow().locator('[data-status="selected"]').count()).toBe(1);
    await setStatus("Under review");
    await expect.poll(() => studentRow().locator('[data-status="submitted"]').count()).toBe(1);
    await studentRow()
      .getByRole("button", { name: /expand row/i })
      .click();
    await expect.poll(() => page.getByTestId(`status-history-${studentId}`).locator("li").count()).toBe(2);

    await chooseLanguage(page, "ru");
    await expect.poll(() => statusCell().textContent()).toContain("На рассмотрении");
    await screenshot(page, "application-status-ru");
    await chooseLanguage(page, "kk");
    await expect.poll(() => statusCell().textContent()).toContain("Қаралуда");
    await expectAccessible(page, "program page with application status (kk)");
    await screenshot(page, "application-status-kk");
  });

  it("reads the status section in one column at 390 px", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin", `/course/info/${selectedProgram}`);
    await revealProgramCards(page);
    await page.getByTestId("application-status").scrollIntoViewIfNeeded();
    await expect.poll(() => statusCell().textContent()).toContain("Arman Bekov");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "program page with application status (390 px)");
    await screenshot(page, "application-status-mobile");
  });
});

describe("the analytics page", () => {
  for (const width of [1280, 390]) {
    it(`shows staff the status chart and its table at ${width} px`, async () => {
      page = await suite.openPage(width);
      await loginAs(page, "admin_school", "/analytics");
      await chooseLanguage(page, "en");
      const chart = page.getByTestId("status-chart");
      await page.waitForSelector('[data-testid="status-chart"][data-ready="true"] svg');
      expect(await chart.locator("svg path").count()).toBeGreaterThan(0);
      const totals = page.getByTestId("status-totals");
      await expect.poll(() => totals.textContent()).toContain("Invitation");
      expect(await totals.textContent()).toContain("Refusal");
      await expect.poll(() => page.getByTestId("status-users").textContent()).toContain("Arman Bekov");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `status analytics (${width} px)`);
      await screenshot(page, `status-analytics-${width}`);
    });
  }
});
