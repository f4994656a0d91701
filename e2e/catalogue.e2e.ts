import { CATALOG_PAGE_SIZE } from "@school/contracts";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { courses } from "../server/src/db/schema/index.js";
import { newCourse } from "../server/src/test/factories.js";
import {
  browserSuite,
  chooseLanguage,
  demoProgramId,
  demoSchoolId,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

const suite = browserSuite();
let page: Page;

/**
 * The cards the guest catalogue's first page shows now: the demo school's shown programs, counted when asked, since
 * the admin tests of this file add programs of their own and may run first.
 */
async function shownPrograms(): Promise<number> {
  const schoolId = await demoSchoolId(suite.platform);
  const [row] = await suite.platform.database.db
    .select({ total: count() })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.show, true)));
  return Math.min(row!.total, CATALOG_PAGE_SIZE);
}

/** A program of the demo school for one test to change (factory), opened in the admin's program form. */
async function editOwnProgram(title: string): Promise<number> {
  const courseId = await newCourse(suite.platform.database.db, await demoSchoolId(suite.platform), { titleRu: title });
  await page.goto(`/course-edit/${courseId}`);
  await page.getByTestId("course-field-title_ru").waitFor();
  return courseId;
}

async function openPage(width?: number) {
  page = await suite.openPage(width);
}

/** Ant Design selects: open, type to search, pick the option by its visible title. */
async function choose(testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).first().click();
}

const cards = () =>
  page.locator(
    '[data-testid^="course-card-"]:not([data-testid*="-fee"]):not([data-testid*="-tuition"]):not([data-testid*="-unverified"])',
  );

describe("a guest on the school's domain", () => {
  it("finds a program by part of its name and two filters, opens it and reads it in their language", async () => {
    await openPage();
    await page.goto("/guest-catalog");
    await chooseLanguage(page, "en");
    await expect.poll(() => cards().count()).toBe(await shownPrograms());

    await page.getByTestId("catalog-search").fill("politecnico");
    await expect.poll(() => cards().count()).toBe(2);
    await page.locator('[data-testid^="filter-tag-"]', { hasText: "Italy" }).first().click();
    // Past the first row (country, city) the filters unfold on asking, so the programs stay on a laptop's screen.
    await page.getByTestId("catalog-filters-more").click();
    await page.locator('[data-testid^="filter-degree-"]', { hasText: "Master" }).first().click();
    await expect.poll(() => cards().count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("q")).toBe("politecnico");
    await screenshot(page, "guest-catalog-filtered-en");

    await cards().first().click();
    await page.getByTestId("course-info-title").waitFor();
    expect(await page.getByTestId("course-info-title").textContent()).toContain("Computer Science and Engineering");
    await chooseLanguage(page, "kk");
    await expect.poll(() => page.getByTestId("course-info-title").textContent()).toContain("Компьютерлік ғылымдар");
    await screenshot(page, "guest-course-info-kk");
  });

  it("sees the catalogue as one column with filters in a drawer below 993 px", async () => {
    await openPage(390);
    await page.goto("/guest-catalog");
    await expect.poll(() => cards().count()).toBe(await shownPrograms());
    await page.getByTestId("catalog-filters-open").click();
    await page.getByTestId("catalog-filters-drawer").waitFor();
    await screenshot(page, "guest-catalog-mobile-filters");
  });
});

