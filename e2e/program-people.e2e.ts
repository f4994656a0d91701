import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { joinProgram, newCourse, newHomework } from "../server/src/test/factories.js";
import {
  browserSuite,
  chooseLanguage,
  demoProgramId,
  demoSchoolId,
  loginAs,
  newUser,
  revealProgramCards,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * The program page beyond the program itself: its groups, students who meet it, and a student's own progress. The
 * tests that only read use the demo program as the seed made it; a test that adds or deletes makes its own program
 * and student.
 */
const suite = browserSuite();
let page: Page;
let courseId: number;

beforeAll(async () => {
  courseId = await demoProgramId(suite.platform);
});

async function choose(testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).first().click();
}

describe("staff on a program's page", () => {
  it("see its groups and find the students who meet its requirements", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin_school", `/course/info/${courseId}`);
    await chooseLanguage(page, "en");
    const groups = page.getByTestId("program-groups");
    await expect.poll(() => groups.textContent()).toContain("Autumn intake");
    expect(await groups.textContent()).toContain("Arman Bekov");
    expect(await groups.textContent()).toContain("Teacher: Madina Akhmetova");

    const matching = page.getByTestId("matching-students");
    await matching.scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId("matching-education-table").textContent()).toContain("Arman Bekov");
    await choose("matching-degree", "PhD");
    await expect.poll(() => page.getByTestId("matching-education-table").textContent()).toContain("No students found");
    await screenshot(page, "program-people-en");

    await matching.locator(".ant-segmented-item", { hasText: "By language" }).click();
    const languages = page.getByTestId("matching-language-table");
    await expect.poll(() => languages.textContent()).toContain("IELTS 6.5");
    await choose("matching-language", "English");
    await expect.poll(() => languages.textContent()).toContain("English B2");
    await choose("matching-level", "C1 or higher");
    await expect.poll(() => languages.textContent()).toContain("No students found");

    await chooseLanguage(page, "kk");
    await expect.poll(() => groups.textContent()).toContain("Топтық");
    // The reader's choices survive the language switch.
    await expect.poll(() => languages.textContent()).toContain("Студенттер табылмады");
    await screenshot(page, "program-people-kk");
    await chooseLanguage(page, "ru");
    await expect.poll(() => groups.textContent()).toContain("Преподаватель: Madina Akhmetova");
    await screenshot(page, "program-people-ru");
  });

  it("read the same page as one column below 993 px", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin", `/course/info/${courseId}`);
    await revealProgramCards(page);
    await page.getByTestId("program-groups").scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId("program-groups").textContent()).toContain("Осенний набор");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, "program-people-mobile");
  });
});

describe("a teacher on a program they teach", () => {
  it("opens it from their programs and sees the group they teach", async () => {
    page = await suite.openPage();
    await loginAs(page, "teacher", "/my-course");
    await page.getByTestId(`course-card-${courseId}`).click();
    await page.waitForURL((url) => url.pathname === `/my-course/info/${courseId}`);
    await expect.poll(() => page.getByTestId("program-groups").textContent()).toContain("Осенний набор");
    expect(await page.getByTestId("program-files").isVisible()).toBe(true);
  });
});

describe("a student on a program they study", () => {
  it("sees how many lessons they finished and that the program is paid", async () => {
    page = await suite.openPage();
    await loginAs(page, "student", `/my-course/info/${courseId}`);
    await chooseLanguage(page, "en");
    await expect.poll(() => page.getByTestId("my-progress-lessons").textContent()).toBe("Lessons completed: 2 of 5");
    expect(await page.getByTestId("my-progress-paid").textContent()).toContain("Paid");
    await page.getByTestId("my-progress").scrollIntoViewIfNeeded();
    await screenshot(page, "my-progress-en");
    await chooseLanguage(page, "kk");
    await expect.poll(() => page.getByTestId("my-progress-lessons").textContent()).toBe("Өтілген сабақтар: 2 / 5");
    await screenshot(page, "my-progress-kk");

    await page.goto("/catalog");
    await page.getByTestId(`paid-badge-${courseId}`).waitFor();
    expect(await page.locator('[data-testid^="paid-badge-"]').count()).toBe(1);
    await screenshot(page, "catalog-paid-badge-kk");
  });
});

describe("final documents", () => {
  it("a homework file added by staff shows for the student, with its history, and the student can delete it", async () => {
    const { db } = suite.platform.database;
    const schoolId = await demoSchoolId(suite.platform);
    const programId = await newCourse(db, schoolId, { titleRu: "Программа с документами" });
    const student = await newUser(suite.platform, "student", { firstName: "Dana", lastName: "Omarova" });
    await joinProgram(db, { courseId: programId, userId: student.id, role: "student" });
    const fileUrl = `homework/${student.id}/letter.pdf`;
    await suite.platform.storage.put(fileUrl, Buffer.from("%PDF-1.4 demo"), "application/pdf");
    const homeworkId = await newHomework(db, {
      schoolId,
      userId: student.id,
      courseId: programId,
      title: "Motivation letter draft",
      docName: "Motivation letter",
      fileUrl,
    });

    page = await suite.openPage();
    await loginAs(page, "admin");
    const added = await page.evaluate(
      async ({ homeworkId }) => {
        const token = await fetch("/api/v1/user/accounts/refresh/", { method: "POST" }).then((r) => r.json());
        const response = await fetch("/api/v1/course/course/add-to-final-doc/", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token.access}` },
          body: JSON.stringify({ homework_id: homeworkId }),
        });
        return { status: response.status, body: await response.json() };
      },
      { homeworkId },
    );
    expect(added.status).toBe(201);

    await page.goto(`/course/info/${programId}`);
    await chooseLanguage(page, "en");
    const files = page.getByTestId("program-files");
    await expect.poll(() => files.textContent()).toContain("Motivation letter");
    expect(await files.textContent()).toContain(`${student.firstName} ${student.lastName}`);
    await page.getByTestId(`program-file-history-${added.body.id}`).click();
    await expect.poll(() => page.getByTestId("program-file-log").textContent()).toContain("Added");
    await screenshot(page, "final-documents-history-en");
    await page.keyboard.press("Escape");
    await page.context().close();

    page = await suite.openPage();
    await loginAs(page, student, `/my-course/info/${programId}`);
    await chooseLanguage(page, "ru");
    const own = page.getByTestId("program-files");
    await expect.poll(() => own.textContent()).toContain("Motivation letter");
    const href = await page.getByTestId(`program-file-${added.body.id}`).getAttribute("href");
    const stored = await page.request.get(href!);
    expect(await stored.text()).toBe("%PDF-1.4 demo");
    await own.scrollIntoViewIfNeeded();
    await screenshot(page, "final-documents-student-ru");
    await page.getByTestId(`program-file-delete-${added.body.id}`).click();
    await page.locator(`.ant-popconfirm${SETTLED_POPUP}`).getByRole("button", { name: "Удалить" }).click();
    await expect.poll(() => own.textContent()).toContain("Финальных документов пока нет");
  });
});
