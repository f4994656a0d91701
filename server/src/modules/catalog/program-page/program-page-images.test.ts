import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../../db/schema/index.js";
import { newCourse } from "../../../test/factories.js";
import { createTestApp, type TestApp, type TestSchool } from "../../../test/test-app.js";

const INDEX = '<!doctype html><html><head><title>School</title></head><body><div id="root"></div></body></html>';

let harness: TestApp;
let school: TestSchool;
let otherSchool: TestSchool;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "school-web-dist-"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  harness = await createTestApp({ webDist });
  school = await harness.newSchool();
  otherSchool = await harness.newSchool();
});

afterAll(async () => {
  await harness.close();
  rmSync(webDist, { recursive: true, force: true });
});

const programWith = (schoolId: number, fields: Partial<typeof courses.$inferInsert>) =>
  newCourse(harness.database.db, schoolId, fields);

/** The page a guest's browser gets for a path at the school's address. */
async function pageAt(host: string, path: string): Promise<string> {
  const response = await harness.app.inject({ method: "GET", url: path, headers: { host } });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  return response.body;
}

const preloadedImage = (page: string) =>
  /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/.exec(page)?.[1] ?? null;

describe("a program's page names its poster for the browser to fetch first (decision 0123)", () => {
  it("preloads exactly the poster the program's answer then shows", async () => {
    const id = await programWith(school.id, {
      poster: "posters/1/visible.jpg",
      posterThumb: "posters/1/visible-thumb.jpg",
    });
    const page = await pageAt(school.domain, `/guest-catalog/info/${id}`);
    expect(preloadedImage(page)).toBe("/media/posters/1/visible.jpg");
    const answer = await harness.app.inject({
      method: "GET",
      url: `/api/v1/course/course/guest_course/${id}/?domain=${school.domain}`,
    });
    expect(answer.json().poster).toBe(preloadedImage(page));
  });

  it("names nothing for a hidden program, another school's, one without a poster, or an id out of range", async () => {
    const hidden = await programWith(school.id, { poster: "posters/1/hidden.jpg", show: false });
    const elsewhere = await programWith(otherSchool.id, { poster: "posters/2/elsewhere.jpg" });
    const bare = await programWith(school.id, {});
    for (const path of [
      `/guest-catalog/info/${hidden}`,
      `/guest-catalog/info/${elsewhere}`,
      `/guest-catalog/info/${bare}`,
      "/guest-catalog/info/2147483648",
      "/guest-catalog/info/not-a-number",
    ]) {
      const page = await pageAt(school.domain, path);
      expect(preloadedImage(page), path).toBeNull();
      expect(page).toBe(INDEX);
    }
    // The same program at its own school's address is preloaded: the address decides, as for the page's answer.
    expect(preloadedImage(await pageAt(otherSchool.domain, `/guest-catalog/info/${elsewhere}`))).toBe(
      "/media/posters/2/elsewhere.jpg",
    );
  });

  it("leaves other screens' pages as built", async () => {
    await programWith(school.id, { poster: "posters/1/first.jpg" });
    expect(await pageAt(school.domain, "/guest-catalog")).toBe(INDEX);
  });

  it("sends the page without it when a program changes its poster to none", async () => {
    const id = await programWith(school.id, { poster: "posters/1/gone.jpg" });
    await harness.database.db.update(courses).set({ poster: null }).where(eq(courses.id, id));
    expect(preloadedImage(await pageAt(school.domain, `/guest-catalog/info/${id}`))).toBeNull();
  });
});
