import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { exerciseAttempts, homeworks, lessonCompletions } from "../../db/schema/index.js";
import {
  joinProgram,
  newCourse,
  newDictionaryEntry,
  newExercise,
  newExerciseList,
  newLesson,
  SELECT_ONE,
} from "../../test/factories.js";
import { multipartFile } from "../../test/http-fixtures.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { testSchoolToday } from "../../test/test-clock.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
const db = () => suite.harness.database.db;

/** Markers that exist only in answer keys: no response to a student may contain them. */
const SECRET = "SECRET-VARIANT-7f3";
const RUBRIC = "RUBRIC-SECRET-91";
const studentBodies: string[] = [];

async function call(
  role: Role,
  request: { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: object },
  school: TestSchool = suite.school,
) {
  const response = await suite.as(school, role, { ...request, url: `/api/v1/${request.url}` });
  if (role === "student") studentBodies.push(response.body);
  return response;
}
const save = (payload: object, role: Role = "student", school?: TestSchool) =>
  call(role, { method: "POST", url: "course/homework/create/", payload }, school);
const submit = (listId: number, role: Role = "student") =>
  call(role, { method: "POST", url: `course/ex/submit/${listId}/` });
const start = (listId: number, role: Role = "student") =>
  call(role, { method: "POST", url: `course/ex/start/${listId}/` });
const answersOf = (taskId: number, listId: number, role: Role = "student", query = "") =>
  call(role, { method: "GET", url: `course/homework/get_ans_homework/${taskId}/${listId}/${query}` });
