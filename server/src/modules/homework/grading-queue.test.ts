import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exerciseLists, notifications } from "../../db/schema/index.js";
import { joinProgram, newCourse, newExercise, newExerciseList, newLesson } from "../../test/factories.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";

/**
 * Grading as SpeedGrader (decisions 0077, 0078): the queue of answers waiting for the teacher, scoped to the
 * programs the caller grades; a list waiting for grading is not "passed"; the review options decide when the
 * student sees right and wrong and the right answers, and the key never leaves the server before.
 */
const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
const db = () => suite.harness.database.db;

const RUBRIC = "RUBRIC-QUEUE-5c1";
const KEY_OPTION = "KEY-OPTION-e7";

const call = (
  role: Role,
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
  school: TestSchool = suite.school,
) => suite.as(school, role, { method, url: `/api/v1/${url}`, payload });
const queue = (role: Role, query = "", school?: TestSchool) =>
  call(role, "GET", `course/homework/grading_queue/${query}`, undefined, school);

/** The teacher's program: a list with a select (auto) and two essays; and a program the teacher does not teach. */
const taught = { course: 0, lesson: 0, list: 0, select: 0, essays: [0, 0] };
const other = { course: 0, list: 0, essay: 0 };

const essay = (exListId: number, order: number) =>
  newExercise(db(), {
    schoolId: suite.school.id,
    exListId,
    order,
    type: "essay",
    content: { question: `Essay ${order}?`, min_words: null, max_words: null },
    answer: { rubric: `${RUBRIC} ${order}` },
  });

async function handIn(listId: number, answers: [number, object][]) {
  for (const [task, answer] of answers) {
    const saved = await call("student", "POST", "course/homework/create/", { task, answer });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const submitted = await call("student", "POST", `course/ex/submit/${listId}/`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json();
}

beforeAll(async () => {
  const schoolId = suite.school.id;
  taught.course = await newCourse(db(), schoolId);
  other.course = await newCourse(db(), schoolId);
  await joinProgram(db(), { courseId: taught.course, userId: suite.school.users.teacher, role: "teacher" });
  for (const course of [taught.course, other.course])
    await joinProgram(db(), { courseId: course, userId: suite.school.users.student, role: "student" });
  taught.lesson = await newLesson(db(), { schoolId, courseId: taught.course });
  taught.list = await newExerciseList(db(), { schoolId, lessonId: taught.lesson, minPercent: 10 });
  taught.select = await newExercise(db(), {
    schoolId,
    exListId: taught.list,
    order: 0,
    type: "select_one",
    content: {
      question: "Capital?",
      options: [
        { id: KEY_OPTION, text: "Astana" },
        { id: "wrong", text: "Almaty" },
      ],
    },
    answer: { correct: KEY_OPTION },
  });
  taught.essays = [await essay(taught.list, 1), await essay(taught.list, 2)];
  const otherLesson = await newLesson(db(), { schoolId, courseId: other.course });
  other.list = await newExerciseList(db(), { schoolId, lessonId: otherLesson });
  other.essay = await essay(other.list, 3);

  await handIn(taught.list, [
    [taught.select, { selected: KEY_OPTION }],
    [taught.essays[0]!, { text: "First essay" }],
    [taught.essays[1]!, { text: "Second essay" }],
  ]);
  await handIn(other.list, [[other.essay, { text: "Other essay" }]]);
});

describe("the grading queue", () => {
  it("gives a teacher the waiting answers of their programs only, oldest first, with the task and its notes", async () => {
    const response = await queue("teacher");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results.map((row: { task: number }) => row.task)).toEqual(taught.essays);
    expect(body.results[0]).toMatchObject({
      status: "submitted",
      course_id: taught.course,
      task_type: "essay",
      task_content: { question: "Essay 1?" },
      task_key: { rubric: `${RUBRIC} 1` },
      answer: { text: "First essay" },
    });
    // Narrowed to the list or the program: the same answers; a program the teacher does not teach: none.
    expect((await queue("teacher", `?ex_list=${taught.list}`)).json().count).toBe(2);
    expect((await queue("teacher", `?course=${taught.course}`)).json().count).toBe(2);
    expect((await queue("teacher", `?course=${other.course}`)).json()).toEqual({ count: 0, results: [] });
    expect((await queue("teacher", `?ex_list=${other.list}`)).json()).toEqual({ count: 0, results: [] });
  });

  it("gives staff the school's queue, another school's staff nothing, and refuses students", async () => {
    expect((await queue("admin")).json().count).toBe(3);
    expect((await queue("admin_school")).json().count).toBe(3);
    expect((await queue("admin", "", suite.other)).json()).toEqual({ count: 0, results: [] });
    expect((await queue("admin", `?course=${taught.course}`, suite.other)).json()).toEqual({ count: 0, results: [] });
    expect((await queue("student")).statusCode).toBe(403);
    expect((await queue("teacher", "?ex_list=first")).statusCode).toBe(400);
  });
});

describe("a list waiting for grading", () => {
  it("is waiting, not passed, until its essays are graded, and the grade tells the student", async () => {
    const answers = await call("student", "GET", `course/homework/get_ans_homework/${taught.select}/${taught.list}/`);
    // The select is right (1 of 3 points, 33 %, over the pass mark of 10) but two essays wait for the teacher.
    expect(answers.json().attempt).toMatchObject({ pending: 2, outcome: "waiting" });
    const results = await call("student", "GET", `course/homework/get_std_gr/${suite.school.users.student}/`);
    const row = results.json().find((result: { ex_list: { id: number } }) => result.ex_list.id === taught.list);
    expect(row).toMatchObject({ pending: 2, outcome: "waiting" });

    const waiting = (await queue("teacher", `?ex_list=${taught.list}`)).json().results as { id: number }[];
    for (const answer of waiting) {
      const graded = await call("teacher", "PATCH", `course/homework/grade/${answer.id}/`, {
        grade: 80,
        comment: "Good",
      });
      expect(graded.statusCode, graded.body).toBe(200);
    }
    expect((await queue("teacher", `?ex_list=${taught.list}`)).json().count).toBe(0);
    const after = await call("student", "GET", `course/homework/get_ans_homework/${taught.select}/${taught.list}/`);
    expect(after.json().attempt).toMatchObject({ pending: 0, outcome: "passed" });

    // In the student's bell, and by e-mail through the queue (a grade's default delivery, decision 0078).
    const told = await db()
      .select({ kind: notifications.kind, email: notifications.email, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, suite.school.users.student), eq(notifications.kind, "grade")));
    expect(told).toHaveLength(2);
    // Queued in the grade's transaction; the worker may have sent it already.
    expect(["pending", "sent"]).toContain(told[0]?.email);
    expect(told[0]?.link).toBe(`/course/view/${taught.course}/lesson/${taught.lesson}`);
  });
});

