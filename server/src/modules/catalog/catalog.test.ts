import type { CatalogCourseDetail, CatalogPage, SignedInRole } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { courseDocuments, courseMembers, courseRounds } from "../../db/schema/index.js";
import { newCourse, newCourseDocument, newDictionaryEntry, newRequirementCertificate } from "../../test/factories.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { testSchoolToday } from "../../test/test-clock.js";

const suite = apiSuite({ publicUrl: "https://catalog.example.kz/" });
type Named = "italy" | "hungary" | "milan" | "bachelor" | "visible" | "hidden" | "unverified" | "foreign";
const ids = {} as Record<Named, number>;

const get = async (path: string, role?: SignedInRole, as: TestSchool = suite.school) =>
  suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/course/course/${path}`,
    headers: role ? await suite.harness.authAs(as, role) : {},
  });
const page = async (path: string, role?: SignedInRole) => {
  const response = await get(path, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogPage;
};
const idsOf = (body: CatalogPage) => body.results.map((card) => card.id).sort((left, right) => left - right);

beforeAll(async () => {
  const db = suite.harness.database.db;
  const italy = await newDictionaryEntry(db, suite.school.id, "tag", { ru: "Италия", kk: "Италия", en: "Italy" });
  const hungary = await newDictionaryEntry(db, suite.school.id, "tag", "Hungary");
  // No Kazakh name: Kazakh readers see the Russian one.
  const milan = await newDictionaryEntry(db, suite.school.id, "city", { ru: "Милан", en: "Milan" });
  // Only an English name: every language shows it.
  const bachelor = await newDictionaryEntry(db, suite.school.id, "degree", { en: "Bachelor" });
  Object.assign(ids, { italy, hungary, milan, bachelor });
  ids.visible = await newCourse(db, suite.school.id, {
    tagId: italy,
    cityId: milan,
    degreeId: bachelor,
    titleRu: "Инженерия",
    titleEn: "Engineering",
    titleKk: "",
    cost: 30_000,
    price: 3_000,
    order: 1,
  });
  // Only a Kazakh title: every language falls back to it.
  ids.hidden = await newCourse(db, suite.school.id, {
    tagId: italy,
    show: false,
    cost: 90_000,
    price: 9_000,
    order: 2,
    titleRu: "",
    titleKk: "Жасырын бағдарлама",
  });
  ids.unverified = await newCourse(db, suite.school.id, { tagId: hungary, canSort: true, cost: 10_000, price: 1_000 });
  ids.foreign = await newCourse(db, suite.other.id, { cost: 500_000, price: 50_000 });
  const today = testSchoolToday();
  await db.insert(courseRounds).values([
    { schoolId: suite.school.id, courseId: ids.visible, startsOn: "2000-01-01", endsOn: "2000-02-01" },
    { schoolId: suite.school.id, courseId: ids.visible, startsOn: today, endsOn: "2999-12-31" },
  ]);
  await db.insert(courseMembers).values([
    { schoolId: suite.school.id, courseId: ids.visible, userId: suite.school.users.teacher, role: "teacher" },
    { schoolId: suite.school.id, courseId: ids.hidden, userId: suite.school.users.teacher, role: "teacher" },
    { schoolId: suite.school.id, courseId: ids.hidden, userId: suite.school.users.student, role: "student" },
    { schoolId: suite.school.id, courseId: ids.visible, userId: suite.school.users.student, role: "student" },
  ]);
  await newRequirementCertificate(db, suite.school.id, ids.visible);
  await newCourseDocument(db, suite.school.id, ids.visible);
  await db.insert(courseDocuments).values({ schoolId: suite.school.id, courseId: ids.visible, docName: "Diploma" });
});

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

describe("a program's page", () => {
  it("shows rounds, requirements and teachers in the asked language", async () => {
    const response = await get(`guest_course/${ids.visible}/?domain=${suite.school.domain}&translate_lang=en`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CatalogCourseDetail;
    expect(body).toMatchObject({
      id: ids.visible,
      title: "Engineering",
      full_desc: "Полностью",
      tag: { id: ids.italy, name: "Italy" },
      city: { id: ids.milan, name: "Milan" },
      degree: { id: ids.bachelor, name: "Bachelor" },
    });
    const kazakh = (await get(`detail/${ids.visible}/?translate_lang=kk`, "student")).json() as CatalogCourseDetail;
    expect([kazakh.tag?.name, kazakh.city?.name, kazakh.degree?.name]).toEqual(["Италия", "Милан", "Bachelor"]);
    expect(body.rounds.map((round) => round.is_open)).toEqual([false, true]);
    expect(body.requirement_certificates).toEqual([{ id: expect.any(Number), certificate: "IELTS", min_score: 6.5 }]);
    expect(body.teachers).toEqual([{ id: suite.school.users.teacher, first_name: expect.any(String), last_name: "" }]);
    expect(body.documents).toEqual(["Passport", "Diploma"]);
  });

  it("lists the names of the documents a program requires, or none", async () => {
    const visible = await get(`detail/${ids.visible}/`, "student");
    expect((visible.json() as CatalogCourseDetail).documents).toEqual(["Passport", "Diploma"]);
    const hidden = await get(`detail/${ids.hidden}/`, "teacher");
    expect((hidden.json() as CatalogCourseDetail).documents).toEqual([]);
  });

  it("hides hidden programs from guests and students, not from teachers and staff", async () => {
    expect((await get(`guest_course/${ids.hidden}/?domain=${suite.school.domain}`)).statusCode).toBe(404);
    expect((await get(`detail/${ids.hidden}/`, "student")).statusCode).toBe(404);
    const teacherView = await get(`detail/${ids.hidden}/?translate_lang=en`, "teacher");
    expect(teacherView.statusCode).toBe(200);
    expect(teacherView.json()).toMatchObject({ title: "Жасырын бағдарлама", show: false });
    expect((await get(`detail/${ids.hidden}/`, "admin_school")).statusCode).toBe(200);
  });

  it("answers 404 for another school's program", async () => {
    expect((await get(`guest_course/${ids.foreign}/?domain=${suite.school.domain}`)).statusCode).toBe(404);
    expect((await get(`detail/${ids.foreign}/`, "admin")).statusCode).toBe(404);
  });
});