async function upload(taskId: number, file: Buffer, name: string, type: string, role: Role = "student") {
  const headers = await suite.harness.authAs(suite.school, role);
  const body = multipartFile(file, name, type);
  const response = await suite.harness.app.inject({
    method: "POST",
    url: `/api/v1/course/homework/upload/${taskId}/`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  if (role === "student") studentBodies.push(response.body);
  return response;
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

let courseId: number;
let lesson1: number;
let lesson2: number;
/** Lesson 1's list (next, pass mark 60): select_one ×2 points, text ×1, essay ×1. */
const main = { list: 0, select: 0, text: 0, essay: 0 };
/** Lesson 2's timed list (10 minutes, next, 50 %): two select_one tasks; and a file task list. */
const timed = { list: 0, first: 0, second: 0 };
const files = { list: 0, attach: 0 };
let foreignTask: number;
let otherSchoolTask: number;

const selectTask = (listId: number, extra: object = {}) =>
  newExercise(db(), {
    schoolId: suite.school.id,
    exListId: listId,
    ...SELECT_ONE,
    ...extra,
  });

beforeAll(async () => {
  const schoolId = suite.school.id;
  // The program keeps its country as typed; the school's tag names it in every language.
  const italy = await newDictionaryEntry(db(), schoolId, "tag", { ru: "Италия", kk: "Италия", en: "Italy" });
  courseId = await newCourse(db(), schoolId, { country: "Italy", tagId: italy });
  await joinProgram(db(), { courseId, userId: suite.school.users.teacher, role: "teacher" });
  await joinProgram(db(), { courseId, userId: suite.school.users.student, role: "student" });
  lesson1 = await newLesson(db(), { schoolId, courseId, order: 1 });
  lesson2 = await newLesson(db(), { schoolId, courseId, order: 2 });
  main.list = await newExerciseList(db(), {
    schoolId,
    lessonId: lesson1,
    next: true,
    minPercent: 60,
    attemptsAllowed: 3,
  });
  main.select = await selectTask(main.list, { order: 1, points: 2 });
  main.text = await newExercise(db(), {
    schoolId,
    exListId: main.list,
    order: 2,
    type: "text",
    content: { question: "Write 'Astana'" },
    answer: { accepted: ["Astana", SECRET] },
  });
  main.essay = await newExercise(db(), {
    schoolId,
    exListId: main.list,
    order: 3,
    type: "essay",
    content: { question: "Why study abroad?", min_words: null, max_words: null },
    answer: { rubric: RUBRIC },
  });
  timed.list = await newExerciseList(db(), {
    schoolId,
    lessonId: lesson2,
    next: true,
    minPercent: 50,
    timeForTimer: 10,
  });
  timed.first = await selectTask(timed.list, { order: 1 });
  timed.second = await selectTask(timed.list, { order: 2 });
  files.list = await newExerciseList(db(), { schoolId, lessonId: lesson2, order: 5 });
  files.attach = await newExercise(db(), {
    schoolId,
    exListId: files.list,
    type: "file_attach",
    content: { question: "Attach your CV" },
    answer: { rubric: RUBRIC },
  });
  const foreignCourse = await newCourse(db(), schoolId);
  const foreignLesson = await newLesson(db(), { schoolId, courseId: foreignCourse });
  foreignTask = await selectTask(await newExerciseList(db(), { schoolId, lessonId: foreignLesson }));
  const otherCourse = await newCourse(db(), suite.other.id);
  const otherLesson = await newLesson(db(), { schoolId: suite.other.id, courseId: otherCourse });
  const otherList = await newExerciseList(db(), { schoolId: suite.other.id, lessonId: otherLesson });
  otherSchoolTask = await newExercise(db(), {
    schoolId: suite.other.id,
    exListId: otherList,
    ...SELECT_ONE,
  });
});

const rowsOf = (taskId: number) =>
  db()
    .select()
    .from(homeworks)
    .where(and(eq(homeworks.taskId, taskId), eq(homeworks.userId, suite.school.users.student)));

describe("saving answers as the student goes", () => {
  it("keeps one answer per task, saved and ungraded, and a reload returns it", async () => {
    const first = await save({ task: main.select, answer: { selected: "p2" } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      task: main.select,
      task_type: "select_one",
      ex_list: main.list,
      lesson_id: lesson1,
      course_id: courseId,
      status: "saved",
      grade: null,
      answer: { selected: "p2" },
    });
    const second = await save({
      task: main.select,
      answer: { selected: "k9" },
      course_id: courseId,
      ex_list: main.list,
    });
    expect(second.json().id).toBe(first.json().id);
    expect(await rowsOf(main.select)).toHaveLength(1);
    const reload = await answersOf(main.select, main.list);
    expect(reload.statusCode).toBe(200);
    expect(reload.json().task).toMatchObject({ answer: { selected: "k9" }, status: "saved" });
    expect(reload.json().answers.map((answer: { task: number }) => answer.task)).toEqual([main.select]);
    // The first answer opens the attempt (decision 0041), not handed in yet.
    expect(reload.json().attempt).toMatchObject({ number: 1, finished_at: null, percent: null, history: [] });
  });

  it("refuses an answer of the wrong shape with 400 naming the field", async () => {
    const cases: [object, string][] = [
      [{ task: main.select, answer: { selected: 5 } }, "answer.selected"],
      [{ task: main.select, answer: { selected: "zz" } }, "answer.selected"],
      [{ task: main.select, answer: { chosen: "k9" } }, "answer"],
      [{ task: main.select }, "answer"],
      [{ task: main.select, answer: { selected: "k9" }, course_id: courseId + 1000 }, "course_id"],
      [{ task: main.select, answer: { selected: "k9" }, lesson_id: lesson2 }, "lesson_id"],
      [{ task: main.select, answer: { selected: "k9" }, grade: 100 }, "grade"],
      [{ task: "first", answer: {} }, "task"],
    ];
    for (const [payload, field] of cases) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}).some((name) => name.startsWith(field))).toBe(true);
    }
    expect((await save({ task: main.select, answer: { selected: "k9" }, extra: 1 })).statusCode).toBe(400);
  });

  it("answers 404 for a task of a program the student does not study or of another school; 403 for staff", async () => {
    expect((await save({ task: foreignTask, answer: { selected: "k9" } })).statusCode).toBe(404);
    expect((await save({ task: otherSchoolTask, answer: { selected: "a" } })).statusCode).toBe(404);
    expect((await save({ task: 2_000_000_000, answer: { selected: "a" } })).statusCode).toBe(404);
    for (const role of ["admin_school", "admin", "teacher"] as const) {
      expect((await save({ task: main.select, answer: { selected: "k9" } }, role)).statusCode).toBe(403);
    }
    expect(await db().select().from(homeworks).where(eq(homeworks.taskId, foreignTask))).toEqual([]);
  });

  it("stores 50 parallel saves of different tasks, none lost", async () => {
    const schoolId = suite.school.id;
    const lessonId = await newLesson(db(), { schoolId, courseId, order: 90 });
    const listId = await newExerciseList(db(), { schoolId, lessonId });
    const tasks = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        newExercise(db(), {
          schoolId,
          exListId: listId,
          order: index,
          type: "text",
          content: { question: `Q${index}` },
          answer: { accepted: [`A${index}`] },
        }),
      ),
    );
    const responses = await Promise.all(tasks.map((task, index) => save({ task, answer: { text: `A${index}` } })));
    expect(responses.map((response) => response.statusCode)).toEqual(tasks.map(() => 200));
    const rows = await db()
      .select()
      .from(homeworks)
      .where(and(eq(homeworks.exListId, listId), eq(homeworks.userId, suite.school.users.student)));
    expect(rows).toHaveLength(50);
    const graded = await submit(listId);
    expect(graded.json().attempt).toMatchObject({ percent: 100, passed: true });
  });
});

