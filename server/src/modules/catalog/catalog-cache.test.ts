import type { CatalogCourseDetail, CatalogPage } from "@school/contracts";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { catalogTags, courses, schoolHelp, schools } from "../../db/schema/index.js";
import { newCourse, newDictionaryEntry } from "../../test/factories.js";
import { needs } from "../../test/requirements.js";
import { heardAfter } from "../../test/school-changes-heard.js";
import { twoServerProcesses } from "../../test/server-processes.js";
import { apiSuite } from "../../test/test-app.js";

/**
 * Guests' answers kept in memory and for proxies (decision 0094): every change that shows in them must drop them,
 * in every process; signed-in callers never get them.
 */
const guestList = (domain: string, query = "") =>
  `/api/v1/course/course/guest_course_in_catalog/?domain=${domain}${query}`;
const guestPage = (domain: string, id: number, language = "ru") =>
  `/api/v1/course/course/guest_course/${id}/?domain=${domain}&translate_lang=${language}`;

/** A change the database makes without notifying anyone (triggers off): what a kept answer cannot know of. */
async function changeUnheard(db: Db, courseId: number, titleRu: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(courses).set({ titleRu }).where(eq(courses.id, courseId));
  });
}

const titlesOf = (app: FastifyInstance, url: string) => async () =>
  ((await app.inject({ method: "GET", url })).json() as CatalogPage).results.map((card) => card.title);

