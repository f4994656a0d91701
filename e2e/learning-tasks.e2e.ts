import { and, eq, inArray } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { exerciseAttempts, exerciseLists, exercises, lessons, users } from "../server/src/db/schema/index.js";
import { chooseLanguage, demoAccount, expectAccessible, loginAs, SETTLED_POPUP, screenshot } from "./harness.js";
import { learningSuite } from "./learning-kit.js";

/**
 * Tasks from both sides: an admin builds an exercise list with a task of every automatically graded type in the
 * constructor (the form's rules shown as field errors, a wrong file refused); a student fails the pass mark, sees
 * the message, passes and the next lesson opens; a timed exam refuses a late answer; a teacher grades an essay and
 * sends a handed-in file to the student's final documents.
 */
const { suite, demo } = learningSuite();
let page: Page;
/** Two adjacent lessons at the end of the demo program: the list in the first gates the second. */
let lessonA = 0;
let lessonB = 0;
/** The constructor test's own lesson, after them, so its list gates nothing the other tests open. */
let constructorLesson = 0;
/** The list the current test builds or takes. */
let listId = 0;

/** A 1×1 PNG, real by its magic bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** A text file dressed as a PNG: the server reads its content and refuses it (415). */
const FAKE_PNG = Buffer.from("this is not a picture at all, only words");
/** A one-page PDF, real by its magic bytes. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

beforeAll(async () => {
  const { db } = suite.platform.database;
  const made = await db
    .insert(lessons)
    .values([
      {
        schoolId: demo.schoolId,
        courseId: demo.courseId,
        name: "Tasks lesson · Тапсырмалар",
        order: 9000,
        duration: 20,
      },
      { schoolId: demo.schoolId, courseId: demo.courseId, name: "After the gate · Келесі", order: 9001, duration: 20 },
      { schoolId: demo.schoolId, courseId: demo.courseId, name: "Constructor · Құрастыру", order: 9002, duration: 20 },
    ])
    .returning({ id: lessons.id });
  lessonA = made[0]!.id;
  lessonB = made[1]!.id;
  constructorLesson = made[2]!.id;
  // The demo's own gated lists (earlier lessons) would keep the next lesson shut for the demo student whatever this
  // test's list says: this database is the file's own, so they stop gating here.
  const earlier = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, demo.courseId));
  await db
    .update(exerciseLists)
    .set({ next: false })
    .where(
      inArray(
        exerciseLists.lessonId,
        earlier.map((lesson) => lesson.id).filter((id) => ![lessonA, lessonB, constructorLesson].includes(id)),
      ),
    );
});

const drawer = () => page.getByTestId("task-drawer");

async function fillInput(testId: string, value: string, within: Locator | Page = page) {
  const element = within.getByTestId(testId);
  const tag = await element.evaluate((node) => node.tagName);
  await (tag === "INPUT" || tag === "TEXTAREA" ? element : element.locator("input")).first().fill(value);
}

/** Types a value into a tags select (accepted answers) and confirms it with Enter. */
async function addTag(testId: string, value: string) {
  const select = drawer().getByTestId(testId);
  await select.click();
  await select.locator("input").fill(value);
  await select.locator("input").press("Enter");
}

async function chooseType(label: string) {
  const select = drawer().getByTestId("task-type");
  await select.click();
  await select.locator("input").fill(label);
  await page
    .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: label })
    .first()
    .click();
}

async function openNewTask(type: string, title: string) {
  await page.getByTestId(`task-add-${listId}`).click();
  await drawer().waitFor();
  await chooseType(type);
  await fillInput("task-title", title, drawer());
}

async function saveTask() {
  await drawer().getByTestId("task-save").click();
  await drawer().waitFor({ state: "hidden" });
}

async function choiceOptions(question: string, options: string[], correct: number) {
  await fillInput("task-question", question, drawer());
  for (const [index, text] of options.entries()) {
    if (index >= 2) await drawer().getByTestId("task-option-add").click();
    await fillInput(`task-option-text-${index}`, text, drawer());
  }
  await drawer().getByTestId(`task-option-correct-${correct}`).check();
}

async function pickFile(file: { name: string; mimeType: string; buffer: Buffer }) {
  await drawer().locator("input[type=file]").setInputFiles(file);
}

/**
 * Builds, as the signed-in admin, the list "Check-up" in a lesson's constructor: a pass mark of 60 %, gating the next
 * lesson, and a task of every automatically graded type (the form's rules shown as field errors on the way).
 */