describe("handing a list in, the pass mark and the teacher's grade", () => {
  it("grades automatically, leaves the essay to the teacher, and gates the next lesson until passed", async () => {
    await save({ task: main.select, answer: { selected: "p2" } });
    await save({ task: main.text, answer: { text: "  astana " } });
    await save({ task: main.essay, desc: "Because I want to see the world" });
    const gate = () =>
      call("student", { method: "GET", url: `check/check_next_page/${courseId}/${lesson1}/${main.list}/${lesson2}/` });
    const before = await gate();
    expect(before.json()).toEqual({
      allowed: false,
      min_percent: 60,
      percent: null,
      lesson_id: lesson1,
      ex_list: main.list,
    });

    const failed = await submit(main.list);
    expect(failed.statusCode).toBe(200);
    // select_one wrong (2 points × 0), text right (1 × 100), essay pending (counts 0): 100 / 4.
    expect(failed.json().attempt).toMatchObject({ percent: 25, passed: false, pending: 1, min_percent: 60 });
    const byTask = new Map(failed.json().answers.map((answer: { task: number }) => [answer.task, answer]));
    expect(byTask.get(main.select)).toMatchObject({ status: "graded", grade: 0 });
    expect(byTask.get(main.text)).toMatchObject({ status: "graded", grade: 100 });
    expect(byTask.get(main.essay)).toMatchObject({
      status: "submitted",
      grade: null,
      answer: { text: "Because I want to see the world" },
    });
    expect((await gate()).json()).toMatchObject({ allowed: false, min_percent: 60, percent: 25 });
    // The same lesson's next list (d = b) is gated by the list itself.
    const sameLesson = await call("student", {
      method: "GET",
      url: `check/check_next_page/${courseId}/${lesson1}/${main.list}/${lesson1}/`,
    });
    expect(sameLesson.json().allowed).toBe(false);
    // Teachers and staff always may.
    for (const role of ["teacher", "admin"] as const) {
      const staff = await call(role, {
        method: "GET",
        url: `check/check_next_page/${courseId}/${lesson1}/${main.list}/${lesson2}/`,
      });
      expect(staff.json()).toMatchObject({ allowed: true });
    }

    // A handed-in attempt stays as it was (decision 0041); the list allows three, so the student retakes it and
    // answers again: the essay too, as a retake starts empty.
    expect((await save({ task: main.select, answer: { selected: "k9" } })).json().code).toBe("attempt_finished");
    expect((await call("student", { method: "POST", url: `course/ex/retake/${main.list}/` })).statusCode).toBe(200);
    await save({ task: main.select, answer: { selected: "k9" } });
    await save({ task: main.text, answer: { text: "Astana" } });
    await save({ task: main.essay, desc: "Because I want to see the world" });
    const passed = await submit(main.list);
    expect(passed.json().attempt).toMatchObject({ number: 2, percent: 75, passed: true, pending: 2 });
    expect((await gate()).json()).toEqual({
      allowed: true,
      min_percent: null,
      percent: null,
      lesson_id: null,
      ex_list: null,
    });
    const completions = await db()
      .select()
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.lessonId, lesson1), eq(lessonCompletions.userId, suite.school.users.student)));
    expect(completions).toHaveLength(1);

    // The teacher finds the essay waiting, grades it, and the list's percentage follows.
    const waiting = await call("teacher", { method: "GET", url: `course/homework/get_new_result_ex/${courseId}/` });
    expect(waiting.statusCode).toBe(200);
    // Both attempts' essays wait; the teacher grades the second.
    const essay = waiting
      .json()
      .results.find((row: { task: number; attempt: number }) => row.task === main.essay && row.attempt === 2);
    expect(essay).toMatchObject({
      status: "submitted",
      student: { id: suite.school.users.student },
      task_title: expect.any(String),
      course_title: expect.any(String),
    });
    const byName = await call("teacher", {
      method: "GET",
      url: `course/homework/get_new_result_ex/${courseId}/?q=${encodeURIComponent("student")}&student_id=${suite.school.users.student}`,
    });
    expect(byName.json().results.map((row: { id: number }) => row.id)).toContain(essay.id);
    const nobody = await call("teacher", {
      method: "GET",
      url: `course/homework/get_new_result_ex/${courseId}/?q=nobody-here`,
    });
    expect(nobody.json()).toMatchObject({ count: 0, results: [] });

    for (const payload of [{ grade: 101 }, { grade: -1 }, { grade: "high" }, { grade: 50, extra: 1 }, {}]) {
      const bad = await call("teacher", { method: "PATCH", url: `course/homework/grade/${essay.id}/`, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const student = await call("student", {
      method: "PATCH",
      url: `course/homework/grade/${essay.id}/`,
      payload: { grade: 100 },
    });
    expect(student.statusCode).toBe(403);
    const foreign = await call(
      "admin",
      { method: "PATCH", url: `course/homework/grade/${essay.id}/`, payload: { grade: 1 } },
      suite.other,
    );
    expect(foreign.statusCode).toBe(404);
    const graded = await call("teacher", {
      method: "PATCH",
      url: `course/homework/grade/${essay.id}/`,
      payload: { grade: 50, comment: "Хорошо, но коротко" },
    });
    expect(graded.statusCode).toBe(200);
    expect(graded.json()).toMatchObject({
      status: "graded",
      grade: 50,
      comment: "Хорошо, но коротко",
      graded_by: suite.school.users.teacher,
      graded_at: expect.any(String),
    });
    const after = await answersOf(main.essay, main.list);
    expect(after.json().attempt).toMatchObject({ percent: 87.5, passed: true, pending: 1 });
    const left = await call("teacher", { method: "GET", url: `course/homework/get_new_result_ex/${courseId}/` });
    expect(left.json().results.map((row: { id: number }) => row.id)).not.toContain(essay.id);

    // The teacher's lists: sort/ and for_program/ with their filters.
    const sorted = await call("teacher", { method: "GET", url: "course/homework/sort/?q=WORLD" });
    expect(sorted.json().results.map((row: { id: number }) => row.id)).toContain(essay.id);
    // The school's today (for_program/ reads days in the school's zone), not the UTC date.
    const today = testSchoolToday();
    const year = Number(today.slice(5, 7)) >= 9 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const byProgram = await call("admin", {
      method: "GET",
      url: `course/homework/for_program/?course=${courseId}&academic_year=${year}-${year + 1}&start=${today}&end=${today}`,
    });
    expect(byProgram.statusCode).toBe(200);
    expect(byProgram.json().results.map((row: { id: number }) => row.id)).toContain(essay.id);
    const lastYear = await call("admin", {
      method: "GET",
      url: `course/homework/for_program/?academic_year=${year - 1}`,
    });
    expect(lastYear.json().count).toBe(0);
    const elsewhere = await call("admin", {
      method: "GET",
      url: "course/homework/for_program/?countries=Narnia,Atlantis",
    });
    expect(elsewhere.json().count).toBe(0);
    // A country picked or typed in the reader's language finds the programs that keep it in English.
    for (const countries of ["Италия", "italy", "Narnia,ITALY"]) {
      const byCountry = await call("admin", {
        method: "GET",
        url: `course/homework/for_program/?countries=${encodeURIComponent(countries)}`,
      });
      expect(
        byCountry.json().results.map((row: { id: number }) => row.id),
        countries,
      ).toContain(essay.id);
    }
    for (const query of ["academic_year=2025-2027", "start=2025-02-30", "course=x", `countries=${"a,".repeat(60)}`]) {
      expect(
        (await call("admin", { method: "GET", url: `course/homework/for_program/?${query}` })).statusCode,
        query,
      ).toBe(400);
    }
    const otherSchool = await call("admin", { method: "GET", url: "course/homework/sort/" }, suite.other);
    expect(otherSchool.json().count).toBe(0);

    // A student's results per list: their own, their teacher's view; nobody else's.
    const results = await call("student", {
      method: "GET",
      url: `course/homework/get_std_gr/${suite.school.users.student}/`,
    });
    expect(results.json()).toContainEqual(
      expect.objectContaining({ ex_list: expect.objectContaining({ id: main.list }), percent: 87.5, passed: true }),
    );
    const teacherView = await call("teacher", {
      method: "GET",
      url: `course/homework/get_std_gr/${suite.school.users.student}/`,
    });
    expect(teacherView.statusCode).toBe(200);
    const notSelf = await call("student", {
      method: "GET",
      url: `course/homework/get_std_gr/${suite.school.users.teacher}/`,
    });
    expect(notSelf.statusCode).toBe(403);
    // Staff read a student's answers; a student cannot read another's.
    const staffRead = await answersOf(main.essay, main.list, "admin", `?student_id=${suite.school.users.student}`);
    expect(staffRead.json().answers).toHaveLength(3);
    expect(staffRead.json().attempt.history.map((attempt: { percent: number }) => attempt.percent)).toEqual([25, 87.5]);
    const peek = await answersOf(main.essay, main.list, "student", `?student_id=${suite.school.users.teacher}`);
    expect(peek.statusCode).toBe(403);
  });

  it("refuses to grade an answer not yet handed in (409) and a teacher of another program (403)", async () => {
    const schoolId = suite.school.id;
    const lessonId = await newLesson(db(), { schoolId, courseId, order: 50 });
    const listId = await newExerciseList(db(), { schoolId, lessonId });
    const essay = await newExercise(db(), {
      schoolId,
      exListId: listId,
      type: "essay",
      content: { question: "Draft", min_words: null, max_words: null },
      answer: { rubric: RUBRIC },
    });
    const saved = await save({ task: essay, answer: { text: "draft" } });
    const early = await call("teacher", {
      method: "PATCH",
      url: `course/homework/grade/${saved.json().id}/`,
      payload: { grade: 10 },
    });
    expect(early.statusCode).toBe(409);
    const otherCourse = await newCourse(db(), schoolId);
    const newResults = await call("teacher", {
      method: "GET",
      url: `course/homework/get_new_result_ex/${otherCourse}/`,
    });
    expect(newResults.statusCode).toBe(403);
    expect(
      (await call("student", { method: "GET", url: `course/homework/get_new_result_ex/${courseId}/` })).statusCode,
    ).toBe(403);
  });
});

