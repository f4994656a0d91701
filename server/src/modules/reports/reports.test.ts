import { beforeAll, describe, expect, it } from "vitest";
import { completeLesson, joinProgram, newCourse, newHomework, newLesson } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

const suite = apiSuite();
const report = (path: string, query = "") => `/api/v1/schedule/report/${path}${query}`;

let taught: number;
let untaught: number;
let otherCourse: number;
let otherStudent: number;
let classmate: number;
let lessonIds: number[];

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  const { student, teacher } = suite.school.users;
  taught = await newCourse(db, schoolId, { titleRu: "Английский B2" });
  untaught = await newCourse(db, schoolId, { titleRu: "Немецкий A1" });
  otherCourse = await newCourse(db, suite.other.id);
  otherStudent = suite.other.users.student;
  classmate = await addUser(db, {
    schoolId,
    email: `classmate.${process.pid}@test.kz`,
    password: "Secret-password-1",
    role: "student",
    firstName: "Dana",
    lastName: "Classmate",
  });
  await joinProgram(db, { courseId: taught, userId: teacher, role: "teacher" });
  for (const userId of [student, classmate]) await joinProgram(db, { courseId: taught, userId, role: "student" });
  await joinProgram(db, { courseId: untaught, userId: classmate, role: "student" });
  lessonIds = [];
  for (const order of [1, 2, 3, 4]) lessonIds.push(await newLesson(db, { schoolId, courseId: taught, order }));
  await newLesson(db, { schoolId, courseId: untaught });
  // The student finished two of four lessons: one on 10 March (Almaty), one at 23:30 on 31 March Almaty time,
  // which is still March there though April has not begun in UTC either way; the classmate one in April.
  await completeLesson(db, { schoolId, lessonId: lessonIds[0]!, userId: student });
  await db.execute(
    `update lesson_completions set completed_at = '2026-03-10T06:00:00Z' where user_id = ${student} and lesson_id = ${lessonIds[0]}`,
  );
  await completeLesson(db, { schoolId, lessonId: lessonIds[1]!, userId: student });
  await db.execute(
    `update lesson_completions set completed_at = '2026-03-31T18:30:00Z' where user_id = ${student} and lesson_id = ${lessonIds[1]}`,
  );
  await completeLesson(db, { schoolId, lessonId: lessonIds[0]!, userId: classmate });
  await db.execute(
    `update lesson_completions set completed_at = '2026-04-02T06:00:00Z' where user_id = ${classmate} and lesson_id = ${lessonIds[0]}`,
  );
  const march = new Date("2026-03-12T08:00:00Z");
  await newHomework(db, {
    schoolId,
    courseId: taught,
    userId: student,
    lessonId: lessonIds[0],
    status: "graded",
    grade: 80,
    updatedAt: march,
  });
  await newHomework(db, { schoolId, courseId: taught, userId: student, status: "submitted", updatedAt: march });
  await newHomework(db, { schoolId, courseId: taught, userId: student, status: "saved", updatedAt: march });
  await newHomework(db, {
    schoolId,
    courseId: taught,
    userId: classmate,
    status: "graded",
    grade: 60,
    updatedAt: march,
  });
});

const march = "pub_date_after=2026-03-01&pub_date_before=2026-03-31";