async function buildCheckUpList(lesson: number) {
  await page.goto(`/course/${demo.courseId}/lesson/${lesson}/constructor`);
  await chooseLanguage(page, "en");
  await page.getByTestId("constructor").waitFor();

  // The list's form with its attempts (decision 0041) in every language; the list is made in English below.
  for (const code of ["ru", "kk", "en"] as const) {
    await chooseLanguage(page, code);
    await page.getByTestId("ex-list-add").click();
    await page.getByTestId("list-attempts").waitFor();
    await screenshot(page, `list-form-attempts-${code}`);
    if (code !== "en") {
      await page.keyboard.press("Escape");
      await page.getByTestId("list-attempts").waitFor({ state: "hidden" });
    }
  }
  await fillInput("list-title-ru", "Проверка");
  await fillInput("list-title-en", "Check-up");
  await fillInput("list-min-percent", "60");
  await page.getByTestId("list-next").check();
  // Three attempts, the best counting (decision 0041).
  await fillInput("list-attempts", "3");
  await page.getByTestId("list-save").click();
  const title = page.getByTestId("ex-list-title").filter({ hasText: "Check-up" });
  await title.waitFor();
  const [list] = await suite.platform.database.db
    .select({ id: exerciseLists.id })
    .from(exerciseLists)
    .where(eq(exerciseLists.lessonId, lesson));
  listId = list!.id;

  // The spec's rule: a test needs a marked correct option; the error shows at the field, nothing is sent.
  await openNewTask("Test", "Arithmetic");
  await fillInput("task-question", "2 + 2 = ?", drawer());
  await fillInput("task-option-text-0", "4", drawer());
  await fillInput("task-option-text-1", "5", drawer());
  await drawer().getByTestId("task-save").click();
  await drawer().getByTestId("task-has-errors").waitFor();
  await drawer().getByText("Mark the correct option").waitFor();
  await expectAccessible(page, "constructor task drawer with errors, en, 1280");
  await screenshot(page, "constructor-errors-en");
  await drawer().getByTestId("task-option-correct-0").check();
  await saveTask();

  await openNewTask("Select one", "Capital");
  await choiceOptions("The capital of Kazakhstan?", ["Astana", "Almaty"], 0);
  await saveTask();

  await openNewTask("Text", "Short answer");
  await fillInput("task-question", "Write the word 'cat' in Kazakh", drawer());
  await addTag("task-accepted", "мысық");
  await saveTask();

  await openNewTask("Insert words", "Gaps");
  await fillInput("task-gap-text", "The cat [sat|sits] on the mat.", drawer());
  await saveTask();

  await openNewTask("Words with options", "Drop-downs");
  await fillInput("task-gap-text", "I [*am|is|are] here.", drawer());
  await saveTask();

  await openNewTask("Table: options", "True or false");
  await fillInput("task-columns-0", "True", drawer());
  await fillInput("task-columns-1", "False", drawer());
  await fillInput("task-rows-0", "Water is wet", drawer());
  await drawer().getByTestId("task-choice-0-0").check();
  await saveTask();

  await openNewTask("Table: words", "Plurals");
  await fillInput("task-columns-0", "Plural", drawer());
  await fillInput("task-rows-0", "cat", drawer());
  await fillInput("task-cell-0-0", "cats", drawer());
  await saveTask();

  await openNewTask("Find errors", "Mistakes");
  await fillInput("task-error-text", "She go to school", drawer());
  await drawer().getByTestId("task-word-1").click();
  await saveTask();

  // A word pair needs both words: the missing one is named.
  await openNewTask("Compare words", "Pairs");
  await fillInput("task-pair-left-0", "cat", drawer());
  await drawer().getByTestId("task-save").click();
  await drawer().getByText("Fill in this field").first().waitFor();
  await fillInput("task-pair-right-0", "мысық", drawer());
  await saveTask();

  await openNewTask("Date", "A year");
  await fillInput("task-question", "When was Astana named the capital?", drawer());
  await fillInput("task-key-date", "1997-12-10", drawer());
  await page.keyboard.press("Enter");
  await saveTask();

  await openNewTask("YouTube link", "Video");
  await fillInput("task-youtube-url", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", drawer());
  await choiceOptions("What did you watch?", ["A song", "A lecture"], 0);
  await saveTask();

  // A file is checked by its content: a text dressed as a PNG is refused (415) and explained.
  await openNewTask("Test with image", "Picture");
  await choiceOptions("What is in the picture?", ["A dot", "A cat"], 0);
  await pickFile({ name: "dot.png", mimeType: "image/png", buffer: FAKE_PNG });
  await drawer().getByTestId("task-save").click();
  await drawer().getByTestId("task-file-error").waitFor();
  expect(await drawer().getByTestId("task-file-error").textContent()).toMatch(/not accepted/);
  await pickFile({ name: "dot.png", mimeType: "image/png", buffer: PNG });
  await saveTask();

  await openNewTask("Media", "Media");
  await choiceOptions("What is shown?", ["A dot", "A line"], 0);
  await pickFile({ name: "media.png", mimeType: "image/png", buffer: PNG });
  await saveTask();
}

describe("an admin builds an exercise list in the constructor", () => {
  it("adds a list and a task of every automatically graded type, with the rules shown as field errors", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin_school");
    await buildCheckUpList(constructorLesson);

    const tasks = await suite.platform.database.db
      .select({ type: exercises.type })
      .from(exercises)
      .where(eq(exercises.exListId, listId));
    expect(tasks.map((task) => task.type).sort()).toEqual(
      [
        "compare_words",
        "date",
        "find_errors",
        "insert_words",
        "media",
        "select_one",
        "table_options",
        "table_word",
        "test",
        "test_image",
        "text",
        "words_options",
        "youtube",
      ].sort(),
    );

    // A table's columns and rows are locked once the task exists.
    await page.getByTestId("task-edit-5").click();
    await drawer().waitFor();
    expect(await drawer().getByTestId("task-columns-0").getAttribute("readonly")).not.toBeNull();
    await drawer().getByText("cannot be changed after the task is created").waitFor();
    await page.keyboard.press("Escape");
    await drawer().waitFor({ state: "hidden" });

    for (const code of ["ru", "kk", "en"] as const) {
      await chooseLanguage(page, code);
      await screenshot(page, `constructor-${code}`);
    }
    await expectAccessible(page, "constructor, en, 1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, "constructor, en, 390");
    await screenshot(page, "constructor-en-390");
  }, 300_000);
});

/** The player card of the task at `index` in the list. */
const card = (index: number) => page.getByTestId(`task-card-${index}`);

async function submitList() {
  await page.getByTestId(`ex-list-submit-${listId}`).click();
  await page.getByTestId("ex-list-result").waitFor();
}

describe("a student takes the list", () => {
  it("fails the pass mark and sees the message, then passes and the next lesson opens", async () => {
    // The list this test takes is its own, built in the constructor as the admin builds it.
    page = await suite.openPage();
    await loginAs(page, "admin_school");
    await buildCheckUpList(lessonA);
    await page.context().close();
    page = await suite.openPage();
    await loginAs(page, "student", `/course/view/${demo.courseId}/lesson/${lessonA}`);
    await chooseLanguage(page, "en");
    await page.getByTestId(`ex-list-player-${listId}`).waitFor();

    // Wrong: 5 for 2 + 2, and nothing else.
    await card(0).getByText("5", { exact: true }).click();
    await page.locator('[data-testid=task-save-state][data-state="saved"]').waitFor();
    await submitList();
    const message = page.getByTestId("ex-list-pass-mark");
    await message.waitFor();
    expect(await message.textContent()).toContain(
      "You need to reach the pass mark; the percentage must be higher than: 60",
    );
    expect(await page.getByTestId("next-lesson-link").count()).toBe(0);
    await expectAccessible(page, "lesson tasks after a failed submit, en, 1280");
    for (const code of ["ru", "kk", "en"] as const) {
      await chooseLanguage(page, code);
      await screenshot(page, `player-failed-${code}`);
    }

    // The handed-in attempt stays as it is: the student retakes the list, a new attempt, the first in the history.
    await expect.poll(() => page.getByTestId("attempt-number").textContent()).toBe("Attempt 1 of 3");
    await page.getByTestId("attempt-history").getByTestId("attempt-1").waitFor();
    await page.getByTestId(`ex-list-retake-${listId}`).click();
    await expect.poll(() => page.getByTestId("attempt-number").textContent()).toBe("Attempt 2 of 3");
    expect(await page.getByTestId("ex-list-result").count()).toBe(0);
    await expectAccessible(page, "lesson tasks in a retake, en, 1280");

    // Right answers, saved as the student goes; a reload restores them.
    await card(0).getByText("4", { exact: true }).click();
    await card(1).getByText("Astana", { exact: true }).click();
    await card(2).getByTestId("task-answer-text").fill("Мысық");
    await page.locator('[data-testid=task-save-state][data-state="saved"]').waitFor();
    await page.reload();
    await page.getByTestId(`ex-list-player-${listId}`).waitFor();
    await expect.poll(() => card(2).getByTestId("task-answer-text").inputValue()).toBe("Мысық");

    await card(3).getByTestId("task-gap-1").fill("sat");
    await card(4).getByTestId("task-gap-1").click();
    await page
      .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: "am" })
      .first()
      .click();
    await card(5).getByTestId("task-choice-0-0").check();
    await card(6).getByTestId("task-cell-0-0").fill("cats");
    await card(7).getByTestId("task-word-1").click();
    await card(10).getByText("A song", { exact: true }).click();
    await card(11).getByText("A dot", { exact: true }).click();
    await card(12).getByText("A dot", { exact: true }).click();
    await page.locator('[data-testid=task-save-state][data-state="saved"]').waitFor();
    await submitList();
    await page.getByTestId("ex-list-passed").waitFor();
    await page.getByTestId("attempt-history").getByTestId("attempt-2").waitFor();
    await expectAccessible(page, "lesson tasks passed, en, 1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, "lesson tasks passed, en, 390");
    await screenshot(page, "player-passed-en-390");
    await page.getByTestId("attempt-history").scrollIntoViewIfNeeded();
    for (const code of ["ru", "kk", "en"] as const) {
      await chooseLanguage(page, code);
      await screenshot(page, `player-attempts-${code}-390`);
    }
    await page.getByTestId("next-lesson-link").click();
    await page.waitForURL((url) => url.pathname === `/course/view/${demo.courseId}/lesson/${lessonB}`);
  }, 480_000);

  it("a timed exam refuses an answer after its deadline with 'Time is up!'", async () => {
    const { db } = suite.platform.database;
    const [exam] = await db
      .insert(exerciseLists)
      .values({
        schoolId: demo.schoolId,
        lessonId: lessonB,
        titleRu: "Экзамен",
        titleEn: "Exam",
        timeForTimer: 30,
        order: 1,
      })
      .returning({ id: exerciseLists.id });
    await db.insert(exercises).values({
      schoolId: demo.schoolId,
      exListId: exam!.id,
      type: "text",
      title: "Capital",
      content: { question: "The capital of Kazakhstan?" },
      answer: { accepted: ["Astana"] },
    });
    page = await suite.openPage();
    await loginAs(page, "student", `/course/view/${demo.courseId}/lesson/${lessonB}`);
    await chooseLanguage(page, "en");
    const player = page.getByTestId(`ex-list-player-${exam!.id}`);
    await player.getByTestId("task-start").click();
    await player.getByTestId("task-countdown").waitFor();
    await player.getByTestId("task-answer-text").fill("Astana");
    await player.locator('[data-testid=task-save-state][data-state="saved"]').waitFor();
    await expectAccessible(page, "timed exam running, en, 1280");
    await screenshot(page, "exam-running-en");

    // The deadline passes (moved into the past in the database rather than waited for).
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccount("student").email));
    await db
      .update(exerciseAttempts)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(and(eq(exerciseAttempts.exListId, exam!.id), eq(exerciseAttempts.userId, student!.id)));
    await player.getByTestId("task-answer-text").fill("Astana!");
    await player.getByTestId("task-time-up").waitFor();
    expect(await player.getByTestId("task-time-up").textContent()).toContain("Time is up!");
    expect(await player.getByTestId("task-answer-text").getAttribute("readonly")).not.toBeNull();
    await screenshot(page, "exam-time-up-en");
  });
});

