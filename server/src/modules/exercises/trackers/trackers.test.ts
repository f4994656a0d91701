import { type SignedInRole, TRACKER_PAGE_SIZE } from "@school/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exerciseAttempts, users } from "../../../db/schema/index.js";
import {
  joinProgram,
  newCourse,
  newExercise,
  newExerciseList,
  newHomework,
  newLesson,
} from "../../../test/factories.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";

const PUBLIC_URL = "https://school.example.kz";
const suite = apiSuite({ publicUrl: PUBLIC_URL });
const get = (role: SignedInRole, path: string, school: TestSchool = suite.school) =>
  suite.as(school, role, { method: "GET", url: `/api/v1/course/ex/${path}` });

let course: number;
let otherCourse: number;
/** Two lessons; lists a1, a2 in the first, b1 in the second. */
let lists: { a1: number; a2: number; b1: number };
let lessonA: number;
let students: { aida: number; bolat: number; dana: number };
let outsider: number;

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  course = await newCourse(db, schoolId);
  otherCourse = await newCourse(db, schoolId);
  await joinProgram(db, { courseId: course, userId: suite.school.users.teacher, role: "teacher" });
  lessonA = await newLesson(db, { schoolId, courseId: course, order: 0, name: "Первый урок" });
  const lessonB = await newLesson(db, { schoolId, courseId: course, order: 1, name: "Второй урок" });
  lists = {
    a1: await newExerciseList(db, { schoolId, lessonId: lessonA, order: 0, titleRu: "A1", minPercent: 60 }),
    a2: await newExerciseList(db, { schoolId, lessonId: lessonA, order: 1, titleRu: "A2" }),
    b1: await newExerciseList(db, { schoolId, lessonId: lessonB, order: 0, titleRu: "B1" }),
  };
  const tasks = [];
  for (let index = 0; index < 3; index += 1) tasks.push(await newExercise(db, { schoolId, exListId: lists.a1 }));
  const people = await db
    .insert(users)
    .values(
      [
        ["Болат", "Ахметов"],
        ["Аида", "Ахметова"],
        ["Дана", "Бекова"],
        ["Ерлан", "Ерланов"],
      ].map(([firstName, lastName], index) => ({
        schoolId,
        email: `tracker.${process.pid}.${index}@test.kz`,
        passwordHash: "not-used",
        role: "student" as const,
        firstName: firstName!,
        lastName: lastName!,
      })),
    )
    .returning({ id: users.id });
  students = { bolat: people[0]!.id, aida: people[1]!.id, dana: people[2]!.id };
  outsider = people[3]!.id;
  await db.update(users).set({ lastName: "Ямова" }).where(eq(users.id, suite.school.users.student));
  for (const userId of [...Object.values(students), suite.school.users.student]) {
    await joinProgram(db, { courseId: course, userId, role: "student" });
  }
  await joinProgram(db, { courseId: otherCourse, userId: outsider, role: "student" });

  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
  await db.insert(exerciseAttempts).values([
    {
      schoolId,
      exListId: lists.a1,
      userId: students.bolat,
      startedAt: at(0),
      finishedAt: at(10),
      percent: 80,
      passed: true,
    },
    {
      schoolId,
      exListId: lists.a2,
      userId: students.bolat,
      startedAt: at(20),
      finishedAt: at(30),
      percent: 40,
      passed: false,
    },
    { schoolId, exListId: lists.b1, userId: students.bolat, startedAt: at(40), deadline: at(70) },
    {
      schoolId,
      exListId: lists.a1,
      userId: students.aida,
      startedAt: at(5),
      finishedAt: at(6),
      percent: 100,
      passed: true,
    },
  ]);
  const work = (userId: number, taskId: number, status: "saved" | "submitted" | "graded", grade?: number) =>
    newHomework(db, { schoolId, courseId: course, userId, exListId: lists.a1, taskId, status, grade });
  await work(students.bolat, tasks[0]!, "graded", 4);
  await work(students.bolat, tasks[1]!, "graded", 5);
  await work(students.bolat, tasks[2]!, "submitted");
  await work(students.aida, tasks[0]!, "saved");
  // An answer in another program must not count.
  await newHomework(db, { schoolId, courseId: otherCourse, userId: students.bolat, status: "graded", grade: 2 });
});

