import { inLanguage, type UiLanguage } from "@school/contracts";
import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { courses, schools } from "../server/src/db/schema/index.js";
import { browserSuite, chooseLanguage, demoSchoolId, loginAs, screenshot } from "./harness.js";

/**
 * The school's storefront wears the school's brand (issue 35, decision 0142): its logo in every header at every width,
 * its name in every tab's title, its icons and manifest in the page's head.
 */
const suite = browserSuite();
let page: Page;

async function schoolNameIn(language: UiLanguage): Promise<string> {
  const [school] = await suite.platform.database.db
    .select({ ru: schools.name, kk: schools.nameKk, en: schools.nameEn })
    .from(schools)
    .where(eq(schools.id, await demoSchoolId(suite.platform)));
  return inLanguage(language, school!);
}

/** A title ending in " — <the school's name>". */
const endingWith = (name: string) => new RegExp(` — ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The logo's picture is drawn: named by the school, and loaded (a broken image has no natural width). */
async function expectLogoDrawn(logo: Locator, name: string): Promise<void> {
  await logo.waitFor();
  // The school's name in a newly chosen language comes with that language's answer, a moment after the texts.
  await expect.poll(() => logo.getAttribute("alt")).toBe(name);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

describe("the guest's header and tab", () => {
  it("show the school's logo and name on a phone, in each language, and its icons and manifest in the head", async () => {
    page = await suite.openPage(390);
    await page.goto("/guest-catalog");
    for (const language of ["ru", "kk", "en"] as const) {
      if (language !== "ru") await chooseLanguage(page, language);
      const name = await schoolNameIn(language);
      await expectLogoDrawn(page.getByTestId("guest-header").getByTestId("logo-short").locator("img"), name);
      await expect.poll(() => page.title()).toMatch(endingWith(name));
      await screenshot(page, `brand-guest-header-390-${language}`);
    }

    const head = await page.evaluate(() => ({
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href,
      appleTouch: document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href,
      manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href,
    }));
    expect(new URL(head.icon!).pathname).toBe("/icons/favicon-32.png");
    expect(new URL(head.appleTouch!).pathname).toBe("/icons/apple-touch-icon.png");
    // The link names the language chosen on the page; the browser's own (Chromium's en-US) would say English anyway.
    expect(new URL(head.manifest!).search).toBe("?hl=en");
    const manifest = await page.request.get(head.manifest!, { headers: { "accept-language": "ru" } });
    expect(manifest.status()).toBe(200);
    expect((await manifest.json()).name).toBe(await schoolNameIn("en"));
    for (const url of [head.icon!, head.appleTouch!]) {
      const icon = await page.request.get(url);
      expect(icon.headers()["content-type"], url).toBe("image/png");
    }
  });

  it("shows the school's logo beside its name at a desktop's width, in each language", async () => {
    page = await suite.openPage(1280);
    await page.goto("/guest-catalog");
    for (const language of ["ru", "kk", "en"] as const) {
      if (language !== "ru") await chooseLanguage(page, language);
      const name = await schoolNameIn(language);
      await expectLogoDrawn(page.getByTestId("guest-header").getByTestId("logo-full").locator("img"), name);
      await screenshot(page, `brand-guest-header-1280-${language}`);
    }
  });

  it("names the program in a program page's tab, then the school", async () => {
    const [program] = await suite.platform.database.db
      .select({ id: courses.id, ru: courses.titleRu, kk: courses.titleKk, en: courses.titleEn })
      .from(courses)
      .where(eq(courses.schoolId, await demoSchoolId(suite.platform)))
      .orderBy(courses.id)
      .limit(1);
    page = await suite.openPage(390);
    await page.goto(`/guest-catalog/info/${program!.id}`);
    await chooseLanguage(page, "en");
    await page.getByTestId("course-info-title").waitFor();
    await expect.poll(() => page.title()).toBe(`${inLanguage("en", program!)} — ${await schoolNameIn("en")}`);
  });
});

describe("the signed-in header and tab", () => {
  it("show the school's logo and name on a phone and at a desktop's width, in each language", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "student", "/schedule");
    for (const language of ["ru", "kk", "en"] as const) {
      if (language !== "ru") await chooseLanguage(page, language);
      const name = await schoolNameIn(language);
      await expectLogoDrawn(page.locator("header.app-header").getByTestId("logo-short").locator("img"), name);
      await expect.poll(() => page.title()).toMatch(endingWith(name));
      await screenshot(page, `brand-app-header-390-${language}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const name = await schoolNameIn("en");
    await expectLogoDrawn(page.getByTestId("app-sider").getByTestId("logo-full").locator("img"), name);
    await screenshot(page, "brand-app-header-1280-en");
  });
});
