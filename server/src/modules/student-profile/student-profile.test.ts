import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { schoolScope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { type userEducations, users } from "../../db/schema/index.js";
import { joinProgram, newCourse, newEducation, newUserCertificate, newUserLanguage } from "../../test/factories.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { searchLanguages } from "./student-profile.service.js";

let harness: TestApp;
let db: Db;
const PUBLIC = "https://school.example.kz/api/v1/course/course";

beforeAll(async () => {
  harness = await createTestApp();
  db = harness.database.db;
});
afterAll(() => harness.close());

let emailCounter = 0;
/** Accounts made straight in the table: the search reads names and roles, and hashing 25 passwords is slow. */
async function newUsers(school: TestSchool, people: { firstName: string; lastName: string; role?: "teacher" }[]) {
  const rows = await db
    .insert(users)
    .values(
      people.map((person) => ({
        schoolId: school.id,
        email: `profile.${process.pid}.${++emailCounter}@test.kz`,
        passwordHash: "not-used",
        role: person.role ?? ("student" as const),
        ...person,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return rows;
}

const search = async (school: TestSchool, url: string, role: "admin_school" | "admin" | "teacher" = "admin") =>
  harness.app.inject({
    method: "GET",
    url: `/api/v1/course/course/${url}`,
    headers: await harness.authAs(school, role),
  });
const ids = async (school: TestSchool, url: string) => {
  const response = await search(school, url);
  expect(response.statusCode).toBe(200);
  return response.json().results.map((row: { id: number }) => row.id);
};

describe("education search", () => {
  let school: TestSchool;
  let other: TestSchool;
  /** Records named by letter, in the answer's order: Adams Anna (a, b), Brown Alice (e), Brown Ben (c, d). */
  const record = {} as Record<"a" | "b" | "c" | "d" | "e" | "foreign", number>;
  let adams: { id: number; email: string };

  beforeAll(async () => {
    school = await harness.newSchool();
    other = await harness.newSchool();
    const [anna, ben, alice, teacher] = await newUsers(school, [
      { firstName: "Anna", lastName: "Adams" },
      { firstName: "Ben", lastName: "Brown" },
      { firstName: "Alice", lastName: "Brown" },
      { firstName: "Tom", lastName: "Aaron", role: "teacher" },
    ]);
    const [foreigner] = await newUsers(other, [{ firstName: "Olga", lastName: "Abbot" }]);
    adams = anna!;
    const add = (userId: number, fields: Partial<typeof userEducations.$inferInsert>) =>
      newEducation(db, { schoolId: school.id, userId, ...fields });
    record.a = await add(anna!.id, {
      degree: "bachelor",
      start: 2015,
      end: 2019,
      professionName: "Economics",
      score: 3.8,
      assessmentForm: "gpa",
    });
    record.b = await add(anna!.id, { degree: "magistracy", start: 2019, end: 2021 });
    record.c = await add(ben!.id, { degree: "school", start: 2005, end: 2016 });
    record.d = await add(ben!.id, { degree: "bachelor", start: 2020, end: null });
    record.e = await add(alice!.id, { degree: "bachelor", start: 2010, end: 2014 });
    await add(teacher!.id, { degree: "bachelor", start: 2015, end: 2019 });
    record.foreign = await newEducation(db, {
      schoolId: other.id,
      userId: foreigner!.id,
      degree: "bachelor",
      start: 2015,
      end: 2019,
    });
  });

  it("lists the school's students' records by last name, first name, then record, with the full shape", async () => {
    const response = await search(school, "education/");
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 5, next: null, previous: null });
    expect(page.results.map((row: { id: number }) => row.id)).toEqual([
      record.a,
      record.b,
      record.e,
      record.c,
      record.d,
    ]);
    expect(page.results[0]).toEqual({
      id: record.a,
      degree: "bachelor",
      profession_name: "Economics",
      start: 2015,
      end: 2019,
      assessment_form: "gpa",
      score: 3.8,
      user: { id: adams.id, first_name: "Anna", last_name: "Adams", email: adams.email },
    });
    expect(page.results[4]).toMatchObject({ id: record.d, end: null, score: null });
  });

  it("filters by each field alone and combined", async () => {
    expect(await ids(school, "education/?degree=bachelor")).toEqual([record.a, record.e, record.d]);
    expect(await ids(school, "education/?start=2015")).toEqual([record.a, record.b, record.d]);
    expect(await ids(school, "education/?end=2016")).toEqual([record.e, record.c]);
    // Still studying (no end year) never ends "in or before" a year.
    expect(await ids(school, "education/?end=2100")).toEqual([record.a, record.b, record.e, record.c]);
    expect(await ids(school, "education/?start=2010&end=2016")).toEqual([record.e]);
    expect(await ids(school, "education/?degree=bachelor&start=2015&end=2019")).toEqual([record.a]);
    expect(await ids(school, "education/?degree=phd")).toEqual([]);
  });

  it("never shows another school's students, and that school sees only its own", async () => {
    expect(await ids(school, "education/?degree=bachelor&start=2015&end=2019")).not.toContain(record.foreign);
    expect(await ids(other, "education/")).toEqual([record.foreign]);
  });

  it("shows a teacher only the students of the programs they teach, and nobody without programs", async () => {
    const own = await harness.newSchool();
    const [taught, untaught] = await newUsers(own, [
      { firstName: "Taught", lastName: "Student" },
      { firstName: "Other", lastName: "Student" },
    ]);
    for (const student of [taught!, untaught!]) {
      await newEducation(db, { schoolId: own.id, userId: student.id, degree: "college", start: 2018, end: 2020 });
    }
    expect((await search(own, "education/", "teacher")).json()).toMatchObject({ count: 0, results: [] });
    const course = await newCourse(db, own.id);
    await joinProgram(db, { courseId: course, userId: own.users.teacher, role: "teacher" });
    await joinProgram(db, { courseId: course, userId: taught!.id, role: "student" });
    const seen = (await search(own, "education/", "teacher")).json();
    expect(seen.results.map((result: { user: { id: number } }) => result.user.id)).toEqual([taught!.id]);
    expect((await search(own, "education/", "admin")).json().count).toBe(2);
  });

  it("is open to staff and teachers, refused to students and guests", async () => {
    for (const role of ["admin_school", "admin", "teacher"] as const) {
      expect((await search(school, "education/", role)).statusCode).toBe(200);
    }
    const asStudent = await harness.app.inject({
      method: "GET",
      url: "/api/v1/course/course/education/",
      headers: await harness.authAs(school, "student"),
    });
    expect(asStudent.statusCode).toBe(403);
    const asGuest = await harness.app.inject({ method: "GET", url: "/api/v1/course/course/education/" });
    expect(asGuest.statusCode).toBe(401);
  });

  it.each([
    ["degree=xyz", "degree"],
    ["start=abc", "start"],
    ["start=1949", "start"],
    ["end=2101", "end"],
    ["start=2020&end=2019", "end"],
    ["page=0", "page"],
  ])("refuses %s naming the field", async (query, field) => {
    const response = await search(school, `education/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });
});

describe("language knowledge search", () => {
  let school: TestSchool;
  let other: TestSchool;
  /** Rows in the answer's order: Adams (en B1, de C1), Brown (en C2), Clark (en B2, fr A2). */
  const row = {} as Record<"adamsEn" | "adamsDe" | "brownEn" | "clarkEn" | "clarkFr" | "foreign", number>;

  beforeAll(async () => {
    school = await harness.newSchool();
    other = await harness.newSchool();
    const [adams, brown, clark, davis, teacher] = await newUsers(school, [
      { firstName: "Anna", lastName: "Adams" },
      { firstName: "Ben", lastName: "Brown" },
      { firstName: "Cora", lastName: "Clark" },
      { firstName: "Dan", lastName: "Davis" },
      { firstName: "Tom", lastName: "Aaron", role: "teacher" },
    ]);
    const [foreigner] = await newUsers(other, [{ firstName: "Olga", lastName: "Abbot" }]);
    const knows = (userId: number, language: "en" | "de" | "fr", level: "A2" | "B1" | "B2" | "C1" | "C2") =>
      newUserLanguage(db, { schoolId: school.id, userId, language, level });
    const holds = (userId: number, name: string, totalScore: number | null) =>
      newUserCertificate(db, { schoolId: school.id, userId, name, totalScore });
    row.adamsEn = await knows(adams!.id, "en", "B1");
    row.adamsDe = await knows(adams!.id, "de", "C1");
    row.brownEn = await knows(brown!.id, "en", "C2");
    row.clarkEn = await knows(clark!.id, "en", "B2");
    row.clarkFr = await knows(clark!.id, "fr", "A2");
    await knows(teacher!.id, "en", "C2");
    await holds(adams!.id, "IELTS", 7.5);
    await holds(adams!.id, "TestDaF", null);
    await holds(brown!.id, "TOEFL", 100);
    // Davis holds a certificate but listed no language: there is no row to show, so Davis is never found.
    await holds(davis!.id, "IELTS", 8);
    await holds(teacher!.id, "IELTS", 9);
    row.foreign = await newUserLanguage(db, { schoolId: other.id, userId: foreigner!.id, language: "en", level: "C2" });
    await newUserCertificate(db, { schoolId: other.id, userId: foreigner!.id, name: "IELTS", totalScore: 9 });
  });

  it("lists rows with the user and every certificate the student holds", async () => {
    const response = await search(school, "knowledge_language/");
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 5, next: null, previous: null });
    const adamsCertificates = [
      { name: "IELTS", total_score: 7.5 },
      { name: "TestDaF", total_score: null },
    ];
    expect(
      page.results.map((result: { id: number; certificates: unknown }) => [result.id, result.certificates]),
    ).toEqual([
      [row.adamsEn, adamsCertificates],
      [row.adamsDe, adamsCertificates],
      [row.brownEn, [{ name: "TOEFL", total_score: 100 }]],
      [row.clarkEn, []],
      [row.clarkFr, []],
    ]);
    expect(page.results[2]).toEqual({
      id: row.brownEn,
      language: "en",
      level: "C2",
      user: {
        id: expect.any(Number),
        first_name: "Ben",
        last_name: "Brown",
        email: expect.stringMatching(/@test\.kz$/),
      },
      certificates: [{ name: "TOEFL", total_score: 100 }],
    });
  });

  it("treats level as the minimum, in the levels' order", async () => {
    expect(await ids(school, "knowledge_language/?level=A2")).toEqual([
      row.adamsEn,
      row.adamsDe,
      row.brownEn,
      row.clarkEn,
      row.clarkFr,
    ]);
    expect(await ids(school, "knowledge_language/?level=B2")).toEqual([row.adamsDe, row.brownEn, row.clarkEn]);
    expect(await ids(school, "knowledge_language/?level=C2")).toEqual([row.brownEn]);
  });

  it("filters by language, by certificate held, and by all combined", async () => {
    expect(await ids(school, "knowledge_language/?language=en")).toEqual([row.adamsEn, row.brownEn, row.clarkEn]);
    expect(await ids(school, "knowledge_language/?language=it")).toEqual([]);
    expect(await ids(school, "knowledge_language/?certificate=IELTS")).toEqual([row.adamsEn, row.adamsDe]);
    expect(await ids(school, "knowledge_language/?certificate=SAT")).toEqual([]);
    expect(await ids(school, "knowledge_language/?language=en&level=B2")).toEqual([row.brownEn, row.clarkEn]);
    expect(await ids(school, "knowledge_language/?certificate=IELTS&language=en")).toEqual([row.adamsEn]);
    expect(await ids(school, "knowledge_language/?certificate=TOEFL&level=C1")).toEqual([row.brownEn]);
    expect(await ids(school, "knowledge_language/?certificate=IELTS&language=en&level=C1")).toEqual([]);
  });

  it("never shows another school's students, and that school sees only its own", async () => {
    expect(await ids(school, "knowledge_language/?certificate=IELTS&level=C2")).toEqual([]);
    expect(await ids(other, "knowledge_language/")).toEqual([row.foreign]);
  });

  it("is open to staff and teachers, refused to students", async () => {
    for (const role of ["admin_school", "admin", "teacher"] as const) {
      expect((await search(school, "knowledge_language/", role)).statusCode).toBe(200);
    }
    const asStudent = await harness.app.inject({
      method: "GET",
      url: "/api/v1/course/course/knowledge_language/",
      headers: await harness.authAs(school, "student"),
    });
    expect(asStudent.statusCode).toBe(403);
  });

  it.each([
    ["level=Z9", "level"],
    ["language=xx", "language"],
    ["certificate=Unknown", "certificate"],
    ["page=0", "page"],
  ])("refuses %s naming the field", async (query, field) => {
    const response = await search(school, `knowledge_language/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });
});

describe("pages of 20", () => {
  let school: TestSchool;
  /** 25 students named Student01..Student25, each with one record of each kind, in the answer's order. */
  let students: { id: number }[];
  const educations: number[] = [];
  const languages: number[] = [];

  beforeAll(async () => {
    school = await harness.newSchool();
    students = await newUsers(
      school,
      Array.from({ length: 25 }, (_, index) => ({
        firstName: "S",
        lastName: `Student${String(index + 1).padStart(2, "0")}`,
      })),
    );
    for (const [index, student] of students.entries()) {
      const owned = { schoolId: school.id, userId: student.id };
      educations.push(await newEducation(db, { ...owned, degree: "bachelor" }));
      languages.push(await newUserLanguage(db, owned));
      await newUserCertificate(db, { ...owned, name: "IELTS", totalScore: (50 + index) / 10 });
    }
  });

  it("splits 25 education records into 20 and 5, keeping the filters in the links", async () => {
    const first = (await search(school, "education/?degree=bachelor")).json();
    expect(first).toMatchObject({ count: 25, next: `${PUBLIC}/education/?degree=bachelor&page=2`, previous: null });
    expect(first.results.map((result: { id: number }) => result.id)).toEqual(educations.slice(0, 20));
    const second = (await search(school, "education/?degree=bachelor&page=2")).json();
    expect(second).toMatchObject({ count: 25, next: null, previous: `${PUBLIC}/education/?degree=bachelor` });
    expect(second.results.map((result: { id: number }) => result.id)).toEqual(educations.slice(20));
    const past = (await search(school, "education/?page=3")).json();
    expect(past).toMatchObject({ count: 25, next: null, previous: `${PUBLIC}/education/?page=2`, results: [] });
  });

  it("reads a page of 20 students' certificates in one query", async () => {
    // The school's handle the service reads through (its deps, decision 0130), not the app's owner handle.
    const scope = schoolScope(harness.deps, school.id);
    const selects = vi.spyOn(scope.db, "select");
    const caller = {
      userId: school.users.admin,
      role: "admin" as const,
      schoolId: school.id,
      schoolActive: true,
      email: "",
      savedLanguage: null,
    };
    const actor = { ...scope, caller, language: "ru" as const };
    const page = await searchLanguages(actor, {
      query: { page: 1 },
      requestUrl: "/api/v1/course/course/knowledge_language/",
    });
    // The page's ids, their rows, the count and the certificates of all 20 students: no query per row.
    expect(selects).toHaveBeenCalledTimes(4);
    selects.mockRestore();
    expect(new Set(page.results.map((result) => result.user.id)).size).toBe(20);
    expect(page.results.every((result) => result.certificates.length === 1)).toBe(true);
  });

  it("splits 25 language rows into 20 and 5, with each row's certificates", async () => {
    const first = (await search(school, "knowledge_language/")).json();
    expect(first).toMatchObject({ count: 25, next: `${PUBLIC}/knowledge_language/?page=2`, previous: null });
    expect(first.results.map((result: { id: number }) => result.id)).toEqual(languages.slice(0, 20));
    const second = (await search(school, "knowledge_language/?page=2")).json();
    expect(second.previous).toBe(`${PUBLIC}/knowledge_language/`);
    expect(
      second.results.map((result: { id: number; user: { id: number }; certificates: unknown }) => [
        result.id,
        result.user.id,
        result.certificates,
      ]),
    ).toEqual(
      [20, 21, 22, 23, 24].map((index) => [
        languages[index],
        students[index]!.id,
        [{ name: "IELTS", total_score: (50 + index) / 10 }],
      ]),
    );
  });
});