describe("the program tracker", () => {
  it("lists every student of the program by name with their lists and homework", async () => {
    const response = await get("admin", `get_course_tracker/${course}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 4, next: null, previous: null, course_id: course });
    const names = body.results.map((row: { last_name: string }) => row.last_name);
    expect(names.slice(0, 3)).toEqual(["Ахметов", "Ахметова", "Бекова"]);
    expect(body.results[0]).toEqual({
      user_id: students.bolat,
      first_name: "Болат",
      last_name: "Ахметов",
      lists_total: 3,
      lists_finished: 2,
      lists_passed: 1,
      percent: 60,
      homework_submitted: 1,
      homework_graded: 2,
      grade: 4.5,
      last_activity: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(body.results[1]).toMatchObject({
      user_id: students.aida,
      lists_finished: 1,
      lists_passed: 1,
      percent: 100,
      homework_submitted: 0,
      homework_graded: 0,
      grade: null,
    });
    expect(body.results[2]).toMatchObject({
      user_id: students.dana,
      lists_finished: 0,
      percent: null,
      last_activity: null,
    });
    expect(body.results.map((row: { user_id: number }) => row.user_id)).not.toContain(outsider);
  });

  it("pages by fifty, and answers the count past the end", async () => {
    expect(TRACKER_PAGE_SIZE).toBe(50);
    const past = (await get("admin", `get_course_tracker/${course}/?page=3`)).json();
    expect(past).toMatchObject({ count: 4, results: [], next: null });
    expect(past.previous).toBe(`${PUBLIC_URL}/api/v1/course/ex/get_course_tracker/${course}/`);
    expect((await get("admin", `get_course_tracker/${course}/?page=0`)).statusCode).toBe(400);
  });

  it("is for staff and the program's teachers", async () => {
    expect((await get("teacher", `get_course_tracker/${course}/`)).statusCode).toBe(200);
    expect((await get("teacher", `get_course_tracker/${otherCourse}/`)).statusCode).toBe(403);
    expect((await get("student", `get_course_tracker/${course}/`)).statusCode).toBe(403);
    const foreign = await newCourse(suite.harness.database.db, suite.other.id);
    expect((await get("admin", `get_course_tracker/${foreign}/`)).statusCode).toBe(404);
  });
});

describe("a student's tracker", () => {
  it("lists every exercise list of the program in lesson order with the student's results", async () => {
    const response = await get("teacher", `get_course_tracker/${course}/${students.bolat}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      course_id: course,
      user_id: students.bolat,
      first_name: "Болат",
      last_name: "Ахметов",
    });
    expect(body.lists.map((list: { ex_list_id: number }) => list.ex_list_id)).toEqual([lists.a1, lists.a2, lists.b1]);
    expect(body.lists[0]).toEqual({
      ex_list_id: lists.a1,
      title_ru: "A1",
      title_kk: "",
      title_en: "",
      lesson_id: lessonA,
      lesson_name: "Первый урок",
      min_percent: 60,
      tasks_count: 3,
      started_at: "2026-11-20T10:00:00.000Z",
      deadline: null,
      finished_at: "2026-11-20T10:10:00.000Z",
      percent: 80,
      passed: true,
      answered: 3,
      submitted: 1,
      graded: 2,
      grade: 4.5,
    });
    expect(body.lists[2]).toMatchObject({
      finished_at: null,
      deadline: "2026-11-20T11:10:00.000Z",
      percent: null,
      passed: false,
      answered: 0,
      grade: null,
    });
  });

  it("is the student's own, and not found for a user outside the program or school", async () => {
    const own = await get("student", `get_course_tracker/${course}/${suite.school.users.student}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json().lists).toHaveLength(3);
    expect((await get("student", `get_course_tracker/${course}/${students.bolat}/`)).statusCode).toBe(403);
    expect((await get("admin", `get_course_tracker/${course}/${outsider}/`)).statusCode).toBe(404);
    expect((await get("teacher", `get_course_tracker/${otherCourse}/${outsider}/`)).statusCode).toBe(403);
    expect((await get("admin", `get_course_tracker/${course}/${suite.other.users.student}/`)).statusCode).toBe(404);
  });
});

describe("an exercise list's tracker", () => {
  it("lists every student of the list's program with their attempt and answers there", async () => {
    const response = await get("admin", `get_ex_list_tracker/${lists.a1}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 4, ex_list: { id: lists.a1, lesson_id: lessonA, tasks_count: 3 } });
    expect(body.results[0]).toEqual({
      user_id: students.bolat,
      first_name: "Болат",
      last_name: "Ахметов",
      started_at: "2026-11-20T10:00:00.000Z",
      deadline: null,
      finished_at: "2026-11-20T10:10:00.000Z",
      percent: 80,
      passed: true,
      answered: 3,
      submitted: 1,
      graded: 2,
      grade: 4.5,
    });
    expect(body.results[1]).toMatchObject({ user_id: students.aida, answered: 1, submitted: 0, percent: 100 });
    expect(body.results[2]).toMatchObject({ user_id: students.dana, started_at: null, answered: 0, passed: false });
  });

  it("is for staff and the program's teachers; another school's list is not found", async () => {
    expect((await get("teacher", `get_ex_list_tracker/${lists.b1}/`)).statusCode).toBe(200);
    expect((await get("student", `get_ex_list_tracker/${lists.b1}/`)).statusCode).toBe(403);
    const db = suite.harness.database.db;
    const foreignLesson = await newLesson(db, { schoolId: suite.school.id, courseId: otherCourse });
    const foreignList = await newExerciseList(db, { schoolId: suite.school.id, lessonId: foreignLesson });
    expect((await get("teacher", `get_ex_list_tracker/${foreignList}/`)).statusCode).toBe(403);
    const otherSchoolCourse = await newCourse(db, suite.other.id);
    const otherLesson = await newLesson(db, { schoolId: suite.other.id, courseId: otherSchoolCourse });
    const otherList = await newExerciseList(db, { schoolId: suite.other.id, lessonId: otherLesson });
    expect((await get("admin", `get_ex_list_tracker/${otherList}/`)).statusCode).toBe(404);
  });
});
