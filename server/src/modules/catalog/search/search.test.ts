import type { CatalogPage } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { newCourse, newDictionaryEntry } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";

/** Full-text and typo-tolerant search (q), with fixed examples: the property test leaves q out. */
const suite = apiSuite();
const ids = {} as Record<"milano" | "sapienza" | "budapest" | "hidden" | "tokyo" | "asia", number>;

const search = async (q: string, extra = "") => {
  const query = new URLSearchParams({ domain: suite.school.domain, q });
  const response = await suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/course/course/guest_course_in_catalog/?${query}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogPage;
};
const found = async (q: string, extra = "") => (await search(q, extra)).results.map((card) => card.id);

beforeAll(async () => {
  const db = suite.harness.database.db;
  const tag = await newDictionaryEntry(db, suite.school.id, "tag", "Europe");
  ids.milano = await newCourse(db, suite.school.id, {
    tagId: tag,
    titleEn: "Politecnico di Milano",
    titleRu: "Политехнический университет Милана",
    titleKk: "Милан политехникалық университеті",
    shortDescEn: "Engineering and architecture in Lombardy",
  });
  ids.sapienza = await newCourse(db, suite.school.id, {
    tagId: tag,
    titleEn: "Sapienza University of Rome",
    titleRu: "Римский университет Сапиенца",
    shortDescKk: "Рим қаласындағы мемлекеттік бағдарлама",
    fullDescEn: "Exchange semesters with Politecnico di Milano are possible.",
  });
  ids.budapest = await newCourse(db, suite.school.id, {
    tagId: tag,
    titleEn: "Budapest University of Technology",
    titleRu: "Будапештский технический университет",
    fullDescEn: "Robotics and mechatronics laboratories.",
  });
  ids.hidden = await newCourse(db, suite.school.id, { tagId: tag, titleEn: "Politecnico di Torino", show: false });
  ids.asia = await newDictionaryEntry(db, suite.school.id, "tag", "Asia");
  ids.tokyo = await newCourse(db, suite.school.id, { tagId: ids.asia, titleEn: "Tokyo University of Science" });
  // Another school's program with the same name must never appear.
  await newCourse(db, suite.other.id, { titleEn: "Politecnico di Milano" });
});

describe("catalogue search", () => {
  it("finds a program by a word prefix, any word order and case", async () => {
    for (const q of ["Politecnico di Milan", "politecnico milano", "MILANO politecnico", "Polit"]) {
      expect(await found(q), q).toContain(ids.milano);
    }
  });

  it("forgives typos in titles", async () => {
    for (const q of ["Politecnco", "politecnico di milnao", "Politecnico Milan"]) {
      expect((await found(q))[0], q).toBe(ids.milano);
    }
    expect((await found("Budapset"))[0]).toBe(ids.budapest);
    expect((await found("univrsity rome"))[0]).toBe(ids.sapienza);
  });

  it("searches every language and the descriptions", async () => {
    // Budapest's "технический" is most of "Политехнический": a weaker match, ranked after the exact one.
    expect((await found("Политехнический"))[0]).toBe(ids.milano);
    expect(await found("политехникалық")).toEqual([ids.milano]);
    expect(await found("мемлекеттік")).toEqual([ids.sapienza]);
    expect(await found("robotics")).toEqual([ids.budapest]);
    expect(await found("lombardy")).toEqual([ids.milano]);
  });

  it("puts the best match first and leaves unrelated programs out", async () => {
    // Sapienza mentions Milano in its description only: both match, the title match ranks first.
    expect(await found("Politecnico di Milano")).toEqual([ids.milano, ids.sapienza]);
    expect(await found("Sapienza")).toEqual([ids.sapienza]);
    expect(await found("quantum zoology")).toEqual([]);
  });

  it("answers nothing when the words exist only outside the filters, and shows where they are", async () => {
    const body = await search("Sapienza", `&tag=${ids.asia}`);
    expect(body.count).toBe(0);
    expect(body.facets.tag).toEqual([{ id: expect.any(Number), count: 1 }]);
    expect(body.facets.tag[0]?.id).not.toBe(ids.asia);
    // A typo inside the filters still finds its near match.
    expect(await found("Tokyo Universty", `&tag=${ids.asia}`)).toEqual([ids.tokyo]);
  });

  it("never shows hidden programs and counts facets over the matches", async () => {
    expect(await found("Torino")).toEqual([]);
    const body = await search("robotics");
    expect(body.count).toBe(1);
    expect(body.facets.tag).toEqual([{ id: expect.any(Number), count: 1 }]);
  });

  it("takes punctuation and query syntax as plain text", async () => {
    for (const q of ["milano & | ! ( ) : * ' \\", "'politecnico':*", "<->", "   ", "%_"]) {
      await search(q);
    }
    expect(await found("Milano!!!")).toContain(ids.milano);
    expect((await search("   ")).count).toBe(4);
  });
});
