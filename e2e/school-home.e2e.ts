import { UI_LANGUAGES, type UiLanguage } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { schoolHelp } from "../server/src/db/schema/index.js";
import { browserSuite, demoSchoolId, expectAccessible, loginAs, screenshot } from "./harness.js";

/**
 * The school's bare domain is its home page for a visitor (issue 50, decision 0170): drawn on the server, so it is
 * painted before its scripts, then taken over without a mismatch; a signed-in user opening it still gets where
 * they got before. Its head, robots.txt and sitemap are held by the API tests (school-home.test.ts, sitemap.test.ts).
 */
const suite = browserSuite();

const SUPPORT_PHONE = "+7 701 555 12 34";

beforeAll(async () => {
  const schoolId = await demoSchoolId(suite.platform);
  await suite.platform.database.db
    .insert(schoolHelp)
    .values({ schoolId, supportPhone: SUPPORT_PHONE, supportEmail: "hello@atlas.kz" })
    .onConflictDoUpdate({
      target: schoolHelp.schoolId,
      set: { supportPhone: SUPPORT_PHONE, supportEmail: "hello@atlas.kz" },
    });
});

describe("the school's home page", () => {
  it("is painted in Kazakh at 390 px before any script runs: the school, its programs, contacts and consultation", async () => {
    const { page } = await suite.platform.newPage({ width: 390, scripts: false });
    const response = await page.goto("/?hl=kk");
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("kk");
    expect((await page.getByTestId("guest-school-name").textContent())?.length).toBeGreaterThan(0);
    const cards = await page.getByTestId("featured-programs").locator(".course-grid__cell").count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(6);
    expect(await page.getByTestId("home-contact-phone").textContent()).toBe(SUPPORT_PHONE);
    expect(await page.getByTestId("consultation-open").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("home-all-programmes").getAttribute("href")).toBe("/guest-catalog");
    await screenshot(page, "school-home-kk-390-no-scripts");
  });

  it("is taken over without a mismatch, and leads to the whole catalogue", async () => {
    const page = await suite.openPage(390);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/?hl=kk");
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    expect(page.url()).toMatch(/\/\?hl=kk$/);
    await expectAccessible(page, "the school's home page (kk, 390 px)");
    await page.getByTestId("home-all-programmes").click();
    await page.waitForURL("**/guest-catalog");
    await page.getByTestId("catalogue").waitFor();
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  it("reads in each language at a phone's and a laptop's width", async () => {
    for (const width of [390, 1366]) {
      const page = await suite.openPage(width);
      for (const language of UI_LANGUAGES) {
        await page.goto(`/?hl=${language satisfies UiLanguage}`);
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
        expect(await page.locator("html").getAttribute("lang")).toBe(language);
        await screenshot(page, `school-home-${language}-${width}`);
        await page.getByTestId("school-contacts").scrollIntoViewIfNeeded();
        await screenshot(page, `school-home-contacts-${language}-${width}`);
      }
      await suite.context.close();
    }
  });
});

describe("the root for a signed-in user", () => {
  it("is still the program list for the staff", async () => {
    const page = await suite.openPage();
    await loginAs(page, "admin_school", "/");
    await page.getByTestId("program-tab-programs").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByTestId("featured-programs").count()).toBe(0);
  });

  it("still sends a student on to the catalogue", async () => {
    const page = await suite.openPage();
    await loginAs(page, "student", "/");
    await page.waitForURL("**/catalog");
  });
});
