import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  courseMembers,
  exerciseAttempts,
  exerciseLists,
  exercises,
  homeworks,
  lessons,
} from "../server/src/db/schema/index.js";
import {
  type Account,
  chooseLanguage,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";
import { learningSuite, toPhone } from "./learning-kit.js";

/**
 * The daily loops of issue 23 (decisions 0077, 0078): a teacher fills an empty lesson from the lesson page and
 * grades a queue of three essays with "next"; the student is told the grade arrived and sees which answers were
 * right; an exam's time left stays on screen while the student scrolls, warns at one minute and hands in at zero.
 */
const { suite, demo } = learningSuite();
const LANGUAGES = ["ru", "kk", "en"] as const;
let page: Page;
/** The teacher's empty lesson, then filled in the constructor; the exam's lesson. */
let tasksLesson = 0;
let examLesson = 0;
let examList = 0;
let listId = 0;
const classmates: Account[] = [];

beforeAll(async () => {
  const { db } = suite.platform.database;
  const made = await db
    .insert(lessons)
    .values([
      { schoolId: demo.schoolId, courseId: demo.courseId, name: "Essays · Эсселер", order: 9100, duration: 20 },
      { schoolId: demo.schoolId, courseId: demo.courseId, name: "Exam · Емтихан", order: 9101, duration: 20 },
    ])
    .returning({ id: lessons.id });
  tasksLesson = made[0]!.id;
  examLesson = made[1]!.id;
  // The demo's own gated lists would keep these lessons shut for the demo student: this database is the file's own.
  const earlier = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, demo.courseId));
  await db
    .update(exerciseLists)
    .set({ next: false })
    .where(
      inArray(
        exerciseLists.lessonId,
        earlier.map((lesson) => lesson.id),
      ),
    );
  // A timed exam of twelve questions, long enough to scroll on a phone.
  const [exam] = await db
    .insert(exerciseLists)
    .values({ schoolId: demo.schoolId, lessonId: examLesson, titleRu: "Экзамен", titleEn: "Exam", timeForTimer: 30 })
    .returning({ id: exerciseLists.id });
  examList = exam!.id;
  await db.insert(exercises).values(
    Array.from({ length: 12 }, (_, index) => ({
      schoolId: demo.schoolId,
      exListId: examList,
      order: index,
      type: "select_one" as const,
      title: `Question ${index + 1}`,
      content: {
        question: `${index + 1} + 1 = ?`,
        options: [
          { id: `a${index}`, text: String(index + 2) },
          { id: `b${index}`, text: String(index + 3) },
        ],
      },
      answer: { correct: `a${index}` },
    })),
  );
  for (const name of ["Dana", "Timur"]) {
    const student = await newUser(suite.platform, "student", { firstName: name });
    await db
      .insert(courseMembers)
      .values({ schoolId: demo.schoolId, courseId: demo.courseId, userId: student.id, role: "student" });
    classmates.push(student);
  }
});

async function fillInput(within: Locator | Page, testId: string, value: string) {
  const element = within.getByTestId(testId);
  const tag = await element.evaluate((node) => node.tagName);
  await (tag === "INPUT" || tag === "TEXTAREA" ? element : element.locator("input")).first().fill(value);
}

const drawer = () => page.getByTestId("task-drawer");

async function newTask(type: string, title: string) {
  await page.getByTestId(`task-add-${listId}`).click();
  await drawer().waitFor();
  const select = drawer().getByTestId("task-type");
  await select.click();
  await select.locator("input").fill(type);
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: type }).first().click();
  await fillInput(drawer(), "task-title", title);
}

async function saveTask() {
  await drawer().getByTestId("task-save").click();
  await drawer().waitFor({ state: "hidden" });
}

