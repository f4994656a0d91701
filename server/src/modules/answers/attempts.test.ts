import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { homeworks } from "../../db/schema/index.js";
import { joinProgram, newCourse, newExercise, newExerciseList, newLesson, SELECT_ONE } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";

/** Attempts as history (decision 0041): a handed-in attempt is never rewritten, retakes are new attempts. */
const suite = apiSuite();
const db = () => suite.harness.database.db;
type Role = "admin" | "teacher" | "student";

const call = (role: Role, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  suite.as(suite.school, role, { method, url: `/api/v1/${url}`, payload });
const save = (task: number, answer: object) => call("student", "POST", "course/homework/create/", { task, answer });
const submit = (listId: number) => call("student", "POST", `course/ex/submit/${listId}/`);
const retake = (listId: number, role: Role = "student") => call(role, "POST", `course/ex/retake/${listId}/`);
const reopen = (listId: number, role: Role = "teacher") =>
  call(role, "POST", `course/ex/reset/${listId}/${suite.school.users.student}/`);
const stateOf = (taskId: number, listId: number, query = "") =>
  call("student", "GET", `course/homework/get_ans_homework/${taskId}/${listId}/${query}`);
const rowsOf = (taskId: number) =>
  db()
    .select({
      attempt: homeworks.attempt,
      status: homeworks.status,
      grade: homeworks.grade,
      gradedBy: homeworks.gradedBy,
      answer: homeworks.answer,
    })
    .from(homeworks)
    .where(and(eq(homeworks.taskId, taskId), eq(homeworks.userId, suite.school.users.student)))
    .orderBy(asc(homeworks.attempt));

let courseId: number;
let lessonId: number;

async function listWith(settings: { attemptsAllowed?: number | null; gradingMethod?: "highest" | "last" } = {}) {
  const schoolId = suite.school.id;
  const listId = await newExerciseList(db(), { schoolId, lessonId, minPercent: 60, ...settings });
  const select = await newExercise(db(), {
    schoolId,
    exListId: listId,
    ...SELECT_ONE,
  });
  const essay = await newExercise(db(), {
    schoolId,
    exListId: listId,
    order: 2,
    type: "essay",
    content: { question: "Why study abroad?", min_words: null, max_words: null },
    answer: { rubric: "" },
  });
  return { listId, select, essay };
}

beforeAll(async () => {
  const schoolId = suite.school.id;
  courseId = await newCourse(db(), schoolId);
  await joinProgram(db(), { courseId, userId: suite.school.users.teacher, role: "teacher" });
  await joinProgram(db(), { courseId, userId: suite.school.users.student, role: "student" });
  lessonId = await newLesson(db(), { schoolId, courseId });
});

describe("a handed-in untimed list", () => {
  it("is not re-answered nor handed in again: the score is not reached by trying", async () => {
    const { listId, select } = await listWith();
    expect((await save(select, { selected: "p2" })).statusCode).toBe(200);
    const first = await submit(listId);
    expect(first.json().attempt).toMatchObject({ percent: 0 });

    const resaved = await save(select, { selected: "k9" });
    expect(resaved.statusCode).toBe(409);
    expect(resaved.json().code).toBe("attempt_finished");
    const again = await submit(listId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("attempt_finished");
    expect(await rowsOf(select)).toEqual([
      expect.objectContaining({ attempt: 1, status: "graded", grade: 0, answer: { selected: "p2" } }),
    ]);
    expect(first.json().attempt).toMatchObject({ number: 1, attempts_allowed: 1 });
    // With one attempt allowed there is no retake until a teacher reopens the list.
    const refused = await retake(listId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("no_attempts_left");
  });

  it("keeps the teacher's grade when the student saves again", async () => {
    const { listId, essay } = await listWith({ attemptsAllowed: 2 });
    await save(essay, { text: "Because I want to see the world" });
    await submit(listId);
    const [row] = await rowsOf(essay);
    const [answer] = await db().select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.taskId, essay));
    const graded = await call("teacher", "PATCH", `course/homework/grade/${answer!.id}/`, { grade: 80, comment: "Ok" });
    expect(graded.statusCode).toBe(200);
    expect(row?.status).toBe("submitted");

    expect((await save(essay, { text: "Rewritten" })).statusCode).toBe(409);
    expect(await rowsOf(essay)).toEqual([
      expect.objectContaining({ attempt: 1, status: "graded", grade: 80, gradedBy: suite.school.users.teacher }),
    ]);
    // A retake is a new attempt: its answer is a new row, the graded one stays as it was.
    expect((await retake(listId)).json()).toMatchObject({ number: 2, finished_at: null, percent: 40 });
    expect((await save(essay, { text: "Rewritten" })).statusCode).toBe(200);
    expect(await rowsOf(essay)).toEqual([
      expect.objectContaining({
        attempt: 1,
        status: "graded",
        grade: 80,
        answer: { text: "Because I want to see the world" },
      }),
      expect.objectContaining({ attempt: 2, status: "saved", grade: null, answer: { text: "Rewritten" } }),
    ]);
  });
});

describe("retakes", () => {
  it("start a new attempt while attempts remain, keep every attempt, and the best one counts", async () => {
    const { listId, select } = await listWith({ attemptsAllowed: 2 });
    await save(select, { selected: "k9" });
    expect((await submit(listId)).json().attempt).toMatchObject({ number: 1, percent: 50 });
    // Teachers and staff do not take lists.
    expect((await retake(listId, "teacher")).statusCode).toBe(403);
    const second = await retake(listId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ number: 2, finished_at: null, percent: 50, attempts_allowed: 2 });
    // A second click answers the attempt already running instead of starting a third.
    expect((await retake(listId)).json()).toMatchObject({ number: 2 });
    const fresh = await stateOf(select, listId);
    expect(fresh.json().answers).toEqual([]);

    await save(select, { selected: "p2" });
    const handedIn = await submit(listId);
    expect(handedIn.json().attempt).toMatchObject({
      number: 2,
      percent: 50,
      passed: false,
      grading_method: "highest",
      history: [
        expect.objectContaining({ number: 1, percent: 50, finished_at: expect.any(String) }),
        expect.objectContaining({ number: 2, percent: 0 }),
      ],
    });
    expect((await retake(listId)).json().code).toBe("no_attempts_left");

    // A teacher reopens the list for the student: one more attempt, the handed-in ones untouched.
    expect((await reopen(listId, "student")).statusCode).toBe(403);
    expect((await reopen(listId)).statusCode).toBe(204);
    const third = await retake(listId);
    expect(third.json()).toMatchObject({ number: 3, attempts_allowed: 3, finished_at: null });
    expect((await rowsOf(select)).map((row) => [row.attempt, row.grade])).toEqual([
      [1, 100],
      [2, 0],
    ]);
  });

  it("count the last attempt when the list says so", async () => {
    const { listId, select } = await listWith({ attemptsAllowed: null, gradingMethod: "last" });
    await save(select, { selected: "k9" });
    await submit(listId);
    await retake(listId);
    await save(select, { selected: "p2" });
    const last = await submit(listId);
    expect(last.json().attempt).toMatchObject({ number: 2, percent: 0, attempts_allowed: null });
    // The teacher's view of the student names the attempts too.
    const teacherView = await call(
      "teacher",
      "GET",
      `course/homework/get_ans_homework/${select}/${listId}/?student_id=${suite.school.users.student}`,
    );
    expect(teacherView.json().attempt.history.map((row: { percent: number }) => row.percent)).toEqual([50, 0]);
  });

  it("let a teacher grade an earlier attempt after a retake began, and a key change keeps the teacher's grade", async () => {
    const { listId, select, essay } = await listWith({ attemptsAllowed: 3 });
    await save(select, { selected: "p2" });
    await save(essay, { text: "First essay" });
    await submit(listId);
    await retake(listId);
    const waiting = await call("teacher", "GET", `course/homework/get_new_result_ex/${courseId}/`);
    const firstEssay = waiting.json().results.find((row: { task: number }) => row.task === essay);
    expect(firstEssay).toBeDefined();
    await call("teacher", "PATCH", `course/homework/grade/${firstEssay.id}/`, { grade: 90, comment: "" });
    // The teacher also corrects the automatic 0 of attempt 1 by hand.
    const [selectRow] = await db()
      .select({ id: homeworks.id })
      .from(homeworks)
      .where(and(eq(homeworks.taskId, select), eq(homeworks.attempt, 1)));
    await call("teacher", "PATCH", `course/homework/grade/${selectRow!.id}/`, { grade: 20, comment: "" });
    const state = await stateOf(select, listId);
    expect(state.json().attempt).toMatchObject({ number: 2, finished_at: null, percent: 55 });
    expect(state.json().attempt.history).toEqual([expect.objectContaining({ number: 1, percent: 55 })]);

    await save(select, { selected: "p2" });
    await submit(listId);
    // The author changes the key: attempt 2's automatic grade follows, attempt 1's teacher grade stays.
    expect(
      (await call("admin", "PATCH", `course/ex/update/${select}/`, { answer: { correct: "p2" } })).statusCode,
    ).toBe(200);
    expect((await rowsOf(select)).map((row) => [row.attempt, row.grade])).toEqual([
      [1, 20],
      [2, 100],
    ]);
    const after = await stateOf(select, listId);
    expect(after.json().attempt.history.map((row: { percent: number }) => row.percent)).toEqual([55, 50]);
    expect(after.json().attempt.percent).toBe(55);
  });
});

describe("a list's attempt settings", () => {
  it("are set on create and update, and refused when out of range", async () => {
    const created = await call("admin", "POST", "course/ex/create_ex_lst/", {
      lesson_id: lessonId,
      title_ru: "Тест",
      attempts_allowed: 3,
      grading_method: "last",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ attempts_allowed: 3, grading_method: "last" });
    const defaults = await call("admin", "POST", "course/ex/create_ex_lst/", { lesson_id: lessonId, title_ru: "Б" });
    expect(defaults.json()).toMatchObject({ attempts_allowed: 1, grading_method: "highest" });
    const unlimited = await call("admin", "PATCH", `course/ex/update_ex_lst/${created.json().id}/`, {
      attempts_allowed: null,
    });
    expect(unlimited.json()).toMatchObject({ attempts_allowed: null, grading_method: "last" });
    for (const payload of [{ attempts_allowed: 0 }, { attempts_allowed: 101 }, { grading_method: "best" }]) {
      const bad = await call("admin", "PATCH", `course/ex/update_ex_lst/${created.json().id}/`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
