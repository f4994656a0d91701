import { CATALOG_PAGE_SIZE, type CatalogPage, MAX_PAGE } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../../db/schema/index.js";
import { newDictionaryEntry } from "../../../test/factories.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";

/** Page links, bounds and sort orders of the list calls. */
const suite = apiSuite({ publicUrl: "https://catalog.example.kz/" });
const PROGRAMS = 30;

const get = async (query: string, school: TestSchool = suite.school) =>
  suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/course/course/list/${school.id}/?${query}`,
    headers: await suite.harness.authAs(school, "admin_school"),
  });
const list = async (query: string, school: TestSchool = suite.school) => {
  const response = await get(query, school);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogPage;
};

beforeAll(async () => {
  // A trailing slash in the configured address must not double the links' slash.
  const tagId = await newDictionaryEntry(suite.harness.database.db, suite.school.id, "tag");
  await suite.harness.database.db.insert(courses).values(
    Array.from({ length: PROGRAMS }, (_, index) => ({
      schoolId: suite.school.id,
      tagId,
      titleRu: `Программа ${index}`,
      cost: (index * 7) % 10,
      price: (index * 11) % 13,
      order: index % 3,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    })),
  );
});

const base = () => `https://catalog.example.kz/api/v1/course/course/list/${suite.school.id}/`;

describe("pages", () => {
  it("links to the next and previous pages on the public address, keeping the filters", async () => {
    const first = await list("translate_lang=en");
    expect(first.count).toBe(PROGRAMS);
    expect(first.results).toHaveLength(CATALOG_PAGE_SIZE);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`${base()}?translate_lang=en&page=2`);
    const second = await list("translate_lang=en&page=2");
    expect(second.previous).toBe(`${base()}?translate_lang=en`);
    expect(second.next).toBe(`${base()}?translate_lang=en&page=3`);
    const last = await list("page=3&translate_lang=en");
    expect(last.results).toHaveLength(PROGRAMS - 2 * CATALOG_PAGE_SIZE);
    expect(last.next).toBeNull();
    const seen = [first, second, last].flatMap((page) => page.results.map((card) => card.id));
    expect(new Set(seen).size).toBe(PROGRAMS);
  });

  it("answers an empty page past the end, leading back to the last one", async () => {
    const beyond = await list("page=9");
    expect(beyond).toMatchObject({ count: PROGRAMS, results: [], next: null, previous: `${base()}?page=3` });
    const nothing = await list("cost_min=999&page=2");
    expect(nothing).toMatchObject({ count: 0, results: [], next: null, previous: `${base()}?cost_min=999` });
  });

  it(`serves pages up to ${MAX_PAGE} and refuses deeper ones naming the field`, async () => {
    expect((await list(`page=${MAX_PAGE}`)).results).toEqual([]);
    const beyond = await get(`page=${MAX_PAGE + 1}`);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ code: "validation_failed", fields: { page: expect.any(String) } });
  });

  it("breaks ties of the school's order and date by the id, so pages neither repeat nor skip", async () => {
    const school = await suite.harness.newSchool();
    const db = suite.harness.database.db;
    const tagId = await newDictionaryEntry(db, school.id, "tag");
    const createdAt = new Date(Date.UTC(2026, 0, 1));
    const inserted = await db
      .insert(courses)
      .values(
        Array.from({ length: PROGRAMS }, (_, index) => ({
          schoolId: school.id,
          tagId,
          titleRu: `${index}`,
          createdAt,
        })),
      )
      .returning({ id: courses.id });
    const pages = await Promise.all([1, 2, 3].map((page) => list(`page=${page}`, school)));
    const seen = pages.flatMap((page) => page.results.map((card) => card.id));
    expect(seen).toEqual(inserted.map((row) => row.id).sort((left, right) => right - left));
  });
});

describe("sort orders", () => {
  const all = async (query: string) => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`${query}&page=${page}`)));
    return pages.flatMap((page) => page.results);
  };

  it("defaults to the school's order, then newest first", async () => {
    const cards = await all("translate_lang=ru");
    const keys = cards.map((card) => Number(card.title.split(" ")[1]));
    const expected = Array.from({ length: PROGRAMS }, (_, index) => index).sort(
      (left, right) => (left % 3) - (right % 3) || right - left,
    );
    expect(keys).toEqual(expected);
  });

  it("sorts by fee or tuition either way", async () => {
    const byCost = (await all("cost_value=asc")).map((card) => card.cost);
    expect(byCost).toEqual([...byCost].sort((left, right) => left - right));
    const byPrice = (await all("price_value=desc")).map((card) => card.price);
    expect(byPrice).toEqual([...byPrice].sort((left, right) => right - left));
  });
});