describe("a teacher fills an empty lesson and grades a queue", () => {
  it("opens the constructor from the lesson page and builds a list whose right answers show after hand-in", async () => {
    page = await suite.openPage();
    await loginAs(page, "teacher");
    // The program's lesson list offers the constructor to the program's teacher too.
    await page.goto(`/course/view/${demo.courseId}`);
    await chooseLanguage(page, "en");
    const row = page.getByTestId("course-view-lesson").filter({ hasText: "Essays" });
    await row.getByTestId("course-view-lesson-tasks").filter({ hasText: "Add tasks" }).waitFor();

    await page.goto(`/course/view/${demo.courseId}/lesson/${tasksLesson}`);
    const empty = page.getByTestId("lesson-tasks-empty");
    await empty.waitFor();
    await expectAccessible(page, "empty lesson as its teacher, en, 1280");
    for (const code of LANGUAGES) {
      await chooseLanguage(page, code);
      await screenshot(page, `lesson-empty-teacher-${code}`);
    }
    await chooseLanguage(page, "en");
    await page.getByTestId("lesson-tasks-add").click();
    await page.getByTestId("constructor").waitFor();

    await page.getByTestId("ex-list-add").click();
    await page.getByTestId("list-review").waitFor();
    await fillInput(page, "list-title-ru", "Эссе");
    await fillInput(page, "list-title-en", "Essays");
    // "After the deadline" needs the deadline: the form says so before anything is sent.
    await page.getByTestId("list-review-after_deadline").click();
    await page.getByTestId("list-save").click();
    await page.getByText("Set the deadline: the review opens after it").waitFor();
    await expectAccessible(page, "list form with review options, en, 1280");
    await screenshot(page, "list-form-review-en");
    await page.getByTestId("list-review-after_submit").click();
    await page.getByTestId("list-save").click();
    await page.getByTestId("ex-list-title").filter({ hasText: "Essays" }).waitFor();
    const [list] = await suite.platform.database.db
      .select({ id: exerciseLists.id, review: exerciseLists.review })
      .from(exerciseLists)
      .where(eq(exerciseLists.lessonId, tasksLesson));
    expect(list!.review).toBe("after_submit");
    listId = list!.id;

    await newTask("Select one", "Capital");
    await fillInput(drawer(), "task-question", "The capital of Kazakhstan?");
    await fillInput(drawer(), "task-option-text-0", "Astana");
    await fillInput(drawer(), "task-option-text-1", "Almaty");
    await drawer().getByTestId("task-option-correct-0").check();
    await saveTask();
    await newTask("Essay", "Why study abroad");
    await fillInput(drawer(), "task-question", "Why do you want to study abroad?");
    await fillInput(drawer(), "task-rubric", "Look for a clear reason and one example");
    await saveTask();

    // Back on the lesson page the teacher edits the tasks rather than adds them.
    await page.goto(`/course/view/${demo.courseId}/lesson/${tasksLesson}`);
    await page.getByTestId("lesson-tasks-edit").waitFor();
  }, 300_000);

  it("lets the student hand in: waiting for grading, and the wrong answer with the right one", async () => {
    page = await suite.openPage();
    await loginAs(page, "student", `/course/view/${demo.courseId}/lesson/${tasksLesson}`);
    await chooseLanguage(page, "en");
    const player = page.getByTestId(`ex-list-player-${listId}`);
    await player.waitFor();
    await page.getByTestId("task-card-0").getByText("Almaty", { exact: true }).click();
    await page.getByTestId("task-answer-essay").fill("I want to learn from the best teachers, as my sister did.");
    await page.locator('[data-testid=task-save-state][data-state="saved"]').waitFor();
    await page.getByTestId(`ex-list-submit-${listId}`).click();
    await page.getByTestId("ex-list-waiting").waitFor();
    expect(await page.getByTestId("ex-list-passed").count()).toBe(0);
    const review = page.locator("[data-testid^=task-review-]").first();
    await review.waitFor();
    expect(await review.getAttribute("data-verdict")).toBe("wrong");
    await review.getByText("The right answer").waitFor();
    await expectAccessible(page, "handed-in list with its review, en, 1280");
    for (const code of LANGUAGES) {
      await chooseLanguage(page, code);
      await review.scrollIntoViewIfNeeded();
      await screenshot(page, `review-after-hand-in-${code}`);
    }

    // Two classmates' essays wait too, handed in the same day.
    const { db } = suite.platform.database;
    const [essay] = await db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.exListId, listId), eq(exercises.type, "essay")));
    for (const classmate of classmates) {
      await db.insert(homeworks).values({
        schoolId: demo.schoolId,
        userId: classmate.id,
        courseId: demo.courseId,
        lessonId: tasksLesson,
        exListId: listId,
        taskId: essay!.id,
        attempt: 1,
        title: "Why study abroad",
        answer: { text: `${classmate.firstName}'s essay about studying abroad.` },
        status: "submitted",
      });
    }
  }, 300_000);

  it("grades the three essays one after another with next, on a phone too", async () => {
    page = await suite.openPage();
    await loginAs(page, "teacher", `/grading?list=${listId}`);
    await chooseLanguage(page, "en");
    const left = page.getByTestId("queue-left");
    await expect.poll(() => left.textContent()).toBe("Left to grade: 3");
    await page.getByTestId("queue-keys").getByText("J or → next answer", { exact: false }).waitFor();
    await page.getByTestId("queue-notes").getByText("Look for a clear reason and one example").waitFor();
    await expectAccessible(page, "grading queue, en, 1280");
    for (const code of LANGUAGES) {
      await chooseLanguage(page, code);
      await screenshot(page, `grading-queue-${code}`);
    }
    await chooseLanguage(page, "en");

    // The keys move through the queue while no field has the focus; the buttons do the same.
    const position = page.getByTestId("queue-position");
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("j");
    await expect.poll(() => position.textContent()).toBe("2 of 3");
    await page.keyboard.press("k");
    await expect.poll(() => position.textContent()).toBe("1 of 3");
    await page.getByTestId("queue-next").click();
    await expect.poll(() => position.textContent()).toBe("2 of 3");
    await page.getByTestId("queue-previous").click();
    await expect.poll(() => position.textContent()).toBe("1 of 3");

    const grades = [90, 75, 60];
    for (const [index, grade] of grades.entries()) {
      if (index === 1) await toPhone(page);
      await expect.poll(() => position.textContent()).toBe(`${index + 1} of 3`);
      await fillInput(page, "queue-grade-value", String(grade));
      await fillInput(page, "queue-grade-comment", `Graded ${grade}`);
      if (index === 1) {
        await expectAccessible(page, "grading queue, en, 390");
        await screenshot(page, "grading-queue-en-390");
      }
      await page.getByTestId("queue-save").click();
      await expect.poll(() => left.textContent()).toBe(`Left to grade: ${2 - index}`);
    }
    await page.getByTestId("queue-done").waitFor();
    await screenshot(page, "grading-queue-done-en-390");
    const graded = await suite.platform.database.db
      .select({ grade: homeworks.grade, userId: homeworks.userId })
      .from(homeworks)
      .where(and(eq(homeworks.exListId, listId), isNotNull(homeworks.gradedBy)));
    expect(graded.map((row) => Number(row.grade)).sort()).toEqual([60, 75, 90]);
    expect(new Set(graded.map((row) => row.userId)).size).toBe(3);
  }, 300_000);

  it("tells the student the grade arrived, and the list is no longer waiting", async () => {
    page = await suite.openPage();
    await loginAs(page, "student");
    await chooseLanguage(page, "en");
    await page.getByTestId("notification-bell").click();
    // The demo has grades of its own in the bell: this one carries the teacher's comment from the queue.
    const item = page.getByTestId("notification-item").filter({ hasText: "Graded 90" });
    await item.waitFor();
    await screenshot(page, "grade-notification-en");
    await page.goto(`/course/view/${demo.courseId}/lesson/${tasksLesson}`);
    await page.getByTestId("task-graded").waitFor();
    expect(await page.getByTestId("ex-list-waiting").count()).toBe(0);
    await page.locator("[data-testid^=task-review-][data-verdict=wrong]").waitFor();
  }, 300_000);
});

