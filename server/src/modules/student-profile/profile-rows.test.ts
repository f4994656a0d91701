import { PROFILE_ROW_LIMITS, SPEC_MESSAGES } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { joinProgram, newCourse, newEducation } from "../../test/factories.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

const suite = apiSuite();
const api = "/api/v1/user";
const education = (fields: object = {}) => ({
  degree: "school",
  profession_name: "School No. 25",
  start: 2012,
  end: 2023,
  assessment_form: "five_point",
  score: 4.6,
  ...fields,
});

let studentCounter = 0;
/** The suite's school as seen by a new student of its own, for tests that fill a student's rows to the limit. */
async function withNewStudent(): Promise<TestSchool> {
  studentCounter += 1;
  const id = await addUser(suite.harness.database.db, {
    schoolId: suite.school.id,
    email: `rows.${studentCounter}.${process.pid}@test.kz`,
    password: "correct-horse-42",
    role: "student",
    firstName: "Rows",
  });
  return { ...suite.school, users: { ...suite.school.users, student: id } };
}

describe("a student's own education, languages and certificates", () => {
  it("are written by the student without naming themself, and read back", async () => {
    const created = await suite.as(suite.school, "student", {
      method: "POST",
      url: `${api}/education/create/`,
      payload: education(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ profession_name: "School No. 25", user: suite.school.users.student });
    const id = created.json().id;
    const changed = await suite.as(suite.school, "student", {
      method: "PATCH",
      url: `${api}/education/update/${id}/`,
      payload: { end: 2024 },
    });
    expect(changed.json()).toMatchObject({ start: 2012, end: 2024 });
    const list = await suite.as(suite.school, "student", { method: "GET", url: `${api}/education/list/` });
    expect(list.json().map((row: { id: number }) => row.id)).toContain(id);
    const detail = await suite.as(suite.school, "student", { method: "GET", url: `${api}/education/detail/${id}/` });
    expect(detail.json().end).toBe(2024);

    const language = await suite.as(suite.school, "student", {
      method: "POST",
      url: `${api}/mastered-language/`,
      payload: { language: "en", level: "B2" },
    });
    expect(language.statusCode).toBe(201);
    const again = await suite.as(suite.school, "student", {
      method: "POST",
      url: `${api}/mastered-language/`,
      payload: { language: "en", level: "C1" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ language: "Already listed" });
    const certificate = await suite.as(suite.school, "student", {
      method: "POST",
      url: `${api}/certificate/create/`,
      payload: { name: "IELTS", total_score: 6.5, language: "en" },
    });
    expect(certificate.statusCode).toBe(201);
    const certificates = await suite.as(suite.school, "student", { method: "GET", url: `${api}/certificate/list/` });
    expect(certificates.json()).toEqual([certificate.json()]);
    const removed = await suite.as(suite.school, "student", {
      method: "DELETE",
      url: `${api}/mastered-language/${language.json().id}/`,
    });
    expect(removed.statusCode).toBe(204);
  });

  it(`holds at most ${PROFILE_ROW_LIMITS.education} education rows, also when they are added at once`, async () => {
    const headers = await suite.harness.authAs(await withNewStudent(), "student");
    const add = () =>
      suite.harness.app.inject({ method: "POST", url: `${api}/education/create/`, headers, payload: education() });
    const answers = await Promise.all(Array.from({ length: PROFILE_ROW_LIMITS.education + 3 }, add));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(PROFILE_ROW_LIMITS.education);
    const refused = answers.find((answer) => answer.statusCode !== 201)!;
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "unprocessable", detail: SPEC_MESSAGES.quantityLimit });
    const list = await suite.harness.app.inject({ method: "GET", url: `${api}/education/list/`, headers });
    expect(list.json()).toHaveLength(PROFILE_ROW_LIMITS.education);
  });

  it(`holds at most ${PROFILE_ROW_LIMITS.certificate} certificates`, async () => {
    const headers = await suite.harness.authAs(await withNewStudent(), "student");
    const names = ["IELTS", "TOEFL", "SAT", "Duolingo", "CAE"];
    const answers = [];
    for (const name of names) {
      answers.push(
        await suite.harness.app.inject({
          method: "POST",
          url: `${api}/certificate/create/`,
          headers,
          payload: { name },
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 422]);
    expect(answers[4]!.json().detail).toBe("Reached quantity limit!");
  });

  it("refuses bad input with the field named, never a 500", async () => {
    const cases: [object, string][] = [
      [education({ start: 1999 }), "start"],
      [education({ start: 2044 }), "start"],
      [education({ end: 2010 }), "end"],
      [education({ profession_name: "  " }), "profession_name"],
      [education({ assessment_form: "gpa", score: 4.5 }), "score"],
      [education({ degree: "kindergarten" }), "degree"],
      [education({ school_id: 2 }), ""],
    ];
    for (const [payload, field] of cases) {
      const answer = await suite.as(suite.school, "student", {
        method: "POST",
        url: `${api}/education/create/`,
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(answer.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const certificate = await suite.as(suite.school, "student", {
      method: "POST",
      url: `${api}/certificate/create/`,
      payload: { name: "Made-up certificate" },
    });
    expect(certificate.statusCode).toBe(400);
    const level = await suite.as(suite.school, "student", {
      method: "POST",
      url: `${api}/mastered-language/`,
      payload: { language: "en", level: "A1" },
    });
    expect(level.statusCode).toBe(400);
    const row = await newEducation(suite.harness.database.db, {
      schoolId: suite.school.id,
      userId: suite.school.users.student,
      start: 2015,
      end: 2019,
    });
    const upsideDown = await suite.as(suite.school, "student", {
      method: "PATCH",
      url: `${api}/education/update/${row}/`,
      payload: { start: 2021 },
    });
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json().fields).toEqual({ end: "must not be before start" });
  });
});

describe("whose rows", () => {
  it("a student changes only their own: another student's rows answer 403, another school's 404", async () => {
    const classmate = (await withNewStudent()).users.student;
    const theirs = await newEducation(suite.harness.database.db, { schoolId: suite.school.id, userId: classmate });
    for (const request of [
      { method: "PATCH" as const, url: `${api}/education/update/${theirs}/`, payload: { end: 2024 } },
      { method: "DELETE" as const, url: `${api}/education/delete/${theirs}/` },
      { method: "GET" as const, url: `${api}/education/detail/${theirs}/` },
      { method: "GET" as const, url: `${api}/education/list/?user_id=${classmate}` },
      { method: "POST" as const, url: `${api}/education/create/`, payload: education({ user: classmate }) },
    ]) {
      expect((await suite.as(suite.school, "student", request)).statusCode, request.url).toBe(403);
    }
    const foreign = await newEducation(suite.harness.database.db, {
      schoolId: suite.other.id,
      userId: suite.other.users.student,
    });
    const answer = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: `${api}/education/delete/${foreign}/`,
    });
    expect(answer.statusCode).toBe(404);
  });

  it("staff write any student's rows and no one else's; teachers read only their students'", async () => {
    const staffAdds = await suite.as(suite.school, "admin", {
      method: "POST",
      url: `${api}/education/create/`,
      payload: education({ user: suite.school.users.student }),
    });
    expect(staffAdds.statusCode).toBe(201);
    const forTeacher = await suite.as(suite.school, "admin", {
      method: "POST",
      url: `${api}/education/create/`,
      payload: education({ user: suite.school.users.teacher }),
    });
    expect(forTeacher.statusCode).toBe(404);
    expect(forTeacher.json().fields).toEqual({ user: "Not a student of this school" });
    const forOtherSchool = await suite.as(suite.school, "admin", {
      method: "POST",
      url: `${api}/education/create/`,
      payload: education({ user: suite.other.users.student }),
    });
    expect(forOtherSchool.statusCode).toBe(404);

    const listUrl = `${api}/education/list/?user_id=${suite.school.users.student}`;
    expect((await suite.as(suite.school, "teacher", { method: "GET", url: listUrl })).statusCode).toBe(403);
    const course = await newCourse(suite.harness.database.db, suite.school.id);
    await joinProgram(suite.harness.database.db, {
      courseId: course,
      userId: suite.school.users.teacher,
      role: "teacher",
    });
    await joinProgram(suite.harness.database.db, {
      courseId: course,
      userId: suite.school.users.student,
      role: "student",
    });
    expect((await suite.as(suite.school, "teacher", { method: "GET", url: listUrl })).statusCode).toBe(200);
    const teacherWrites = await suite.as(suite.school, "teacher", {
      method: "POST",
      url: `${api}/education/create/`,
      payload: education({ user: suite.school.users.student }),
    });
    expect(teacherWrites.statusCode).toBe(403);
  });
});
