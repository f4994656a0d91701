import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, expectAccessible, loginAs, SETTLED_POPUP, screenshot } from "./harness.js";

/**
 * The money screens (issue 21, decision 0054): the school admin and the manager open /finance, see the balances
 * with their filters, the money report with its chart and XLSX export, the school's acts and an act's PDF; a
 * student's acts are added on their payment tab. In ru, kk and en, at 390 px; axe finds nothing serious. The demo
 * school's money (seed/demo-money.ts) is what the screens show.
 */
const suite = browserSuite();
let page: Page;

const noSideScroll = (width: number) =>
  expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);

const chartDrawn = () => page.waitForSelector('[data-testid="report-chart"][data-ready="true"] svg');

async function download(button: ReturnType<Page["getByTestId"]>) {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe("the money screens", () => {
  it("show the school admin the balances, the report with its chart and export, and the acts (en)", async () => {
    page = await suite.openPage(1280);
    await loginAs(page, "admin_school", "/finance");
    await chooseLanguage(page, "en");
    await page.getByTestId("menu-finance").waitFor();
    // The balances: balance/'s totals and the students one by one; the standing filter keeps the debtors.
    const totals = page.getByTestId("balance-totals");
    await expect.poll(() => totals.textContent()).toContain("Students");
    const table = page.getByTestId("balance-table");
    await expect.poll(() => table.locator("tbody tr.ant-table-row").count()).toBeGreaterThanOrEqual(2);
    await page.getByTestId("balance-filter-standing").click();
    await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: "Owe" }).click();
    await expect
      .poll(async () => {
        const balances = await table.locator("tbody tr.ant-table-row td:nth-child(4)").allTextContents();
        return balances.length > 0 && balances.every((text) => text.startsWith("Owes"));
      })
      .toBe(true);
    await expectAccessible(page, "the balances (en)");
    await screenshot(page, "money-balances-en");

    // The report: money received per month as a chart and tables, the overdue tranches, an XLSX file.
    await page.getByRole("tab", { name: "Money report" }).click();
    await chartDrawn();
    await expect.poll(() => page.getByTestId("report-total-KZT").textContent()).toMatch(/Received in the period: .*₸/);
    await expect.poll(() => page.getByTestId("report-overdue").textContent()).toContain("past their due date");
    const file = await download(page.getByTestId("report-export"));
    expect(file.name).toMatch(/^money-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Section", "Row", "Currency", "Received", "Payments"]);
    expect(sheet.rowCount).toBeGreaterThan(12);
    await expectAccessible(page, "the money report (en)");
    await screenshot(page, "money-report-en");

    // The school's acts, each with its PDF.
    await page.getByRole("tab", { name: "Acts of work done" }).click();
    await expect.poll(() => page.getByTestId("acts-summary").textContent()).toMatch(/\d+ acts for .*₸.* in all/);
    const pdfButton = page.getByTestId("finance-acts").locator('[data-testid^="act-pdf-"]').first();
    const pdf = await download(pdfButton);
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await expectAccessible(page, "the acts (en)");
  });

  it("let the manager add a student's act on the payment tab and download it, on a phone (ru)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin", "/finance?tab=report");
    await chooseLanguage(page, "ru");
    await chartDrawn();
    await expect.poll(() => page.getByTestId("report-total-KZT").textContent()).toContain("Получено за период");
    await noSideScroll(390);
    await expectAccessible(page, "the money report at 390 px (ru)");
    await screenshot(page, "money-report-ru-390");

    await page.goto("/finance");
    const first = page.getByTestId("balance-table").locator("tbody tr.ant-table-row a").first();
    await first.click();
    await page.waitForURL(/\/user\/view\/\d+\?tab=payments/);
    const acts = page.getByTestId("student-acts");
    await acts.waitFor();
    await page.getByTestId("act-number").fill("АВР-E2E/1");
    await page.getByTestId("act-date").fill("2026-11-20");
    // A picker takes typed text when left (decision 0136), as a person's Tab does.
    await page.getByTestId("act-date").press("Tab");
    await page.getByTestId("act-amount").fill("125000");
    await page.getByTestId("act-note").fill("Қазақ тілі курсы");
    await page.getByTestId("act-add").click();
    const row = acts.locator("tbody tr.ant-table-row", { hasText: "АВР-E2E/1" });
    await row.waitFor();
    expect(await row.textContent()).toContain("125 000");
    const pdf = await download(row.locator('[data-testid^="act-pdf-"]'));
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await noSideScroll(390);
    await expectAccessible(page, "a student's acts at 390 px (ru)");
    await screenshot(page, "money-student-acts-ru-390");
  });

  it("read in Kazakh on a phone: balances and acts (kk)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/finance");
    await chooseLanguage(page, "kk");
    await expect.poll(() => page.getByTestId("balance-totals").textContent()).toContain("Студенттер");
    await noSideScroll(390);
    await expectAccessible(page, "the balances at 390 px (kk)");
    await screenshot(page, "money-balances-kk-390");
    await page.goto("/finance?tab=acts");
    await expect.poll(() => page.getByTestId("acts-summary").textContent()).toContain("Актілер");
    await noSideScroll(390);
    await expectAccessible(page, "the acts at 390 px (kk)");
  });

  it("are not in a teacher's menu", async () => {
    page = await suite.openPage(1280);
    await loginAs(page, "teacher", "/analytics");
    await page.getByTestId("side-menu").waitFor();
    expect(await page.getByTestId("menu-finance").count()).toBe(0);
  });
});
