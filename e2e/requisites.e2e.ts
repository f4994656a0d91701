import { readFileSync } from "node:fs";
import { setSchoolRequisites, VAT_RATE_DEFAULT } from "@school/contracts";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { schoolRequisites } from "../server/src/db/schema/index.js";
import { browserSuite, chooseLanguage, demoSchoolId, expectAccessible, loginAs, screenshot } from "./harness.js";

/**
 * The school's requisites in the settings (issue 38, decision 0158): the demo's requisites shown; a wrong BIN, IIK
 * or Kbe named beside itself in the reader's language; fixed, saved; a required requisite emptied shows in the
 * banner and stops an act's PDF with a message naming it. ru, kk, en; 1280 and 390 px.
 */
const suite = browserSuite();

type Language = "ru" | "kk" | "en";
const texts = Object.fromEntries(
  (["ru", "kk", "en"] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../web/src/features/requisites/locales/${language}.json`, import.meta.url), "utf8"),
    ),
  ]),
) as Record<Language, { problems: Record<string, string>; fields: Record<string, string>; saved: string }>;

const stored = async () => {
  const id = await demoSchoolId(suite.platform);
  const [row] = await suite.platform.database.db
    .select()
    .from(schoolRequisites)
    .where(eq(schoolRequisites.schoolId, id));
  return row!;
};

async function openRequisites(page: Page, input: { role: "admin_school" | "admin"; language: Language }) {
  await loginAs(page, input.role, "/settings?tab=requisites");
  await chooseLanguage(page, input.language);
  await page.getByTestId("requisites-form").waitFor();
}

/** Types into a field and leaves it, as a person does: a code is checked when it is left. */
async function type(page: Page, field: string, value: string) {
  const input = page.getByTestId(`requisites-${field}`);
  await input.fill(value);
  await input.press("Tab");
}

/**
 * Saves and waits for this save's answer, then its message: the message of a save a moment before is still shown for
 * a few seconds, and waiting for the text alone would read the database before this save landed.
 */
const saveAndWait = async (page: Page, language: Language) => {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === setSchoolRequisites.method &&
      response.url().endsWith(`/api/v1/${setSchoolRequisites.path}`),
  );
  await page.getByTestId("requisites-save").click();
  expect((await answered).ok()).toBe(true);
  await page.getByText(texts[language].saved).first().waitFor();
};

describe("the school's requisites", () => {
  it("name a wrong BIN beside itself and save it fixed (ru, 1280 px)", async () => {
    const page = await suite.openPage(1280);
    await openRequisites(page, { role: "admin_school", language: "ru" });
    expect(await page.getByTestId("requisites-legal-name").inputValue()).toBe("ТОО «Демо-школа»");
    expect(await page.getByTestId("requisites-missing").count()).toBe(0);
    await type(page, "bin", "180540012344");
    await page.locator("#bin_help").getByText(texts.ru.problems.bin_checksum!).waitFor();
    await expectAccessible(page, "the requisites with a wrong BIN (ru)");
    await screenshot(page, "requisites-wrong-bin-ru");
    await page.getByTestId("requisites-save").click();
    // The form refuses to send what the server would refuse.
    await page.locator("#bin_help").getByText(texts.ru.problems.bin_checksum!).waitFor();
    expect((await stored()).bin).toBe("180540012343");

    await type(page, "bin", "1805 4001 2343");
    await page.getByText(texts.ru.problems.bin_checksum!).waitFor({ state: "hidden" });
    await type(page, "director-name", "Ахметова Мадина Серикқызы");
    await saveAndWait(page, "ru");
    expect(await stored()).toMatchObject({ bin: "180540012343", directorName: "Ахметова Мадина Серикқызы" });
  });

  it("stack on a phone, name the empty ones in the banner and stop an act's PDF (kk, 390 px)", async () => {
    const page = await suite.openPage(390);
    await openRequisites(page, { role: "admin", language: "kk" });
    await type(page, "iik", "KZ47 601A 8710 0012 3457");
    await page.locator("#iik_help").getByText(texts.kk.problems.iik_checksum!).waitFor();
    await type(page, "kbe", "31");
    await page.locator("#kbe_help").getByText(texts.kk.problems.kbe_format!).waitFor();
    await type(page, "iik", "KZ47 601A 8710 0012 3456");
    await type(page, "kbe", "17");
    await type(page, "legal-address", "");
    await saveAndWait(page, "kk");
    const banner = page.getByTestId("requisites-missing");
    await expect.poll(() => banner.textContent()).toContain(texts.kk.fields.legal_address);
    // One column: the bank's section under the organisation's, nothing wider than the phone.
    const name = await page.getByTestId("requisites-legal-name").boundingBox();
    const bank = await page.getByTestId("requisites-bank-name").boundingBox();
    expect(bank!.y).toBeGreaterThan(name!.y);
    expect(Math.abs(bank!.x - name!.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "the requisites at 390 px with one missing (kk)");
    await screenshot(page, "requisites-missing-kk-390");

    // An act cannot be printed without the contractor's address: the toast says what to fill.
    await page.goto("/finance?tab=acts");
    await page.getByTestId("finance-acts").locator('[data-testid^="act-pdf-"]').first().click();
    await page.getByText(`(${texts.kk.fields.legal_address})`, { exact: false }).waitFor();

    await page.goto("/settings?tab=requisites");
    await type(page, "legal-address", "050010, Алматы қ., Абай даңғылы, 1");
    await saveAndWait(page, "kk");
    await banner.waitFor({ state: "hidden" });
  });

  it("take a VAT payer's rate, 16 % unless changed, and refuse a foreign BIK (en, 1280 px)", async () => {
    const page = await suite.openPage(1280);
    await openRequisites(page, { role: "admin_school", language: "en" });
    await type(page, "bik", "HSBKRUMM");
    await page.locator("#bik_help").getByText(texts.en.problems.bik_country!).waitFor();
    await type(page, "bik", "hsbkkzkx");
    await page.getByTestId("requisites-vat-payer").click();
    const rate = page.locator('input[data-testid="requisites-vat-rate"], [data-testid="requisites-vat-rate"] input');
    expect(await rate.first().inputValue()).toBe(String(VAT_RATE_DEFAULT));
    await expectAccessible(page, "the requisites of a VAT payer (en)");
    await screenshot(page, "requisites-vat-en");
    await saveAndWait(page, "en");
    expect(await stored()).toMatchObject({ bik: "HSBKKZKX", vatPayer: true, vatRate: VAT_RATE_DEFAULT });
    await page.getByTestId("requisites-vat-payer").click();
    await saveAndWait(page, "en");
    expect(await stored()).toMatchObject({ vatPayer: false, vatRate: null });
  });
});