describe("the handed-in rule: an attempt takes answers only while it is open, on every write path", () => {
  /** A fresh list with a choice task and a file task, the student's answer file stored before the list closes. */
  async function openList(timeForTimer: number | null) {
    const schoolId = suite.school.id;
    const lessonId = await newLesson(db(), { schoolId, courseId, order: 80 });
    const listId = await newExerciseList(db(), { schoolId, lessonId, timeForTimer, attemptsAllowed: 2 });
    const choice = await selectTask(listId);
    const file = await newExercise(db(), {
      schoolId,
      exListId: listId,
      order: 2,
      type: "file_attach",
      content: { question: "Attach your CV" },
      answer: { rubric: RUBRIC },
    });
    expect((await start(listId)).statusCode).toBe(200);
    const stored = (await upload(file, PDF, "cv.pdf", "application/pdf")).json();
    return { listId, choice, file, key: stored.answer.file_url as string, link: stored.file_url as string };
  }

  /** Every way a student writes into an attempt, each answered as the rule says and changing nothing. */
  async function everyWriteRefused(list: Awaited<ReturnType<typeof openList>>, code: string) {
    const before = [await rowsOf(list.choice), await rowsOf(list.file)];
    const writes = [
      await save({ task: list.choice, answer: { selected: "k9" } }),
      await save({ task: list.file, answer: { file_url: list.key, doc_name: "CV", text: "later" } }),
      await upload(list.file, PDF, "late.pdf", "application/pdf"),
      await call("student", { method: "POST", url: "course/homework/delete-file/", payload: { file_url: list.link } }),
    ];
    expect(writes.map((response) => [response.statusCode, response.json().code])).toEqual(Array(4).fill([409, code]));
    expect([await rowsOf(list.choice), await rowsOf(list.file)]).toEqual(before);
  }

  it("refuses every write into a handed-in attempt with attempt_finished, and a second hand-in", async () => {
    const list = await openList(null);
    expect((await submit(list.listId)).statusCode).toBe(200);
    await everyWriteRefused(list, "attempt_finished");
    expect((await submit(list.listId)).json().code).toBe("attempt_finished");
  });

  it("refuses every write past the deadline with time_is_up, and the hand-in too", async () => {
    const list = await openList(5);
    await db()
      .update(exerciseAttempts)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(and(eq(exerciseAttempts.exListId, list.listId), eq(exerciseAttempts.userId, suite.school.users.student)));
    await everyWriteRefused(list, "time_is_up");
    expect((await submit(list.listId)).json().code).toBe("time_is_up");
  });
});