describe("guests' kept answers", () => {
  const suite = apiSuite({ guestCache: true });
  let courseId: number;
  let tagId: number;

  beforeAll(async () => {
    const { db } = suite.harness.database;
    await heardAfter([suite.harness.deps], async () => {
      tagId = await newDictionaryEntry(db, suite.school.id, "tag", { ru: "Италия", en: "Italy" });
      courseId = await newCourse(db, suite.school.id, { titleRu: "Архитектура", titleEn: "Architecture", tagId });
    });
  });

  it("carries an ETag a proxy revalidates, answered 304 without a body", async () => {
    const { app } = suite.harness;
    const url = guestList(suite.school.domain);
    const first = await app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(first.headers.vary).toContain("Authorization");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await app.inject({ method: "GET", url, headers: { "if-none-match": 'W/"another"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it("serves the kept answer until the database says the school's catalogue changed", async () => {
    const { app, database } = suite.harness;
    const url = guestList(suite.school.domain, "&translate_lang=ru");
    expect(await titlesOf(app, url)()).toEqual(["Архитектура"]);
    await changeUnheard(database.db, courseId, "Не услышано");
    expect(await titlesOf(app, url)()).toEqual(["Архитектура"]);
    await database.db.update(courses).set({ titleRu: "Дизайн" }).where(eq(courses.id, courseId));
    await expect.poll(titlesOf(app, url)).toEqual(["Дизайн"]);
  });

  it("keeps each language and each query apart", async () => {
    const { app } = suite.harness;
    expect(await titlesOf(app, guestList(suite.school.domain, "&translate_lang=en"))()).toEqual(["Architecture"]);
    expect(await titlesOf(app, guestList(suite.school.domain, "&translate_lang=ru"))()).toEqual(["Дизайн"]);
    expect(await titlesOf(app, guestList(suite.school.domain, `&tag=${tagId + 1000}`))()).toEqual([]);
    expect(await titlesOf(app, guestList(suite.school.domain, `&tag=${tagId}`))()).toEqual(["Дизайн"]);
  });

  it("never answers a signed-in caller from the guests' answers, nor lets a proxy keep theirs", async () => {
    const { app, database } = suite.harness;
    const url = guestList(suite.school.domain, "&translate_lang=ru");
    expect(await titlesOf(app, url)()).toEqual(["Дизайн"]);
    await changeUnheard(database.db, courseId, "Для своих");
    const signedIn = await app.inject({
      method: "GET",
      url,
      headers: await suite.harness.authAs(suite.school, "student"),
    });
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    expect(signedIn.headers.etag).toBeUndefined();
    expect((signedIn.json() as CatalogPage).results.map((card) => card.title)).toEqual(["Для своих"]);
    expect(await titlesOf(app, url)()).toEqual(["Дизайн"]);
  });

  it("follows a program page's dictionary names and the program's visibility", async () => {
    const { app, database } = suite.harness;
    const page = async () => app.inject({ method: "GET", url: guestPage(suite.school.domain, courseId, "en") });
    expect(((await page()).json() as CatalogCourseDetail).tag?.name).toBe("Italy");
    await database.db.update(catalogTags).set({ nameEn: "Republic of Italy" }).where(eq(catalogTags.id, tagId));
    await expect.poll(async () => ((await page()).json() as CatalogCourseDetail).tag?.name).toBe("Republic of Italy");
    await database.db.update(courses).set({ show: false }).where(eq(courses.id, courseId));
    await expect.poll(async () => (await page()).statusCode).toBe(404);
    await database.db.update(courses).set({ show: true }).where(eq(courses.id, courseId));
    await expect.poll(async () => (await page()).statusCode).toBe(200);
  });

  it("keeps what a guest page's frame shows (the school, its logo, the footer's help, the filters' names) until it changes", async () => {
    const { app, database } = suite.harness;
    const { domain, id: schoolId } = suite.school;
    const answerOf = (path: string) => async () =>
      (await app.inject({ method: "GET", url: `/api/v1/${path}?domain=${domain}&translate_lang=en` })).json();
    const schoolName = async () => ((await answerOf("user/school/guest-info-school/")()) as { name: string }).name;
    const logoName = async () => ((await answerOf("user/school/get_logo/")()) as { name: string }).name;
    const supportPhone = async () =>
      ((await answerOf("help/info/")()) as { support: { phone: string | null } }).support.phone;
    const tagNames = async () => ((await answerOf("course/tag/")()) as { name: string }[]).map((tag) => tag.name);
    const [school] = await database.db.select().from(schools).where(eq(schools.id, schoolId));
    // Heard before anything is kept: an answer kept before it would be dropped once the insert is heard.
    await heardAfter([suite.harness.deps], async () => {
      await database.db
        .insert(schoolHelp)
        .values({ schoolId, supportPhone: "+77010000001" })
        .onConflictDoUpdate({ target: schoolHelp.schoolId, set: { supportPhone: "+77010000001" } });
    });
    expect(await supportPhone()).toBe("+77010000001");
    const kept = [await schoolName(), await logoName(), await tagNames()];
    const first = await app.inject({ method: "GET", url: `/api/v1/help/info/?domain=${domain}` });
    expect(first.headers.etag).toMatch(/^W\//);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(schools).set({ nameEn: "Unheard" }).where(eq(schools.id, schoolId));
      await tx.update(schoolHelp).set({ supportPhone: "+77010000002" }).where(eq(schoolHelp.schoolId, schoolId));
      await tx.update(catalogTags).set({ nameEn: "Unheard" }).where(eq(catalogTags.id, tagId));
    });
    expect([await schoolName(), await logoName(), await tagNames(), await supportPhone()]).toEqual([
      ...kept,
      "+77010000001",
    ]);
    await database.db.update(schools).set({ nameEn: "Heard" }).where(eq(schools.id, schoolId));
    await expect.poll(schoolName).toBe("Heard");
    expect(await logoName()).toBe("Heard");
    expect(await tagNames()).toContain("Unheard");
    await database.db.update(schoolHelp).set({ supportPhone: "+77010000003" }).where(eq(schoolHelp.schoolId, schoolId));
    await expect.poll(supportPhone).toBe("+77010000003");
    await database.db.update(schools).set({ nameEn: school!.nameEn }).where(eq(schools.id, schoolId));
  });
});

/** Two server processes on one PostgreSQL, each keeping answers: a write through either shows in both at once. */
describe("guests' kept answers across server processes", needs("postgres"), () => {
  const domain = "two-processes.test";
  const two = twoServerProcesses({ name: "cache", domain });
  const processes = two.processes;

  beforeAll(async () => {
    // A second school, so an address nobody registered finds no school (no single-school fallback), heard by both
    // before they keep an answer (one heard later would drop what the first test holds kept).
    await heardAfter(
      processes.map((each) => each.deps),
      async () => {
        await processes[0]!.database.db.insert(schools).values({ name: "Other", domain: "other-two.test" });
      },
    );
  });

  it("drops the school's answers in both processes when one of them writes", async () => {
    const [first, second] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const url = guestList(domain);
    for (const { app } of processes) expect(await titlesOf(app, url)()).toEqual(["Первая"]);
    // Kept by both: a change nobody hears of does not show.
    await changeUnheard(first.database.db, two.courseId, "Не услышано");
    for (const { app } of processes) expect(await titlesOf(app, url)()).toEqual(["Первая"]);
    await second.database.db.update(courses).set({ titleRu: "Вторая" }).where(eq(courses.id, two.courseId));
    await expect.poll(titlesOf(first.app, url)).toEqual(["Вторая"]);
    await expect.poll(titlesOf(second.app, url)).toEqual(["Вторая"]);
    const page = guestPage(domain, two.courseId);
    const title = async (app: FastifyInstance) =>
      ((await app.inject({ method: "GET", url: page })).json() as CatalogCourseDetail).title;
    expect(await title(first.app)).toBe("Вторая");
    await first.database.db.update(courses).set({ titleRu: "Третья" }).where(eq(courses.id, two.courseId));
    await expect.poll(() => title(second.app)).toBe("Третья");
    await expect.poll(titlesOf(second.app, url)).toEqual(["Третья"]);
  });

  it("finds a school moved to another domain in every process", async () => {
    const url = guestList("moved.test");
    for (const { app } of processes) expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    await processes[0]!.database.db.update(schools).set({ domain: "moved.test" }).where(eq(schools.domain, domain));
    for (const { app } of processes) await expect.poll(titlesOf(app, url)).toEqual(["Третья"]);
  });
});