describe("a teacher grades", () => {
  it("grades an essay, then sends a handed-in file to the student's final documents", async () => {
    const { db } = suite.platform.database;
    const [homeworkList] = await db
      .insert(exerciseLists)
      .values({ schoolId: demo.schoolId, lessonId: lessonB, titleRu: "Домашняя работа", titleEn: "Homework", order: 2 })
      .returning({ id: exerciseLists.id });
    await db.insert(exercises).values([
      {
        schoolId: demo.schoolId,
        exListId: homeworkList!.id,
        type: "essay",
        title: "My summer",
        order: 0,
        content: { question: "Write about your summer.", min_words: null, max_words: null },
        answer: { rubric: "" },
      },
      {
        schoolId: demo.schoolId,
        exListId: homeworkList!.id,
        type: "file_attach",
        title: "Your certificate",
        order: 1,
        content: { question: "Attach your certificate." },
        answer: { rubric: "" },
      },
    ]);

    // The student writes the essay and hands in a file, then submits.
    page = await suite.openPage();
    await loginAs(page, "student", `/course/view/${demo.courseId}/lesson/${lessonB}`);
    await chooseLanguage(page, "en");
    const player = page.getByTestId(`ex-list-player-${homeworkList!.id}`);
    await player.getByTestId("task-answer-essay").fill("In summer I read three books and learnt to swim.");
    await player
      .locator("input[type=file]")
      .setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: PDF });
    await player.getByTestId("task-answer-file").waitFor();
    await player.locator('[data-testid=task-save-state][data-state="saved"]').waitFor();
    await page.getByTestId(`ex-list-submit-${homeworkList!.id}`).click();
    await player.getByTestId("task-waiting").first().waitFor();
    await screenshot(page, "homework-waiting-en");
    await page.context().close();

    // The teacher grades both on the program page.
    page = await suite.openPage();
    await loginAs(page, "teacher", `/course/info/${demo.courseId}`);
    await chooseLanguage(page, "en");
    const grading = page.getByTestId("grading-card");
    await grading.waitFor();
    const essayRow = grading.locator("[data-testid^=review-row-]", { hasText: "My summer" });
    await essayRow.waitFor();
    await expectAccessible(page, "answers to grade, en, 1280");
    for (const code of ["ru", "kk", "en"] as const) {
      await chooseLanguage(page, code);
      await grading.scrollIntoViewIfNeeded();
      await screenshot(page, `grading-${code}`);
    }
    await essayRow.getByRole("button").click();
    const gradeDrawer = page.getByTestId("grade-drawer");
    await gradeDrawer.getByText("In summer I read three books").waitFor();
    await fillInput("grade-value", "85", gradeDrawer);
    await gradeDrawer.getByTestId("grade-comment").fill("Good work; mind the tenses.");
    await expectAccessible(page, "grading drawer, en, 1280");
    await screenshot(page, "grading-drawer-en");
    await gradeDrawer.getByTestId("grade-save").click();
    await gradeDrawer.locator(".ant-alert-success").waitFor();
    // The student's attempts beside the answer, and the list reopened for them: one more attempt.
    await gradeDrawer.getByTestId("attempt-history").getByTestId("attempt-1").waitFor();
    await gradeDrawer.getByTestId("student-attempts").scrollIntoViewIfNeeded();
    await gradeDrawer.getByTestId("attempt-reopen").click();
    await expect.poll(() => gradeDrawer.getByTestId("attempt-number").textContent()).toBe("Attempt 1 of 2");
    await expectAccessible(page, "grading drawer with the student's attempts, en, 1280");
    await page.keyboard.press("Escape");
    await gradeDrawer.waitFor({ state: "hidden" });

    const fileRow = grading.locator("[data-testid^=review-row-]", { hasText: "Your certificate" });
    // The attempts as the teacher reads them, in every language (the drawer covers the language switch).
    for (const code of ["ru", "kk", "en"] as const) {
      await chooseLanguage(page, code);
      await fileRow.getByRole("button").click();
      await gradeDrawer.getByTestId("student-attempts").scrollIntoViewIfNeeded();
      await gradeDrawer.getByTestId("attempt-history").waitFor();
      await screenshot(page, `grading-drawer-attempts-${code}`);
      await page.keyboard.press("Escape");
      await gradeDrawer.waitFor({ state: "hidden" });
    }
    await fileRow.getByRole("button").click();
    await gradeDrawer.getByTestId("grade-value").waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, "grading drawer, en, 390");
    await screenshot(page, "grading-en-390");
    await fillInput("grade-value", "100", gradeDrawer);
    await gradeDrawer.getByTestId("grade-save").click();
    await gradeDrawer.locator(".ant-alert-success").waitFor();
    await gradeDrawer.getByTestId("grade-final-doc").click();
    await gradeDrawer.getByTestId("final-doc-done").waitFor();
    await screenshot(page, "grading-final-doc-en-390");
  });
});