describe("the timed exam", () => {
  it("fixes one deadline for parallel starts, refuses late answers with 409 and grades what was saved in time", async () => {
    const starts = await Promise.all(Array.from({ length: 5 }, () => start(timed.list)));
    expect(starts.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const deadlines = new Set(starts.map((response) => response.json().deadline));
    expect(deadlines.size).toBe(1);
    const attempt = starts[0]!.json();
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.started_at)).toBe(10 * 60 * 1000);
    const again = await start(timed.list);
    expect(again.json().deadline).toBe(attempt.deadline);

    expect((await save({ task: timed.first, answer: { selected: "k9" } })).statusCode).toBe(200);
    // Time runs out: the deadline is moved into the past rather than waiting.
    await db()
      .update(exerciseAttempts)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(and(eq(exerciseAttempts.exListId, timed.list), eq(exerciseAttempts.userId, suite.school.users.student)));
    const late = await save({ task: timed.second, answer: { selected: "k9" } });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: "time_is_up", detail: "Time is up!" });
    expect(await rowsOf(timed.second)).toEqual([]);
    const lateSubmit = await submit(timed.list);
    expect(lateSubmit.statusCode).toBe(409);
    expect(lateSubmit.json().code).toBe("time_is_up");
    // What was saved in time is graded: one of two right.
    const state = await answersOf(timed.first, timed.list);
    expect(state.json().attempt).toMatchObject({ percent: 50, passed: true, finished_at: expect.any(String) });
    expect(state.json().task).toMatchObject({ status: "graded", grade: 100 });

    // Closed until a teacher reopens it (one attempt more); the retake runs a new deadline, attempt 1 is kept.
    expect((await save({ task: timed.second, answer: { selected: "k9" } })).statusCode).toBe(409);
    const retake = () => call("student", { method: "POST", url: `course/ex/retake/${timed.list}/` });
    expect((await retake()).json().code).toBe("no_attempts_left");
    const reset = (role: Role, school = suite.school) =>
      call(role, { method: "POST", url: `course/ex/reset/${timed.list}/${suite.school.users.student}/` }, school);
    expect((await reset("student")).statusCode).toBe(403);
    expect((await reset("admin", suite.other)).statusCode).toBe(404);
    expect((await reset("teacher")).statusCode).toBe(204);
    expect((await start(timed.list)).json()).toMatchObject({ number: 1, finished_at: expect.any(String) });
    const restarted = await retake();
    expect(restarted.json()).toMatchObject({ number: 2, finished_at: null, percent: 50, attempts_allowed: 2 });
    expect(Date.parse(restarted.json().deadline)).toBeGreaterThan(Date.now());
    expect((await save({ task: timed.first, answer: { selected: "k9" } })).statusCode).toBe(200);
    expect((await save({ task: timed.second, answer: { selected: "k9" } })).statusCode).toBe(200);
    const handedIn = await submit(timed.list);
    expect(handedIn.json().attempt).toMatchObject({ percent: 100, passed: true });
    const twice = await submit(timed.list);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("attempt_finished");
  });

  it("starts the timer on the first answer when the list was not opened, and refuses others' lists", async () => {
    const schoolId = suite.school.id;
    const lessonId = await newLesson(db(), { schoolId, courseId, order: 60 });
    const listId = await newExerciseList(db(), { schoolId, lessonId, timeForTimer: 5 });
    const task = await selectTask(listId);
    await save({ task, answer: { selected: "p2" } });
    const [attempt] = await db()
      .select()
      .from(exerciseAttempts)
      .where(and(eq(exerciseAttempts.exListId, listId), eq(exerciseAttempts.userId, suite.school.users.student)));
    expect(attempt?.deadline).toBeInstanceOf(Date);
    expect((await start(listId, "teacher")).statusCode).toBe(403);
    const foreignList = await newExerciseList(db(), {
      schoolId,
      lessonId: await newLesson(db(), { schoolId, courseId: await newCourse(db(), schoolId) }),
    });
    expect((await start(foreignList)).statusCode).toBe(404);
    expect((await submit(foreignList)).statusCode).toBe(404);
  });
});

