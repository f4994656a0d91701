import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { courses, schools } from "../server/src/db/schema/index.js";
import { chooseLanguage, expectAccessible, loginAs, newUser, screenshot } from "./harness.js";
import { learningSuite, toPhone } from "./learning-kit.js";

/**
 * Rough edges a new user met (issue 34): the lesson page asked YouTube for its player before anyone pressed play, a
 * student with no results yet got a table scrolling out of a keyboard's reach, and a phone's header showed the
 * platform's mark instead of the school's logo. And the calendar feed's address, now kept hashed, shows only once.
 */
const { suite, demo } = learningSuite();
let page: Page;

/** What the page has asked of hosts other than the platform's own, read when called. */
function requestsElsewhere(watched: Page): () => string[] {
  const requested: URL[] = [];
  watched.on("request", (request) => requested.push(new URL(request.url())));
  return () => {
    const own = new URL(watched.url()).host;
    return requested.filter((url) => url.protocol.startsWith("http") && url.host !== own).map(String);
  };
}

describe("a lesson's YouTube video", () => {
  it("loads nothing from YouTube until Play is pressed, then its player appears", async () => {
    page = await suite.openPage();
    const elsewhere = requestsElsewhere(page);
    await loginAs(page, "student", `/course/view/${demo.courseId}`);
    await chooseLanguage(page, "en");
    // The demo's first lesson is a YouTube video.
    await page.getByTestId("course-view-lesson-link").first().click();
    const play = page.getByTestId("lesson-youtube-play");
    await play.waitFor();
    expect(await play.textContent()).toContain("Play the video");
    await page.waitForLoadState("networkidle");
    expect(elsewhere()).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    await expectAccessible(page, "lesson with a YouTube video before play, en, 1280");
    await screenshot(page, "lesson-youtube-before-play");

    await play.click();
    const embed = page.getByTestId("lesson-youtube-embed");
    await embed.waitFor();
    expect(await embed.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/fNk_zzaMoSs?autoplay=1");
    await expect
      .poll(() => elsewhere().some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/fNk_zzaMoSs")))
      .toBe(true);
  });
});

describe("a program page's YouTube video", () => {
  it("loads nothing from YouTube until a guest presses Play, on a phone, in Kazakh", async () => {
    await suite.platform.database.db
      .update(courses)
      .set({ youtubeLink: "https://www.youtube.com/watch?v=aircAruvnKk" })
      .where(eq(courses.id, demo.courseId));
    page = await suite.openPage(390);
    const elsewhere = requestsElsewhere(page);
    await page.goto(`/guest-catalog/info/${demo.courseId}`);
    await chooseLanguage(page, "kk");
    const play = page.getByTestId("course-info-video-play");
    await play.waitFor();
    await page.waitForLoadState("networkidle");
    expect(elsewhere()).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    await expectAccessible(page, "program page with a YouTube video before play, kk, 390");
    await screenshot(page, "program-youtube-before-play-kk-390");

    await play.click();
    const embed = page.getByTestId("course-info-video-embed");
    await embed.waitFor();
    expect(await embed.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aircAruvnKk?autoplay=1");
  });
});

describe("the results of a student who has none yet", () => {
  it("leave no scrolling region out of a keyboard's reach, on a phone too", async () => {
    const student = await newUser(suite.platform, "student", { lastName: "Noresults" });
    page = await suite.openPage();
    await loginAs(page, "admin_school", `/user/view/${student.id}`);
    await chooseLanguage(page, "en");
    await page.getByTestId("user-tab-results").click();
    await page.getByTestId("student-results").getByText("No exercise lists taken yet").waitFor();
    await expectAccessible(page, "a student's empty results, en, 1280");
    await toPhone(page);
    await expectAccessible(page, "a student's empty results, en, 390");
    await screenshot(page, "student-results-empty-390");
  });
});

describe("a phone's header", () => {
  it("shows the school's logo, named by the school", async () => {
    const [school] = await suite.platform.database.db
      .select({ name: schools.name, logo: schools.logo })
      .from(schools)
      .where(eq(schools.id, demo.schoolId));
    expect(school!.logo).toBeTruthy();
    page = await suite.openPage(390);
    await loginAs(page, "student");
    const logo = page.locator("header.app-header").getByTestId("logo-short").locator("img");
    await logo.waitFor();
    expect(await logo.getAttribute("alt")).toBe(school!.name);
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await screenshot(page, "header-logo-390");
  });
});

describe("the calendar feed's address", () => {
  it("shows once, when made; afterwards the screen says since when it works", async () => {
    const student = await newUser(suite.platform, "student", { lastName: "Feed" });
    page = await suite.openPage(390);
    await loginAs(page, student, "/schedule");
    await chooseLanguage(page, "en");
    await page.getByTestId("feed-renew").click();
    const url = page.getByTestId("feed-url");
    await url.waitFor();
    expect(await url.inputValue()).toMatch(/\/api\/v1\/schedule\/ical\/[\w-]{43}\.ics$/);
    await page.getByText("Copy the link now: it is shown only this once.", { exact: false }).waitFor();
    await expectAccessible(page, "calendar feed just made, en, 390");
    await screenshot(page, "calendar-feed-made-390");
    await page.reload();
    await page.getByTestId("feed-active").waitFor();
    expect(await page.getByTestId("feed-active").textContent()).toMatch(/^Your link works since .+\d{4}/);
    expect(await page.getByTestId("feed-url").count()).toBe(0);
    expect(await page.getByTestId("feed-renew").textContent()).toBe("New link");
  });
});
