import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, demoAccount, expectAccessible, loginAs, screenshot } from "./harness.js";

/**
 * Students in bulk (decision 0034): a manager imports a file with one bad row, reads the report, fixes the row,
 * imports, finds the new students in the list and exports the filtered list. In each interface language, and at
 * 390 px.
 */
const suite = browserSuite();
let page: Page;
const run = `${process.pid}`;

const csvOf = (lines: string[][]) =>
  Buffer.from(`\uFEFF${lines.map((line) => line.map((cell) => `"${cell}"`).join(";")).join("\r\n")}\r\n`);

async function chooseFile(name: string, buffer: Buffer) {
  await page
    .getByTestId("import-dialog")
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "text/csv", buffer });
}

async function importRoundTrip(language: "ru" | "kk" | "en", width?: number) {
  page = await suite.openPage(width);
  await loginAs(page, "admin", "/users-list?role=student");
  await chooseLanguage(page, language);
  const suffix = `${language}${width ?? ""}.${run}`;
  const header = ["Фамилия", "Аты", "E-mail", "Phone", "Responsible manager"];
  const good = [`Импортова${language}`, "Айя", `aiya.${suffix}@import-e2e.kz`, "", demoAccount("admin").email];
  const bad = [`Импортов${language}`, "Нурлан", `nurlan.${suffix}@import-e2e.kz`, "87011234567", ""];

  await page.getByTestId("users-import").click();
  await page.getByTestId("import-dialog").waitFor();
  await chooseFile("students.csv", csvOf([header, good, bad]));
  const report = page.getByTestId("import-report");
  await report.waitFor();
  await page.getByTestId("import-error-3-phone").waitFor();
  expect(await page.getByTestId("import-confirm").isDisabled()).toBe(true);
  await expectAccessible(page, `users-import report, ${language}, ${width ?? 1280}`);
  await screenshot(page, `users-import-report-${language}${width ? "-mobile" : ""}`);

  // The phone fixed, the same file checks clean; confirming adds both students at once.
  bad[3] = `+7701${String(process.pid % 1_000_000).padStart(6, "0")}${width ? "1" : language === "ru" ? "2" : language === "kk" ? "3" : "4"}`;
  await chooseFile("students.csv", csvOf([header, good, bad]));
  await page.getByTestId("import-ready").waitFor();
  await screenshot(page, `users-import-ready-${language}${width ? "-mobile" : ""}`);
  await page.getByTestId("import-confirm").click();
  await page.getByTestId("import-dialog").waitFor({ state: "detached" });

  const list = page.getByTestId("users-list");
  await page.getByTestId("users-search").fill(suffix);
  // The search reaches the URL after its debounce; the export reads the filters from there.
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(suffix);
  await expect.poll(() => list.textContent()).toContain(`aiya.${suffix}@import-e2e.kz`);
  await expect.poll(() => list.textContent()).toContain(`nurlan.${suffix}@import-e2e.kz`);
  await screenshot(page, `users-import-list-${language}${width ? "-mobile" : ""}`);

  // The export holds exactly the filtered list, headed in the interface language.
  await page.getByTestId("users-export").click();
  const xlsx = page.getByRole("menuitem", { name: /XLSX/ });
  const [download] = await Promise.all([page.waitForEvent("download"), xlsx.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(3);
  expect(sheet.getRow(1).getCell(1).value).toBe({ ru: "Фамилия", kk: "Тегі", en: "Last name" }[language]);
  const emails = [sheet.getRow(2).getCell(3).value, sheet.getRow(3).getCell(3).value].sort();
  expect(emails).toEqual([`aiya.${suffix}@import-e2e.kz`, `nurlan.${suffix}@import-e2e.kz`]);
}

describe("users import and export", () => {
  it("in Russian: a bad row refuses the file, the fixed file imports, the list exports", async () => {
    await importRoundTrip("ru");
  });

  it("in Kazakh", async () => {
    await importRoundTrip("kk");
  });

  it("in English, and the import is offered on the add form too", async () => {
    await importRoundTrip("en");
    await page.goto("/users-add");
    await page.getByTestId("users-import").click();
    await page.getByTestId("import-dialog").waitFor();
    await expectAccessible(page, "users-add import dialog, en, 1280");
    await screenshot(page, "users-import-dialog-en");
    // A picture renamed .csv is refused by its bytes, in the import's own words.
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    await chooseFile("students.csv", png);
    await expect.poll(() => page.getByTestId("form-error").textContent()).toContain("Only XLSX or CSV");
  });

  it("at 390 px", async () => {
    await importRoundTrip("ru", 390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const [language, width] of [
    ["kk", undefined],
    ["en", 390],
  ] as const) {
    it(`takes the good rows and offers the bad one as a file with its reason (${language}, ${width ?? 1280} px)`, async () => {
      page = await suite.openPage(width);
      await loginAs(page, "admin", "/users-list?role=student");
      await chooseLanguage(page, language);
      const suffix = `partial${language}${width ?? ""}.${run}`;
      const header = ["Фамилия", "Аты", "E-mail"];
      await page.getByTestId("users-import").click();
      await page.getByTestId("import-dialog").waitFor();
      await page.getByTestId("import-mode-valid").click();
      await chooseFile(
        "students.csv",
        csvOf([header, ["Жақсы", "Айя", `good.${suffix}@import-e2e.kz`], ["Жаман", "Нурлан", "not-an-email"]]),
      );
      await page.getByTestId("import-error-3-email").waitFor();
      expect(await page.getByTestId("import-confirm").isDisabled()).toBe(false);
      await page.getByTestId("import-confirm").click();
      await page.getByTestId("import-partial").waitFor();
      await expectAccessible(page, `users-import partial, ${language}, ${width ?? 1280}`);
      await screenshot(page, `users-import-partial-${language}${width ? "-390" : ""}`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("import-rejected-file").click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
      const lines = text.trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain("not-an-email");
      expect(lines[0]).toContain({ ru: "Ошибки", kk: "Қателер", en: "Problems" }[language]);
      if (width) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
