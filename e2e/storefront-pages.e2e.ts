import { UI_LANGUAGES, type UiLanguage } from "@school/contracts";
import { and, eq, ne } from "drizzle-orm";
import ogs from "open-graph-scraper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, schools } from "../server/src/db/schema/index.js";
import { newCourse } from "../server/src/test/factories.js";
import { browserSuite, demoSchoolId, type Platform, screenshot, startPlatform } from "./harness.js";

/**
 * The guest pages drawn on the server (issue 35, decision 0145): what a crawler or a messenger that runs no script
 * reads, the statuses and caching a proxy sees, and a phone that paints the page before its scripts arrive, then
 * takes it over without a mismatch.
 */
const suite = browserSuite();

type Program = { id: number; titles: Record<UiLanguage, string> };

async function demoProgram(): Promise<Program> {
  const [program] = await suite.platform.database.db
    .select({ id: courses.id, ru: courses.titleRu, kk: courses.titleKk, en: courses.titleEn })
    .from(courses)
    .where(and(eq(courses.schoolId, await demoSchoolId(suite.platform)), eq(courses.show, true)))
    .orderBy(courses.id)
    .limit(1);
  return {
    id: program!.id,
    titles: { ru: program!.ru, kk: program!.kk || program!.ru, en: program!.en || program!.ru },
  };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${suite.platform.baseUrl}${path}`, { headers: { "user-agent": "Mozilla/5.0 (test)", ...headers } });

/** The page's visible text as a crawler reads it: no scripts, no tags. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("a program's page fetched as a crawler does", () => {
  it("holds the program's title, description, price and rounds as text, in each language's own address", async () => {
    const program = await demoProgram();
    for (const language of UI_LANGUAGES) {
      const api = (await (
        await get(`/api/v1/course/course/guest_course/${program.id}/?translate_lang=${language}`)
      ).json()) as { title: string; short_desc: string; full_desc: string; rounds: { id: number }[] };
      const response = await get(`/guest-catalog/info/${program.id}?hl=${language}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      const text = textOf(html);
      expect(text).toContain(api.title);
      expect(text).toContain((api.full_desc || api.short_desc).slice(0, 40));
      expect(html).toContain('data-testid="course-info-fee"');
      expect(text).toMatch(/\d[\s\u00a0 ,]?\d{3}/);
      for (const round of api.rounds) expect(html).toContain(`data-testid="course-info-round-${round.id}"`);
      expect(html).toMatch(new RegExp(`<title>${api.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} — `));
    }
  });

  it("is previewed by a link unfurler (open-graph-scraper) with its title, description and picture in each language", async () => {
    const program = await demoProgram();
    for (const language of UI_LANGUAGES) {
      const html = await (await get(`/guest-catalog/info/${program.id}?hl=${language}`)).text();
      const { result } = await ogs({ html });
      expect(result.ogTitle).toBe(program.titles[language]);
      expect(result.ogDescription?.length).toBeGreaterThan(10);
      const image = result.ogImage?.[0];
      expect(image?.url).toMatch(new RegExp(`/og/program/${program.id}\\.jpg\\?v=`));
      const picture = await fetch(image!.url.replace(/^https?:\/\/[^/]+/, suite.platform.baseUrl));
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/jpeg");
    }
  });

  it("answers 404 with the not-found page for an unknown, hidden or another school's program, and for no number", async () => {
    const schoolId = await demoSchoolId(suite.platform);
    const { db } = suite.platform.database;
    const hidden = await newCourse(db, schoolId, { titleRu: "Скрытая программа", show: false });
    const [other] = await db.select({ id: schools.id }).from(schools).where(ne(schools.id, schoolId)).limit(1);
    const foreign = other ? await newCourse(db, other.id, { titleRu: "Чужая программа" }) : undefined;
    for (const id of [2_000_000_000, hidden, ...(foreign ? [foreign] : []), "abc"]) {
      const response = await get(`/guest-catalog/info/${id}?hl=en`);
      expect(response.status, String(id)).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-testid="course-info-missing"');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain("Скрытая программа");
    }
  });

  it("keeps a title holding </script><script> as text, in the page, its state and its structured data", async () => {
    const schoolId = await demoSchoolId(suite.platform);
    const hostile = "</script><script>window.__pwned=1</script><!--";
    const programId = await newCourse(suite.platform.database.db, schoolId, {
      titleRu: hostile,
      titleEn: hostile,
      titleKk: hostile,
      fullDescRu: "$& $' $1 text",
    });
    const html = await (await get(`/guest-catalog/info/${programId}?hl=ru`)).text();
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).toContain("$&amp; $&#x27; $1 text");
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const jsonBlocks = scripts.filter(([, attributes]) => /application\/(ld\+)?json/.test(attributes ?? ""));
    expect(jsonBlocks).toHaveLength(2);
    for (const [, , body] of jsonBlocks) expect(() => JSON.parse(body!)).not.toThrow();
    expect(JSON.stringify(JSON.parse(jsonBlocks[0]![2]!))).toContain("window.__pwned");

    const page = await suite.openPage(390);
    await page.goto(`/guest-catalog/info/${programId}?hl=ru`);
    await page.getByTestId("course-info-title").waitFor();
    expect(await page.getByTestId("course-info-title").textContent()).toBe(hostile);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

describe("the catalogue's page as a proxy and a crawler see it", () => {
  it("is kept until a program changes, with an ETag a proxy revalidates", async () => {
    const program = await demoProgram();
    const first = await get("/guest-catalog?hl=en");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect((await get("/guest-catalog?hl=en", { "if-none-match": etag! })).status).toBe(304);

    const renamed = `Renamed ${Date.now()}`;
    await suite.platform.database.db.update(courses).set({ titleEn: renamed }).where(eq(courses.id, program.id));
    await expect.poll(async () => textOf(await (await get("/guest-catalog?hl=en")).text())).toContain(renamed);
    expect((await get("/guest-catalog?hl=en", { "if-none-match": etag! })).status).toBe(200);
    await suite.platform.database.db
      .update(courses)
      .set({ titleEn: program.titles.en })
      .where(eq(courses.id, program.id));
    // The restored title is heard before the next test draws: a change heard mid-drawing leaves that page unkept.
    await expect
      .poll(async () => textOf(await (await get("/guest-catalog?hl=en")).text()))
      .toContain(program.titles.en);
  });

  it("says how long a page drawn for the request took (Server-Timing), and sends a kept page compressed as asked", async () => {
    const path = `/guest-catalog?hl=en&utm_source=timing-${Date.now()}`;
    const drawn = await get(path, { "accept-encoding": "identity" });
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get("server-timing")).toMatch(/^render;dur=\d+\.\d$/);
    const html = await drawn.text();
    for (const encoding of ["br", "gzip", "identity"]) {
      const kept = await get(path, { "accept-encoding": encoding });
      expect(kept.status).toBe(200);
      expect(kept.headers.get("server-timing")).toBeNull();
      expect(kept.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(kept.headers.get("vary")).toMatch(/Accept-Encoding/i);
      expect(await kept.text()).toBe(html);
    }
  });

  it("speaks the address's language, else the cookie's, else the browser's, else Russian", async () => {
    const langOf = async (path: string, headers: Record<string, string>) =>
      /<html lang="([a-z]+)"/.exec(await (await get(path, headers)).text())?.[1];
    expect(await langOf("/guest-catalog?hl=kk", { cookie: "lang=en", "accept-language": "en" })).toBe("kk");
    expect(await langOf("/guest-catalog", { cookie: "lang=en", "accept-language": "kk" })).toBe("en");
    expect(await langOf("/guest-catalog", { "accept-language": "kk-KZ,kk;q=0.9" })).toBe("kk");
    expect(await langOf("/guest-catalog", { "accept-language": "de" })).toBe("ru");
    // The catalogue's `lang` is its filter by the language programs are taught in, not the page's language.
    expect(await langOf("/guest-catalog?lang=en", { "accept-language": "ru" })).toBe("ru");
    expect((await get("/guest-catalog")).headers.get("vary")).toContain("Cookie");
  });

  it("refuses an oversized address before reading anything, and never reflects its parameters into the page", async () => {
    const long = await get(`/guest-catalog?q=${"a".repeat(300)}`);
    expect(long.status).toBe(400);
    const reflected = await (
      await get("/guest-catalog?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&hl=en")
    ).text();
    expect(reflected).not.toContain("<script>alert(1)");
  });
});

describe("a guest's phone", () => {
  it("paints a program link in Kazakh at 390 px before any script runs, then takes it over without a mismatch", async () => {
    const program = await demoProgram();
    let { page } = await suite.platform.newPage({ width: 390, scripts: false });
    await page.goto(`/guest-catalog/info/${program.id}?hl=kk`);
    expect(await page.getByTestId("course-info-title").textContent()).toBe(program.titles.kk);
    expect(await page.getByTestId("course-info-rounds").isVisible()).toBe(true);
    expect(await page.locator("html").getAttribute("lang")).toBe("kk");
    await screenshot(page, "storefront-program-kk-390-no-scripts");

    page = await suite.openPage(390);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`/guest-catalog/info/${program.id}?hl=kk`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    // Taken over: the header's language menu answers, and the page follows the choice.
    await page.getByTestId("language-switcher").click();
    await page.getByTestId("language-option-en").click();
    await expect.poll(() => page.getByTestId("course-info-title").textContent()).toBe(program.titles.en);
    await screenshot(page, "storefront-program-en-390-hydrated");
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  it("paints the catalogue in each language before any script runs", async () => {
    for (const language of UI_LANGUAGES) {
      const { page } = await suite.platform.newPage({ width: 390, scripts: false });
      await page.goto(`/guest-catalog?hl=${language}`);
      expect(await page.locator("[data-testid^=course-card-]").count()).toBeGreaterThan(0);
      await screenshot(page, `storefront-catalogue-${language}-390-no-scripts`);
    }
  });
});

describe("a render past its time limit", () => {
  let slow: Platform;
  beforeAll(async () => {
    slow = await startPlatform({ env: { GUEST_RENDER_TIME_LIMIT_MS: "0" }, browser: suite.platform.browser });
  });
  afterAll(() => slow?.close());

  it("serves the shell, which the scripts draw", async () => {
    const program = await demoProgram();
    const response = await fetch(`${slow.baseUrl}/guest-catalog/info/${program.id}?hl=en`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    const { page } = await slow.newPage({ width: 390 });
    await page.goto(`/guest-catalog/info/${program.id}?hl=en`);
    await expect.poll(() => page.getByTestId("course-info-title").textContent()).toBe(program.titles.en);
  });
});