describe("a program's page on a phone", () => {
  /** Elements past the window's right edge, and buttons or links whose text runs past their own box. */
  const overflowing = () =>
    page.evaluate(() => {
      const wide = [...document.querySelectorAll("body *")].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
      );
      const spilled = [...document.querySelectorAll(".course-info a, .course-info button")].filter(
        (element) => element.scrollWidth > element.clientWidth + 1,
      );
      return [...wide, ...spilled].map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`);
    });
  const LANGUAGES = ["ru", "kk", "en"] as const;
  const TITLES = { ru: "Архитектура", kk: "Сәулет", en: "Architecture" } as const;

  it("fits 390 px in ru, kk and en, for a guest and for the student studying it", async () => {
    const programId = await demoProgramId(suite.platform);
    await openPage(390);
    await page.goto(`/guest-catalog/info/${programId}`);
    for (const language of LANGUAGES) {
      await chooseLanguage(page, language);
      await expect.poll(() => page.getByTestId("course-info-title").textContent()).toBe(TITLES[language]);
      await page.getByTestId("course-info-signup").waitFor();
      expect(await overflowing(), `guest, ${language}`).toEqual([]);
      await screenshot(page, `program-page-guest-${language}-390`);
    }
    await expectAccessible(page, "program page, guest, en, 390");
    await suite.context.close();

    await openPage(390);
    await loginAs(page, "student", `/my-course/info/${programId}`);
    for (const language of LANGUAGES) {
      await chooseLanguage(page, language);
      await expect.poll(() => page.getByTestId("course-info-title").textContent()).toBe(TITLES[language]);
      expect(await overflowing(), `student, ${language}`).toEqual([]);
      await screenshot(page, `program-page-student-${language}-390`);
    }
    await expectAccessible(page, "program page, student, en, 390");
  });

  it("names its poster in the page, and the phone downloads it once (decision 0123)", async () => {
    const programId = await demoProgramId(suite.platform);
    await openPage(390);
    const posterRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/media/posters/")) posterRequests.push(request.url());
    });
    const response = await page.goto(`/guest-catalog/info/${programId}`);
    const preloaded = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(
      (await response?.text()) ?? "",
    )?.[1];
    const poster = page.getByTestId("course-info-poster");
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    const shown = await poster.getAttribute("src");
    expect(preloaded).toBe(shown);
    expect(posterRequests.map((url) => new URL(url).pathname)).toEqual([shown]);
  });
});

describe("a guest at the keyboard", () => {
  const isFocused = (locator: ReturnType<Page["getByTestId"]>) =>
    locator.evaluate((element) => element === document.activeElement);
  const param = (name: string) => new URL(page.url()).searchParams.get(name);

  it("opens the phone's filter sheet as a modal dialog that Escape shuts, giving focus back to its button", async () => {
    await openPage(390);
    await page.goto("/guest-catalog");
    await expect.poll(() => cards().count()).toBe(await shownPrograms());
    const open = page.getByTestId("catalog-filters-open");
    await open.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Фильтры" });
    await sheet.getByTestId("catalog-filters-drawer").waitFor();
    // Focus moves into the sheet (the browser's modal dialog keeps it there and makes the page behind inert).
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    // Escape in a list inside the sheet shuts the list, not the sheet.
    await sheet.getByTestId("filter-select-city").press("ArrowDown");
    const list = sheet.getByRole("listbox");
    await list.waitFor();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });
    expect(await sheet.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(open)).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    await open.press("Enter");
    await sheet.getByTestId("catalog-filters-apply").click();
    await sheet.waitFor({ state: "detached" });
  });

  it("picks a city from the searchable list, removes it by its tag's button, and turns on open admission", async () => {
    await openPage();
    await page.goto("/guest-catalog");
    await chooseLanguage(page, "en");
    await expect.poll(() => cards().count()).toBe(await shownPrograms());

    const city = page.getByTestId("filter-select-city");
    await city.focus();
    await page.keyboard.press("ArrowDown");
    const filterBox = page.getByRole("combobox", { name: "Filter the list" });
    await expect.poll(() => isFocused(filterBox)).toBe(true);
    await page.keyboard.type("mila");
    const list = page.getByRole("listbox", { name: "City" });
    await expect.poll(() => list.getByRole("option").count()).toBe(1);
    await page.keyboard.press("Enter");
    await expect.poll(() => param("city")).not.toBeNull();
    await expect.poll(() => cards().count()).toBe(2);
    expect(await list.getByRole("option", { name: /Milan/ }).getAttribute("aria-selected")).toBe("true");
    await screenshot(page, "guest-catalog-city-list-en");

    await page.keyboard.press("Escape");
    await expect.poll(() => isFocused(city)).toBe(true);
    expect(await city.getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("button", { name: "Remove Milan" }).press("Enter");
    await expect.poll(() => param("city")).toBeNull();

    await page.getByRole("button", { name: "More filters" }).click();
    const openNow = page.getByRole("switch", { name: "Admission open now" });
    await openNow.press("Space");
    await expect.poll(() => openNow.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => param("is_open")).toBe("true");
  });

  it("pages through more programmes than a page holds with the pager's buttons", async () => {
    const schoolId = await demoSchoolId(suite.platform);
    const db = suite.platform.database.db;
    const added: number[] = [];
    for (let index = 1; index <= CATALOG_PAGE_SIZE + 1; index++) {
      added.push(await newCourse(db, schoolId, { titleRu: `Страничная программа ${index}` }));
    }
    try {
      await openPage(390);
      await page.goto("/guest-catalog?q=Страничная");
      await chooseLanguage(page, "en");
      await expect.poll(() => cards().count()).toBe(CATALOG_PAGE_SIZE);
      const pager = page.getByRole("navigation", { name: "Pages" });
      expect(await pager.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
      expect(await pager.getByRole("button", { name: "Previous page" }).isDisabled()).toBe(true);
      await pager.getByRole("button", { name: "Next page" }).press("Enter");
      await expect.poll(() => param("page")).toBe("2");
      await expect.poll(() => cards().count()).toBe(1);
      expect(await pager.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
      expect(await pager.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
      await screenshot(page, "guest-catalog-second-page-mobile");
    } finally {
      await db.delete(courses).where(inArray(courses.id, added));
    }
  });
});

describe("an admin", () => {
  it("builds a catalogue entry from scratch: a new category, then a program with a poster that guests find", async () => {
    await openPage();
    await loginAs(page, "admin_school", "/?tab=dictionaries");
    await page.getByTestId("program-tab-dictionaries").click();
    await page.getByTestId("dictionary-tab-tag").click();
    await page.getByTestId("dictionary-tag-name-ru").fill("Германия");
    await page.getByTestId("dictionary-tag-name-kk").fill("Германия");
    await page.getByTestId("dictionary-tag-name-en").fill("Germany");
    await page.getByTestId("dictionary-tag-add").click();
    await page.getByTestId("dictionary-tag").getByText("Germany").first().waitFor();

    await page.goto("/course-add");
    await page.getByTestId("course-field-title_ru").fill("Машиностроение в Мюнхене");
    await page.getByTestId("course-field-short_desc_ru").fill("Бакалавриат на английском языке.");
    await page.getByTestId("course-field-full_desc_ru").fill("Полное описание программы машиностроения.");
    await choose("course-field-tag", "Германия");
    const poster = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2255cc" } })
      .png()
      .toBuffer();
    await page
      .getByTestId("course-poster-input")
      .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: poster });
    await page.getByTestId("course-save").click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Машиностроение в Мюнхене").first().waitFor();
    await screenshot(page, "admin-program-list");

    const guest = await suite.platform.newPage();
    await guest.page.goto("/guest-catalog");
    await guest.page.getByTestId("catalog-search").fill("Мюнхен");
    await guest.page.getByText("Машиностроение в Мюнхене").first().waitFor();
    await guest.context.close();
  });

  it("adds a teacher and a student to a program", async () => {
    const teacher = await newUser(suite.platform, "teacher", { firstName: "Madina", lastName: "Akhmetova" });
    const student = await newUser(suite.platform, "student", { firstName: "Arman", lastName: "Bekov" });
    await openPage();
    await loginAs(page, "admin");
    await editOwnProgram("Программа для участников");
    await page.getByTestId("course-teacher-select").click();
    await page.keyboard.type(teacher.lastName);
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: teacher.lastName })
      .first()
      .click();
    await page.getByTestId("course-teacher-add").click();
    await page.getByTestId("course-teachers").getByText(teacher.lastName).first().waitFor();
    await page.getByTestId("course-student-select").click();
    await page.keyboard.type(student.lastName);
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: student.lastName })
      .first()
      .click();
    await page.getByTestId("course-student-add").click();
    await page.getByTestId("course-students").getByText(student.lastName).first().waitFor();
    await page.getByTestId("course-document-name").fill("Passport");
    await page.getByTestId("course-document-add").click();
    await page.getByTestId("course-documents").getByText("Passport").first().waitFor();
    await screenshot(page, "admin-program-members");
  });

  it("adds gallery images to a program, deletes one, and guests see the rest on the program page", async () => {
    await openPage();
    await loginAs(page, "admin");
    const courseId = await editOwnProgram("Программа с галереей");
    const image = (background: string) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background } })
        .png()
        .toBuffer();
    await page.getByTestId("course-media-input").setInputFiles([
      { name: "campus.png", mimeType: "image/png", buffer: await image("#22aa66") },
      { name: "library.png", mimeType: "image/png", buffer: await image("#aa2266") },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") },
    ]);
    await expect.poll(() => page.locator(".media-grid__item").count()).toBe(2);
    await page.getByTestId("course-media").scrollIntoViewIfNeeded();
    await screenshot(page, "admin-program-gallery");
    await page.locator(".media-grid__delete").first().click();
    await page.locator(`.ant-popconfirm${SETTLED_POPUP} .ant-btn-primary`).click();
    await expect.poll(() => page.locator(".media-grid__item").count()).toBe(1);

    const guest = await suite.platform.newPage();
    await guest.page.goto(`/guest-catalog/info/${courseId}`);
    const gallery = guest.page.getByTestId("course-info-gallery");
    await gallery.waitFor();
    expect(await gallery.locator("img").count()).toBe(1);
    await gallery.scrollIntoViewIfNeeded();
    await screenshot(guest.page, "guest-program-gallery");
    // The thumbnail opens the full picture over the page; Escape shuts it and gives focus back to the thumbnail.
    const thumbnail = gallery.getByRole("button", { name: "Открыть изображение 1 из 1" });
    await thumbnail.click();
    const viewer = guest.page.getByTestId("course-info-viewer");
    await viewer.waitFor();
    await expect.poll(() => viewer.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
    await screenshot(guest.page, "guest-program-gallery-viewer");
    await guest.page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    expect(await thumbnail.evaluate((button) => button === document.activeElement)).toBe(true);
    await guest.context.close();
  });

  it("sees the required-field messages when saving an empty program", async () => {
    await openPage();
    await loginAs(page, "admin", "/course-add");
    await page.getByTestId("course-save").click();
    await page.locator(".ant-form-item-explain-error").first().waitFor();
    expect(await page.locator(".ant-form-item-explain-error").count()).toBeGreaterThan(2);
    expect(new URL(page.url()).pathname).toBe("/course-add");
  });
});
