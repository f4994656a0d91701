import type { SignedInRole } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { completeLesson, joinProgram, newCourse, newLesson } from "../../test/factories.js";
import { apiSuite, TEST_PASSWORD, type TestSchool } from "../../test/test-app.js";
import { api } from "../course/course.test-kit.js";
import { addUser } from "../school/school-setup.service.js";

const suite = apiSuite();
const get = (school: TestSchool, role: SignedInRole, url: string) => suite.as(school, role, { method: "GET", url });
/** Programs: the student studies a, b and empty (no lessons); the peer studies a; c has no members. */
let course: { a: number; b: number; c: number; empty: number };
let student: number;
let peer: number;
/** The one lesson of program c, which nobody studies. */
let lessonOfC: number;

const titles = (name: string) => ({ titleRu: `${name} ru`, titleKk: `${name} kk`, titleEn: `${name} en` });
const row = (courseId: number, name: string, lessons: number, completed: number) => ({
  course_id: courseId,
  title_ru: `${name} ru`,
  title_kk: `${name} kk`,
  title_en: `${name} en`,
  lessons_count: lessons,
  completed_count: completed,
});
const counts = (userId: number, query = "") => api(`list_count_lesson/${userId}/${query}`);

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  student = suite.school.users.student;
  peer = await addUser(db, {
    schoolId,
    email: `peer.${process.pid}@lessons.test`,
    password: TEST_PASSWORD,
    role: "student",
    firstName: "Peer",
  });
  course = {
    a: await newCourse(db, schoolId, titles("A")),
    b: await newCourse(db, schoolId, titles("B")),
    c: await newCourse(db, schoolId, titles("C")),
    empty: await newCourse(db, schoolId, titles("Empty")),
  };
  const lessonsOf = async (courseId: number, howMany: number) => {
    const ids: number[] = [];
    for (let order = 0; order < howMany; order += 1) ids.push(await newLesson(db, { schoolId, courseId, order }));
    return ids;
  };
  const [a1, a2, a3] = await lessonsOf(course.a, 3);
  const [b1] = await lessonsOf(course.b, 2);
  const [c1] = await lessonsOf(course.c, 1);
  lessonOfC = c1!;
  for (const courseId of [course.a, course.b, course.empty]) {
    await joinProgram(db, { courseId, userId: student, role: "student" });
  }
  await joinProgram(db, { courseId: course.a, userId: peer, role: "student" });
  await joinProgram(db, { courseId: course.a, userId: suite.school.users.teacher, role: "teacher" });
  for (const lessonId of [a1!, a2!, b1!]) await completeLesson(db, { schoolId, lessonId, userId: student });
  for (const lessonId of [a1!, a3!, c1!]) await completeLesson(db, { schoolId, lessonId, userId: peer });
});

describe("lesson counts per program", () => {
  it("count each program's lessons and only that user's completions, ordered by program", async () => {
    const response = await get(suite.school, "admin", counts(student));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      row(course.a, "A", 3, 2),
      row(course.b, "B", 2, 1),
      row(course.empty, "Empty", 0, 0),
    ]);
    const ofPeer = await get(suite.school, "admin_school", counts(peer));
    expect(ofPeer.json()).toEqual([row(course.a, "A", 3, 2)]);
  });

  it("with course_id answer exactly that program, also one the user does not study", async () => {
    const member = await get(suite.school, "admin", counts(student, `?course_id=${course.b}`));
    expect(member.json()).toEqual([row(course.b, "B", 2, 1)]);
    const notMember = await get(suite.school, "admin", counts(student, `?course_id=${course.c}`));
    expect(notMember.json()).toEqual([row(course.c, "C", 1, 0)]);
    const finishedWithoutMembership = await get(suite.school, "admin", counts(peer, `?course_id=${course.c}`));
    expect(finishedWithoutMembership.json()).toEqual([row(course.c, "C", 1, 1)]);
  });

  it("let a student see only themself", async () => {
    const own = await get(suite.school, "student", counts(student));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(3);
    const ownProgram = await get(suite.school, "student", counts(student, `?course_id=${course.a}`));
    expect(ownProgram.json()).toEqual([row(course.a, "A", 3, 2)]);
    for (const query of ["", `?course_id=${course.a}`]) {
      const someoneElse = await get(suite.school, "student", counts(peer, query));
      expect(someoneElse.statusCode).toBe(403);
    }
  });

  it("let a teacher see only the programs they teach", async () => {
    const taught = await get(suite.school, "teacher", counts(student));
    expect(taught.statusCode).toBe(200);
    expect(taught.json()).toEqual([row(course.a, "A", 3, 2)]);
    const oneTaught = await get(suite.school, "teacher", counts(peer, `?course_id=${course.a}`));
    expect(oneTaught.json()).toEqual([row(course.a, "A", 3, 2)]);
    const notTaught = await get(suite.school, "teacher", counts(student, `?course_id=${course.b}`));
    expect(notTaught.statusCode).toBe(403);
  });

  it("answer an empty list for a user who studies nothing", async () => {
    const response = await get(suite.school, "admin", counts(suite.school.users.admin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("do not find another school's user or program", async () => {
    const foreignUser = await get(suite.school, "admin", counts(suite.other.users.student));
    expect(foreignUser.statusCode).toBe(404);
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    for (const courseId of [foreignCourse, 999_999_999]) {
      const response = await get(suite.school, "admin", counts(student, `?course_id=${courseId}`));
      expect(response.statusCode).toBe(404);
      expect(response.json().fields).toEqual({ course_id: "Not found" });
    }
  });

  it("refuse a course_id that is not a positive integer", async () => {
    for (const value of ["0", "-3", "abc", "1.5"]) {
      const response = await get(suite.school, "admin", counts(student, `?course_id=${value}`));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(["course_id"]);
    }
  });

  it("do not find a user id that cannot be an id", async () => {
    // The core's ownership check runs before validation and answers for every path id it cannot find.
    for (const value of ["abc", "1.5", "0"]) {
      const response = await get(suite.school, "admin", api(`list_count_lesson/${value}/`));
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("a program's lessons to someone outside it", () => {
  const lessonApi = (path: string) => `/api/v1/course/lesson/${path}`;
  const routes = () => [lessonApi(`get_detail_lesson/${lessonOfC}/`), lessonApi(`get_lesson_in_course_p/${course.c}/`)];

  it("tell a student the program is not bought, naming it, so the reader can offer it", async () => {
    for (const url of routes()) {
      const refused = await get(suite.school, "student", url);
      expect({ status: refused.statusCode, body: refused.json() }, url).toEqual({
        status: 403,
        body: {
          code: "not_bought",
          detail: "The program's lessons open once it is bought",
          fields: { course_id: String(course.c) },
        },
      });
    }
  });

  it("refuse a teacher who does not teach it as before, without naming a purchase", async () => {
    for (const url of routes()) {
      const refused = await get(suite.school, "teacher", url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe("forbidden");
    }
  });

  it("do not find another school's program or lesson for a student", async () => {
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const foreignLesson = await newLesson(suite.harness.database.db, {
      schoolId: suite.other.id,
      courseId: foreignCourse,
    });
    const urls = [
      lessonApi(`get_detail_lesson/${foreignLesson}/`),
      lessonApi(`get_lesson_in_course_p/${foreignCourse}/`),
    ];
    for (const url of urls) {
      expect((await get(suite.school, "student", url)).statusCode, url).toBe(404);
    }
  });
});
