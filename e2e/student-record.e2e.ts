import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, expectAccessible, loginAs, SETTLED_POPUP, screenshot } from "./harness.js";

/**
 * The student record (decision 0028): a manager adds a student with some of the record, fills the visa and the
 * apostilles on the student page, uploads a document, and finds all of it again after a reload — in English,
 * Kazakh and Russian, and at 390 px.
 */
const suite = browserSuite();
let page: Page;

const LABELS = {
  en: {
    visa: "Visa",
    apostille: "Apostille",
    documents: "Documents",
    saved: "Saved",
    uploaded: "Document uploaded",
    italy: "Italy",
  },
  kk: {
    visa: "Виза",
    apostille: "Апостиль",
    documents: "Құжаттар",
    saved: "Сақталды",
    uploaded: "Құжат жүктелді",
    italy: "Италия",
  },
  ru: {
    visa: "Виза",
    apostille: "Апостиль",
    documents: "Документы",
    saved: "Сохранено",
    uploaded: "Документ загружен",
    italy: "Италия",
  },
} as const;

async function addStudent(language: "en" | "kk" | "ru") {
  await page.goto("/users-add");
  await chooseLanguage(page, language);
  const email = `record.${language}.${process.pid}@student-record-e2e.kz`;
  await page.getByTestId("user-add-first-name").fill("Zarina");
  await page.getByTestId("user-add-last-name").fill(`Record ${language}`);
  await page.getByTestId("user-add-email").fill(email);
  await page
    .getByTestId("user-add-phone")
    .fill(`+7701${String(process.pid % 1000).padStart(3, "0")}${{ en: "1111", kk: "2222", ru: "3333" }[language]}`);
  // The study section is open: the target country is typed as a tag.
  await page.getByTestId("record-countries").click();
  await page.keyboard.type("Italy");
  await page.keyboard.press("Enter");
  await page.getByTestId("user-add-submit").click();
  await page.waitForURL((url) => url.pathname === "/users-list");
  const list = page.getByTestId("users-list");
  await expect.poll(() => list.textContent()).toContain(`Zarina Record ${language}`);
  await list.getByRole("link", { name: `Zarina Record ${language}` }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/user/view/"));
  return page.url();
}

async function pickOption(testId: string, title: string) {
  await page.getByTestId(testId).click();
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${title}"]`).click();
}

describe("the student record", () => {
  for (const language of ["en", "kk", "ru"] as const) {
    it(`a manager fills the visa and apostilles and uploads a document (${language})`, async () => {
      page = await suite.openPage();
      await loginAs(page, "admin");
      const url = await addStudent(language);
      const labels = LABELS[language];

      await page.getByTestId("user-tab-visa").click();
      const visa = page.getByTestId("record-form-visa");
      await visa.getByTestId("record-visa_date").fill("2027-02-10");
      await visa.getByTestId("record-visa_time").fill("09:30");
      // Tab closes the time field's list, which would otherwise cover the switch below it.
      await visa.getByTestId("record-visa_time").press("Tab");
      await visa.getByTestId("record-visa_applied").click();
      if (language === "en") await pickOption("record-visa_support", "Full");
      await page.getByTestId("record-save-visa").click();
      await expect.poll(() => page.getByText(labels.saved).count()).toBeGreaterThan(0);
      await expectAccessible(page, `user-view visa, ${language}`);

      await page.getByTestId("user-tab-apostille").click();
      await page.getByTestId("check-apostille_grade_11_first").click();
      await expect.poll(() => page.getByTestId("check-apostille_grade_11_first").isChecked()).toBe(true);
      await expectAccessible(page, `user-view apostille, ${language}`);
      await screenshot(page, `student-record-apostille-${language}`);

      await page.getByTestId("user-tab-documents").click();
      const file = join(tmpdir(), `passport-${process.pid}.pdf`);
      await writeFile(file, "%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
      await page.getByTestId("document-name").fill(`Passport ${language}`);
      await page.getByTestId("document-file").setInputFiles(file);
      await page.getByTestId("document-upload").click();
      await expect.poll(() => page.getByTestId("documents-tab").textContent()).toContain(`Passport ${language}`);
      await expectAccessible(page, `user-view documents, ${language}`);
      await screenshot(page, `student-record-documents-${language}`);

      // After a reload everything is still there.
      await page.goto(url);
      await page.getByTestId("user-tab-visa").click();
      // Typed as the API spells it, shown as the reader's language writes a day (decision 0136).
      await expect
        .poll(() => page.getByTestId("record-visa_date").inputValue())
        .toBe(language === "en" ? "10/02/2027" : "10.02.2027");
      expect(await page.getByTestId("record-visa_applied").getAttribute("aria-checked")).toBe("true");
      await page.getByTestId("user-tab-record").click();
      // The country the record stores is named in the reader's language (decision 0075).
      await expect.poll(() => page.getByTestId("record-form-record").textContent()).toContain(labels.italy);
      await page.getByTestId("user-tab-apostille").click();
      await expect.poll(() => page.getByTestId("check-apostille_grade_11_first").isChecked()).toBe(true);
      await page.getByTestId("user-tab-documents").click();
      await expect.poll(() => page.getByTestId("documents-tab").textContent()).toContain(`Passport ${language}`);
      await screenshot(page, `student-record-visa-${language}`);
    });
  }

  it("reads the student page in one column at 390 px", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin", "/users-list?role=student&q=Bekov");
    await chooseLanguage(page, "en");
    const list = page.getByTestId("users-list");
    await list.getByRole("link", { name: "Arman Bekov" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/user/view/"));
    // Below 993 px the ten tabs are a select, not a bar folded into a "more" menu.
    for (const tab of ["Student record", "Finance documents", "Comments"]) {
      await pickOption("user-tabs-select", tab);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await expect.poll(() => page.getByTestId("communication-tab").textContent()).toContain("Bologna");
    await expectAccessible(page, "user-view communication, 390");
    await screenshot(page, "student-record-mobile");
  });
});