describe("files of file tasks and deleting answers", () => {
  it("hands in a file by content, replaces it, removes it; refuses wrong kinds and sizes storing nothing", async () => {
    const first = await upload(files.attach, PDF, "cv.pdf", "application/pdf");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: "saved",
      doc_name: "cv.pdf",
      file_url: expect.stringMatching(/^\/media\/homework\//),
    });
    const firstKey = first.json().answer.file_url as string;
    expect(await suite.harness.deps.storage.get(firstKey)).toEqual(PDF);
    // The note beside the file is saved by create/, naming the stored file.
    const withText = await save({ task: files.attach, answer: { file_url: firstKey, doc_name: "CV", text: "My CV" } });
    expect(withText.statusCode).toBe(200);
    expect(withText.json()).toMatchObject({ doc_name: "CV", answer: { text: "My CV" } });
    const forged = await save({
      task: files.attach,
      answer: { file_url: "homework/1/1/else.pdf", doc_name: "x", text: "" },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields).toHaveProperty("answer.file_url");

    const second = await upload(files.attach, PDF, "cv2.pdf", "application/pdf");
    const secondKey = second.json().answer.file_url as string;
    expect(second.json().answer.text).toBe("My CV");
    expect(await suite.harness.deps.storage.get(firstKey)).toBeNull();

    const put = vi.spyOn(suite.harness.deps.storage, "put");
    try {
      const text = await upload(files.attach, Buffer.from("plain text, not a document"), "cv.pdf", "application/pdf");
      expect(text.statusCode).toBe(415);
      const big = await upload(
        files.attach,
        Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]),
        "big.pdf",
        "application/pdf",
      );
      expect(big.statusCode).toBe(413);
      const noFileTask = await upload(main.select, PDF, "cv.pdf", "application/pdf");
      expect(noFileTask.statusCode).toBe(400);
      expect((await upload(foreignTask, PDF, "cv.pdf", "application/pdf")).statusCode).toBe(404);
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect((await rowsOf(files.attach))[0]?.fileUrl).toBe(secondKey);

    const removed = await call("student", {
      method: "POST",
      url: "course/homework/delete-file/",
      payload: { file_url: second.json().file_url },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ file_url: null, answer: null, status: "saved" });
    expect(await suite.harness.deps.storage.get(secondKey)).toBeNull();
    const again = await call("student", {
      method: "POST",
      url: "course/homework/delete-file/",
      payload: { file_url: secondKey },
    });
    expect(again.statusCode).toBe(404);
  });

  it("lets a student delete their own unsent answer, not a handed-in one; staff delete any of the school", async () => {
    const schoolId = suite.school.id;
    const lessonId = await newLesson(db(), { schoolId, courseId, order: 70 });
    const listId = await newExerciseList(db(), { schoolId, lessonId });
    const one = await selectTask(listId);
    const two = await selectTask(listId, { order: 2 });
    const draft = await save({ task: one, answer: { selected: "k9" } });
    const remove = (id: number, role: Role, school = suite.school) =>
      call(role, { method: "DELETE", url: `course/homework/delete/${id}/` }, school);
    expect((await remove(draft.json().id, "teacher")).statusCode).toBe(403);
    expect((await remove(draft.json().id, "admin", suite.other)).statusCode).toBe(404);
    expect((await remove(draft.json().id, "student")).statusCode).toBe(204);
    expect(await rowsOf(one)).toEqual([]);
    const sent = await save({ task: two, answer: { selected: "k9" } });
    await submit(listId);
    const refused = await remove(sent.json().id, "student");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("answer_sent");
    expect((await remove(sent.json().id, "admin_school")).statusCode).toBe(204);
  });
});

describe("the answer key", () => {
  it("never reaches a student in any response of this module", () => {
    expect(studentBodies.length).toBeGreaterThan(30);
    for (const body of studentBodies) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(RUBRIC);
      expect(body).not.toContain('"accepted"');
      expect(body).not.toContain('"correct"');
      expect(body).not.toContain('"rubric"');
    }
  });
});