describe("a timed exam", () => {
  it("keeps the time left on screen while scrolling, warns at one minute and hands in at zero", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "student", `/course/view/${demo.courseId}/lesson/${examLesson}`);
    await chooseLanguage(page, "kk");
    await page.getByTestId("task-start").click();
    const bar = page.getByTestId("task-timer-bar");
    await bar.waitFor();
    await page.getByTestId("task-card-0").getByText("2", { exact: true }).click();
    await page.locator('[data-testid=task-save-state][data-state="saved"]').waitFor();

    const inView = async () => {
      const box = await bar.boundingBox();
      const viewport = page.viewportSize()!;
      return box !== null && box.y >= 0 && box.y + box.height <= viewport.height && box.width <= viewport.width;
    };
    for (const code of LANGUAGES) {
      await chooseLanguage(page, code);
      await page.getByTestId("task-card-11").scrollIntoViewIfNeeded();
      expect(await inView(), `timer in view at the last question (${code}, 390 px)`).toBe(true);
      await screenshot(page, `exam-timer-last-question-${code}-390`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId("task-card-11").scrollIntoViewIfNeeded();
    expect(await inView(), "timer in view at the last question (1280)").toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });

    // One minute left: said in words, in a live region.
    const { db } = suite.platform.database;
    const [me] = await db
      .select({ userId: exerciseAttempts.userId })
      .from(exerciseAttempts)
      .where(eq(exerciseAttempts.exListId, examList));
    const deadlineIn = (seconds: number) =>
      db
        .update(exerciseAttempts)
        .set({ deadline: new Date(Date.now() + seconds * 1000) })
        .where(and(eq(exerciseAttempts.exListId, examList), eq(exerciseAttempts.userId, me!.userId)));
    await deadlineIn(50);
    await page.reload();
    const warning = page.getByTestId("task-timer-warning");
    await expect.poll(() => warning.textContent()).toContain("One minute left");
    expect(await warning.getAttribute("aria-live")).toBe("assertive");
    await page.getByTestId("task-card-11").scrollIntoViewIfNeeded();
    expect(await inView(), "the warning in view at the last question").toBe(true);
    await expectAccessible(page, "exam with one minute left, en, 390");
    await screenshot(page, "exam-one-minute-en-390");

    // At zero what was saved is handed in: the result shows without a click.
    await deadlineIn(3);
    await page.reload();
    await page.getByTestId("ex-list-result").waitFor({ timeout: 20_000 });
    const [attempt] = await db
      .select({ finishedAt: exerciseAttempts.finishedAt, percent: exerciseAttempts.percent })
      .from(exerciseAttempts)
      .where(and(eq(exerciseAttempts.exListId, examList), eq(exerciseAttempts.userId, me!.userId)));
    expect(attempt!.finishedAt).not.toBeNull();
    expect(Number(attempt!.percent)).toBeGreaterThan(0);
    await screenshot(page, "exam-handed-in-at-zero-en-390");
  }, 300_000);
});