describe("progress_course/", () => {
  it("gives staff every program with its students' progress in the period, in the school's time zone", async () => {
    const answer = await suite.as(suite.school, "admin", {
      method: "GET",
      url: report("progress_course/", `?${march}`),
    });
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().results;
    expect(rows.map((row: { title: string }) => row.title)).toEqual(["Английский B2", "Немецкий A1"]);
    expect(rows[0]).toEqual({
      course_id: taught,
      title: "Английский B2",
      students: 2,
      lessons: 4,
      // The lesson at 23:30 on 31 March in Almaty counts in March; the classmate's April lesson does not.
      completed_lessons: 2,
      homework_submitted: 3,
      homework_graded: 2,
      average_grade: 70,
      // By 31 March: the student 2 of 4 (50 %), the classmate none yet.
      progress_percent: 25,
    });
    expect(answer.json().count).toBe(2);
  });

  it("gives a teacher only the programs and students they teach, a student only themself", async () => {
    const teacher = await suite.as(suite.school, "teacher", {
      method: "GET",
      url: report("progress_course/", `?${march}`),
    });
    expect(teacher.json().results.map((row: { course_id: number }) => row.course_id)).toEqual([taught]);
    const student = await suite.as(suite.school, "student", {
      method: "GET",
      url: report("progress_course/", `?${march}`),
    });
    expect(student.json().results).toEqual([
      expect.objectContaining({
        course_id: taught,
        students: 1,
        completed_lessons: 2,
        homework_submitted: 2,
        progress_percent: 50,
      }),
    ]);
  });

  it("answers 404 for another school's program and 400 for a bad or reversed period", async () => {
    const other = await suite.as(suite.school, "admin", {
      method: "GET",
      url: report("progress_course/", `?course_id=${otherCourse}`),
    });
    expect(other.statusCode).toBe(404);
    const badDate = await suite.as(suite.school, "admin", {
      method: "GET",
      url: report("progress_course/", "?pub_date_after=2026-02-30"),
    });
    expect(badDate.statusCode).toBe(400);
    const reversed = await suite.as(suite.school, "admin", {
      method: "GET",
      url: report("progress_course/", "?pub_date_after=2026-04-01&pub_date_before=2026-03-01"),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toHaveProperty("pub_date_before");
  });
});

describe("student_progress/{courseId}/", () => {
  const url = (courseId: number, query = "?start_date=2026-03-01&end_date=2026-03-31") =>
    report(`student_progress/${courseId}/`, query);

  it("lists the program's students with their progress, searchable by name", async () => {
    const answer = await suite.as(suite.school, "teacher", { method: "GET", url: url(taught) });
    expect(answer.statusCode).toBe(200);
    const byId = new Map(answer.json().results.map((row: { user_id: number }) => [row.user_id, row]));
    expect(byId.get(suite.school.users.student)).toMatchObject({
      lessons: 4,
      completed_in_period: 2,
      completed_total: 2,
      progress_percent: 50,
      homework_submitted: 2,
      homework_graded: 1,
      average_grade: 80,
      last_activity: "2026-03-31T18:30:00.000Z",
    });
    expect(byId.get(classmate)).toMatchObject({ completed_in_period: 0, completed_total: 0, average_grade: 60 });
    const found = await suite.as(suite.school, "admin", { method: "GET", url: url(taught, "?q=classm") });
    expect(found.json().results.map((row: { user_id: number }) => row.user_id)).toEqual([classmate]);
  });

  it("shows a student only themself and a teacher nobody of a program they do not teach", async () => {
    const student = await suite.as(suite.school, "student", { method: "GET", url: url(taught) });
    expect(student.json().results.map((row: { user_id: number }) => row.user_id)).toEqual([suite.school.users.student]);
    const teacher = await suite.as(suite.school, "teacher", { method: "GET", url: url(untaught) });
    expect(teacher.json()).toMatchObject({ count: 0, results: [] });
  });

  it("answers 404 for another school's program and 400 for an end before the start", async () => {
    expect((await suite.as(suite.school, "admin", { method: "GET", url: url(otherCourse) })).statusCode).toBe(404);
    const reversed = await suite.as(suite.school, "admin", {
      method: "GET",
      url: url(taught, "?start_date=2026-03-02&end_date=2026-03-01"),
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe("student_homework/", () => {
  it("lists handed-in answers of the period, newest first, never a draft", async () => {
    const answer = await suite.as(suite.school, "admin", {
      method: "GET",
      url: report("student_homework/", `?homework_student__student_id=${suite.school.users.student}&${march}`),
    });
    expect(answer.statusCode).toBe(200);
    expect(
      answer
        .json()
        .results.map((row: { status: string }) => row.status)
        .sort(),
    ).toEqual(["graded", "submitted"]);
    expect(answer.json().results[0]).toMatchObject({ course_id: taught, course_title: "Английский B2" });
  });

  it("shows a student their own answers only, and refuses them another student's", async () => {
    const own = await suite.as(suite.school, "student", { method: "GET", url: report("student_homework/") });
    expect(new Set(own.json().results.map((row: { user_id: number }) => row.user_id))).toEqual(
      new Set([suite.school.users.student]),
    );
    const other = await suite.as(suite.school, "student", {
      method: "GET",
      url: report("student_homework/", `?homework_student__student_id=${classmate}`),
    });
    expect(other.statusCode).toBe(403);
  });

  it("answers 404 for another school's student or program, 400 for a bad date", async () => {
    const student = await suite.as(suite.school, "admin", {
      method: "GET",
      url: report("student_homework/", `?homework_student__student_id=${otherStudent}`),
    });
    expect(student.statusCode).toBe(404);
    const program = await suite.as(suite.school, "admin", {
      method: "GET",
      url: report("student_homework/", `?id=${otherCourse}`),
    });
    expect(program.statusCode).toBe(404);
    const bad = await suite.as(suite.school, "teacher", {
      method: "GET",
      url: report("student_homework/", "?pub_date_before=yesterday"),
    });
    expect(bad.statusCode).toBe(400);
  });
});
