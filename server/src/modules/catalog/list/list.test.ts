import { describe, expect, it } from "vitest";
import { testSchoolToday } from "../../../test/test-clock.js";
import { catalogSuite } from "../catalog.test-kit.js";

const { suite, ids, get, page, idsOf } = catalogSuite();

describe("the public catalogue", () => {
  it("shows the domain's visible programs only, marking unverified ones", async () => {
    const body = await page(`guest_course_in_catalog/?domain=${suite.school.domain}`);
    expect(idsOf(body)).toEqual([ids.visible, ids.unverified].sort((left, right) => left - right));
    expect(body.count).toBe(2);
    const unverified = body.results.find((card) => card.id === ids.unverified);
    expect(unverified).toMatchObject({ unverified: true, show: true });
    const card = body.results.find((card) => card.id === ids.visible)!;
    expect(card).toMatchObject({
      title: "Инженерия",
      unverified: false,
      colour: ["orange", "green", "blue", "pink", "purple", "yellow", "mermaid"][ids.visible % 7],
      tag: { id: ids.italy, name: "Италия" },
      city: { id: ids.milan, name: "Милан" },
      university: null,
      next_round: { start: testSchoolToday(), end: "2999-12-31", is_open: true },
    });
  });

  it("answers 404 for an unknown or missing domain", async () => {
    expect((await get("guest_course_in_catalog/?domain=nowhere.test")).statusCode).toBe(404);
    expect((await get("guest_course_in_catalog/")).statusCode).toBe(404);
  });

  it("refuses malformed filters with 400", async () => {
    const bad = [
      "page=abc",
      "page=0",
      "cost_min=-1",
      "price_max=x",
      "tag=abc",
      "tag=1,,2",
      "translate_lang=fr",
      "start=2026-13",
      "is_open=maybe",
      "cost_value=up",
      "cost_min=10&cost_max=5",
      "start=2026-05-01&end=2026-04-01",
    ];
    for (const query of bad) {
      const response = await get(`guest_course_in_catalog/?domain=${suite.school.domain}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("validation_failed");
    }
  });

  it("answers in the asked language, falling back to Russian", async () => {
    const english = await page(`guest_course_in_catalog/?domain=${suite.school.domain}&translate_lang=en`);
    expect(english.results.find((card) => card.id === ids.visible)?.title).toBe("Engineering");
    const kazakh = await page(`guest_course_in_catalog/?domain=${suite.school.domain}&translate_lang=kk`);
    expect(kazakh.results.find((card) => card.id === ids.visible)?.title).toBe("Инженерия");
  });

  it("names each card's dictionary values in the asked language, an empty one showing the first filled in", async () => {
    const expected = {
      ru: { tag: "Италия", city: "Милан", degree: "Bachelor" },
      kk: { tag: "Италия", city: "Милан", degree: "Bachelor" },
      en: { tag: "Italy", city: "Milan", degree: "Bachelor" },
    };
    for (const [language, names] of Object.entries(expected)) {
      const body = await page(`guest_course_in_catalog/?domain=${suite.school.domain}&translate_lang=${language}`);
      const card = body.results.find((each) => each.id === ids.visible)!;
      expect({ tag: card.tag?.name, city: card.city?.name, degree: card.degree?.name }, language).toEqual(names);
      const mine = await page(`my/?translate_lang=${language}`, "student");
      expect(mine.results.find((each) => each.id === ids.visible)?.tag?.name, language).toBe(names.tag);
    }
  });

  it("gives the sliders the highest visible fee and tuition", async () => {
    const response = await get(`get_max_price/?domain=${suite.school.domain}`);
    expect(response.json()).toEqual({ max_cost: 30_000, max_price: 3_000 });
    expect((await get("get_max_price/?domain=nowhere.test")).statusCode).toBe(404);
    expect((await get("get_max_price/", "student")).json()).toEqual({ max_cost: 30_000, max_price: 3_000 });
  });
});

describe("facet counts", () => {
  it("count each choice under every other filter, ignoring the row's own choice", async () => {
    const body = await page(`guest_course_in_catalog/?domain=${suite.school.domain}&tag=${ids.italy}`);
    expect(body.count).toBe(1);
    // The tag row ignores the tag filter: Hungary still offers its one visible program.
    expect(body.facets.tag).toEqual([
      { id: ids.italy, count: 1 },
      { id: ids.hungary, count: 1 },
    ]);
    // Other rows are narrowed by the tag: only the Italian program counts.
    expect(body.facets.city).toEqual([{ id: ids.milan, count: 1 }]);
    expect(body.facets.degree).toEqual([{ id: ids.bachelor, count: 1 }]);
    const narrowed = await page(`guest_course_in_catalog/?domain=${suite.school.domain}&cost_min=20000`);
    expect(narrowed.facets.tag).toEqual([{ id: ids.italy, count: 1 }]);
  });
});

describe("the signed-in catalogue and the staff list", () => {
  it("reads only the caller's own school, whatever the path says", async () => {
    expect((await get(`catalog/${suite.other.id}/`, "student")).statusCode).toBe(404);
    expect((await get(`list/${suite.other.id}/`, "admin")).statusCode).toBe(404);
    const own = await page(`catalog/${suite.school.id}/`, "admin_school");
    expect(idsOf(own)).not.toContain(ids.hidden);
    expect(idsOf(own)).not.toContain(ids.foreign);
  });

  it("lists hidden programs to staff only", async () => {
    const list = await page(`list/${suite.school.id}/`, "admin");
    expect(idsOf(list)).toContain(ids.hidden);
    expect(list.results.find((card) => card.id === ids.hidden)?.show).toBe(false);
    expect((await get(`list/${suite.school.id}/`, "teacher")).statusCode).toBe(403);
    expect((await get(`list/${suite.school.id}/`, "student")).statusCode).toBe(403);
    expect((await get(`list/${suite.school.id}/`)).statusCode).toBe(401);
  });

  it("filters by change date", async () => {
    const recent = await page(`catalog/${suite.school.id}/?changed_at_after=2000-01-01`, "teacher");
    expect(recent.count).toBe(2);
    const old = await page(`catalog/${suite.school.id}/?changed_at_before=2000-01-01`, "teacher");
    expect(old.count).toBe(0);
  });
});

describe("my programs", () => {
  it("lists what the caller teaches or studies; students do not see hidden ones", async () => {
    expect(idsOf(await page("my/", "teacher"))).toEqual([ids.visible, ids.hidden].sort((left, right) => left - right));
    expect(idsOf(await page("my/", "student"))).toEqual([ids.visible]);
    expect(idsOf(await page("my/", "admin"))).toEqual([]);
    expect((await get("my/")).statusCode).toBe(401);
  });
});
