import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exerciseAttemptHistory, exerciseAttempts, homeworks, users } from "../../db/schema/index.js";
import { joinProgram, newCourse, newExercise, newExerciseList, newLesson, SELECT_ONE } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { REGRADE_INLINE_LIMIT } from "./regrade.js";

const suite = apiSuite();
const db = () => suite.harness.database.db;

let courseId: number;
let listId: number;
let selectTask: number;
let textTask: number;

const call = (role: "teacher" | "student", method: "POST" | "PATCH", url: string, payload?: object) =>
  suite.as(suite.school, role, { method, url: `/api/v1/${url}`, payload });

const gradeOf = async (taskId: number, userId: number) => {
  const [row] = await db()
    .select({ grade: homeworks.grade, status: homeworks.status })
    .from(homeworks)
    .where(and(eq(homeworks.taskId, taskId), eq(homeworks.userId, userId)));
  return row;
};
const attemptOf = async (userId: number) => {
  const [row] = await db()
    .select({ percent: exerciseAttempts.percent, passed: exerciseAttempts.passed })
    .from(exerciseAttempts)
    .where(and(eq(exerciseAttempts.exListId, listId), eq(exerciseAttempts.userId, userId)));
  return row;
};

beforeAll(async () => {
  const schoolId = suite.school.id;
  courseId = await newCourse(db(), schoolId);
  await joinProgram(db(), { courseId, userId: suite.school.users.teacher, role: "teacher" });
  await joinProgram(db(), { courseId, userId: suite.school.users.student, role: "student" });
  const lessonId = await newLesson(db(), { schoolId, courseId });
  listId = await newExerciseList(db(), { schoolId, lessonId, next: true, minPercent: 60 });
  selectTask = await newExercise(db(), {
    schoolId,
    exListId: listId,
    order: 1,
    ...SELECT_ONE,
  });
  textTask = await newExercise(db(), {
    schoolId,
    exListId: listId,
    order: 2,
    type: "text",
    content: { question: "The largest city?" },
    answer: { accepted: ["Almaty"] },
  });
});

describe("changing a task's answer key", () => {
  it("regrades the automatic grades given with the old key, and the attempt's percentage and pass follow", async () => {
    const student = suite.school.users.student;
    for (const [taskId, answer] of [
      [selectTask, { selected: "p2" }],
      [textTask, { text: "Алматы" }],
    ] as const) {
      expect((await call("student", "POST", "course/homework/create/", { task: taskId, answer })).statusCode).toBe(200);
    }
    expect((await call("student", "POST", `course/ex/submit/${listId}/`)).statusCode).toBe(200);
    expect(await gradeOf(selectTask, student)).toEqual({ grade: 0, status: "graded" });
    expect(await attemptOf(student)).toEqual({ percent: 0, passed: false });

    // The author fixes the key: Almaty was the intended answer of the first task, and Алматы is accepted too.
    const fixed = await call("teacher", "PATCH", `course/ex/update/${selectTask}/`, { answer: { correct: "p2" } });
    expect(fixed.statusCode).toBe(200);
    expect(await gradeOf(selectTask, student)).toEqual({ grade: 100, status: "graded" });
    expect(await attemptOf(student)).toEqual({ percent: 50, passed: false });

    // A teacher's own grade is the teacher's: a key change leaves it.
    const [textAnswer] = await db()
      .select({ id: homeworks.id })
      .from(homeworks)
      .where(and(eq(homeworks.taskId, textTask), eq(homeworks.userId, student)));
    await call("teacher", "PATCH", `course/homework/grade/${textAnswer!.id}/`, { grade: 40, comment: "" });
    const accepted = await call("teacher", "PATCH", `course/ex/update/${textTask}/`, {
      answer: { accepted: ["Almaty", "Алматы"] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await gradeOf(textTask, student)).toEqual({ grade: 40, status: "graded" });
    expect(await attemptOf(student)).toEqual({ percent: 70, passed: true });

    // A change of the title alone grades nothing again.
    const renamed = await call("teacher", "PATCH", `course/ex/update/${selectTask}/`, { title: "Capital" });
    expect(renamed.statusCode).toBe(200);
    expect(await gradeOf(selectTask, student)).toEqual({ grade: 100, status: "graded" });
  });

  it("with more answers than one request regrades goes through the durable queue and loses none", async () => {
    const schoolId = suite.school.id;
    const lessonId = await newLesson(db(), { schoolId, courseId });
    const bigList = await newExerciseList(db(), { schoolId, lessonId, minPercent: 50 });
    const task = await newExercise(db(), {
      schoolId,
      exListId: bigList,
      ...SELECT_ONE,
    });
    const many = REGRADE_INLINE_LIMIT + 50;
    const students = await db()
      .insert(users)
      .values(
        Array.from({ length: many }, (_, index) => ({
          schoolId,
          email: `regrade-${index}-${process.pid}@test.kz`,
          passwordHash: "x",
          role: "student" as const,
          firstName: `Student ${index}`,
        })),
      )
      .returning({ id: users.id });
    const ids = students.map((row) => row.id);
    // Handed in and graded with the old key: every one chose Almaty (0).
    await db()
      .insert(homeworks)
      .values(
        ids.map((userId) => ({
          schoolId,
          userId,
          courseId,
          lessonId,
          exListId: bigList,
          taskId: task,
          answer: { selected: "p2" },
          status: "graded" as const,
          grade: 0,
        })),
      );
    await db()
      .insert(exerciseAttempts)
      .values(
        ids.map((userId) => ({
          schoolId,
          exListId: bigList,
          userId,
          finishedAt: new Date(),
          percent: 0,
          passed: false,
        })),
      );
    await db()
      .insert(exerciseAttemptHistory)
      .values(
        ids.map((userId) => ({
          schoolId,
          exListId: bigList,
          userId,
          number: 1,
          startedAt: new Date(),
          finishedAt: new Date(),
          percent: 0,
          passed: false,
        })),
      );

    const fixed = await call("teacher", "PATCH", `course/ex/update/${task}/`, { answer: { correct: "p2" } });
    expect(fixed.statusCode).toBe(200);
    const regraded = () =>
      db()
        .select({ grade: homeworks.grade })
        .from(homeworks)
        .where(and(eq(homeworks.taskId, task), eq(homeworks.grade, 100)))
        .then((rows) => rows.length);
    await expect.poll(regraded, { timeout: 30_000, interval: 200 }).toBe(many);
    await expect
      .poll(
        async () =>
          (
            await db()
              .select({ userId: exerciseAttempts.userId })
              .from(exerciseAttempts)
              .where(
                and(
                  eq(exerciseAttempts.exListId, bigList),
                  eq(exerciseAttempts.passed, true),
                  inArray(exerciseAttempts.userId, ids),
                ),
              )
          ).length,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(many);
  }, 60_000);
});