describe("review options", () => {
  const review = async () =>
    call("student", "GET", `course/homework/get_ans_homework/${taught.select}/${taught.list}/`);
  const setReview = (values: Partial<typeof exerciseLists.$inferInsert>) =>
    db().update(exerciseLists).set(values).where(eq(exerciseLists.id, taught.list));

  it("never: no right answers and no key in the student's answer", async () => {
    const response = await review();
    expect(response.json().review).toEqual({ review: "never", due_at: null, open: false, tasks: [] });
    expect(response.body).not.toContain("solution");
    expect(response.body).not.toContain(RUBRIC);
  });

  it("after the hand-in: each task's score and right answer, never an essay's notes", async () => {
    await setReview({ review: "after_submit" });
    const body = (await review()).json();
    expect(body.review.open).toBe(true);
    expect(body.review.tasks).toEqual([
      { task: taught.select, score: 1, solution: { selected: KEY_OPTION } },
      { task: taught.essays[0], score: null, solution: null },
      { task: taught.essays[1], score: null, solution: null },
    ]);
    expect(JSON.stringify(body)).not.toContain(RUBRIC);
  });

  it("after the deadline: shut before it, open after it", async () => {
    await setReview({ review: "after_deadline", dueAt: new Date(Date.now() + 86_400_000) });
    const before = (await review()).json();
    expect(before.review).toMatchObject({ review: "after_deadline", open: false, tasks: [] });
    await setReview({ dueAt: new Date(Date.now() - 60_000) });
    const after = (await review()).json().review;
    expect(after.open).toBe(true);
    expect(after.tasks[0]).toMatchObject({ task: taught.select, score: 1 });
  });

  it("is set by staff in the list's settings; after the deadline needs the deadline", async () => {
    const refused = await call("admin", "PATCH", `course/ex/update_ex_lst/${taught.list}/`, {
      review: "after_deadline",
      due_at: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty("due_at");
    const changed = await call("admin", "PATCH", `course/ex/update_ex_lst/${taught.list}/`, { review: "never" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ review: "never" });
  });
});
