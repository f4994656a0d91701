import { and, asc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, courses } from "../server/src/db/schema/index.js";
import {
  type Account,
  browserSuite,
  chooseLanguage,
  demoSchoolId,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * The admissions pipeline (decision 0032): on a student's page a manager adds two programs, moves their statuses
 * through the transition table and reads the history; on the board the student's card stands in its column, moves
 * through its menu and by dragging, and a move the table refuses snaps back with the server's reason. In English,
 * Kazakh and Russian, and at 390 px.
 */
const suite = browserSuite();
let page: Page;
type Program = { id: number; titleRu: string; titleKk: string; titleEn: string };
let programs: Program[];

const TEXT = {
  en: {
    programs: "Programs and application status",
    submitted: "Under review",
    invitation: "Invitation",
    refused: "The move was refused",
  },
  kk: {
    programs: "Бағдарламалар және түсу мәртебесі",
    submitted: "Қаралуда",
    invitation: "Шақыру",
    refused: "Ауыстыру қабылданбады",
  },
  ru: {
    programs: "Программы и статус поступления",
    submitted: "На рассмотрении",
    invitation: "Приглашение",
    refused: "Перемещение отклонено",
  },
} as const;
type Language = keyof typeof TEXT;

beforeAll(async () => {
  const schoolId = await demoSchoolId(suite.platform);
  programs = await suite.platform.database.db
    .select({ id: courses.id, titleRu: courses.titleRu, titleKk: courses.titleKk, titleEn: courses.titleEn })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.order), asc(courses.id))
    .limit(2);
});

const titleIn = (program: Program, language: Language) =>
  ({ en: program.titleEn, kk: program.titleKk, ru: program.titleRu })[language] || program.titleRu;

async function pick(testId: string, title: string) {
  await page.getByTestId(testId).click();
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${title}"]`).click();
}

async function statusRowId(student: Account, courseId: number) {
  const [row] = await suite.platform.database.db
    .select({ id: applicationStatuses.id })
    .from(applicationStatuses)
    .where(and(eq(applicationStatuses.userId, student.id), eq(applicationStatuses.courseId, courseId)));
  return row!.id;
}

async function openProgramsTab(student: Account, language: Language, mobile = false) {
  await page.goto(`/user/view/${student.id}`);
  await chooseLanguage(page, language);
  if (mobile) await pick("user-tabs-select", TEXT[language].programs);
  else await page.getByTestId("user-tab-programs").click();
  await page.getByTestId("student-programs").waitFor();
}

describe("the student page's education tab", () => {
  it("shows the student's rows and the onboarding wizard within the student's limits (en)", async () => {
    const student = await newUser(suite.platform, "student", { firstName: "Education" });
    page = await suite.openPage();
    await loginAs(page, "admin");
    // The education tab is the onboarding's own rows and wizard, reading and saving this student's.
    await page.goto(`/user/view/${student.id}`);
    await chooseLanguage(page, "en");
    await page.getByTestId("user-tab-education").click();
    await expect.poll(() => page.getByTestId("education-list").textContent()).toContain("School No. 1");
    await page.getByTestId("open-wizard").click();
    // The student holds one row of six: the wizard offers five, the sixth is refused with the spec's words.
    await expect.poll(() => page.getByTestId("education-row").count()).toBe(1);
    for (let added = 1; added < 5; added += 1) await page.getByTestId("education-add").click();
    await expect.poll(() => page.getByTestId("education-row").count()).toBe(5);
    await page.getByTestId("education-add").click();
    await expect.poll(() => page.locator(".ant-message").textContent()).toContain("Reached quantity limit!");
    expect(await page.getByTestId("education-row").count()).toBe(5);
    await expectAccessible(page, "student page, education wizard (en)");
    await screenshot(page, "crm-student-education-en");
  });
});

describe("the pipeline", () => {
  for (const language of ["en", "kk", "ru"] as const) {
    it(`a manager sets two programs' statuses, reads the history and moves the card on the board (${language})`, async () => {
      const student = await newUser(suite.platform, "student", { firstName: "Pipeline", lastName: language });
      const name = `${student.firstName} ${student.lastName}`;
      const [first, second] = programs as [Program, Program];
      page = await suite.openPage();
      await loginAs(page, "admin");
      await openProgramsTab(student, language);

      for (const program of [first, second]) {
        await pick("program-add-select", titleIn(program, language));
        await page.getByTestId("program-add").click();
        await page.getByTestId(`program-${program.id}`).waitFor();
      }
      await pick(`program-move-${first.id}`, TEXT[language].submitted);
      const history = page.getByTestId(`program-history-${first.id}`);
      await expect.poll(() => history.locator("li").count()).toBe(2);
      expect(await history.textContent()).toContain("Daniyar Seitkali");
      expect(
        await page.getByTestId(`program-${first.id}`).locator('.ant-card-extra [data-status="submitted"]').count(),
      ).toBe(1);
      expect(
        await page.getByTestId(`program-${second.id}`).locator('.ant-card-extra [data-status="selected"]').count(),
      ).toBe(1);
      await expectAccessible(page, `student page, programs tab (${language})`);
      await screenshot(page, `crm-student-programs-${language}`);

      await page.goto("/users-board");
      const card = page.getByTestId(`pipeline-card-${await statusRowId(student, first.id)}`);
      const column = (status: string) => page.getByTestId(`pipeline-column-${status}`);
      await expect.poll(() => column("submitted").textContent()).toContain(name);
      await expect.poll(() => column("selected").textContent()).toContain(name);

      // The keyboard's and the phone's way: the card's menu offers only the table's moves.
      const cardId = await statusRowId(student, first.id);
      await page.getByTestId(`pipeline-menu-${cardId}`).click();
      await page.getByTestId(`pipeline-move-${cardId}-invitation`).click();
      await expect.poll(() => card.getAttribute("data-status")).toBe("invitation");
      await expect.poll(() => column("invitation").getByTestId(`pipeline-card-${cardId}`).count()).toBe(1);
      await expect.poll(() => page.locator(".pipeline-card--pending").count()).toBe(0);
      await expectAccessible(page, `pipeline board (${language})`);
      await screenshot(page, `crm-board-${language}`);

      if (language === "en") {
        // Dragging back to "selected" is not a move of the table: the server refuses it and the card snaps back.
        await card.dragTo(column("selected"));
        await expect.poll(() => page.locator(".ant-message").textContent()).toContain(TEXT.en.refused);
        await expect.poll(() => column("invitation").getByTestId(`pipeline-card-${cardId}`).count()).toBe(1);
        // Dragging to "final choice" is.
        await column("final_choice").scrollIntoViewIfNeeded();
        await column("invitation").getByTestId(`pipeline-card-${cardId}`).dragTo(column("final_choice"));
        await expect.poll(() => column("final_choice").getByTestId(`pipeline-card-${cardId}`).count()).toBe(1);
        await openProgramsTab(student, language);
        await expect.poll(() => page.getByTestId(`program-history-${first.id}`).locator("li").count()).toBe(4);
      }
    });
  }

  it("filters the board by intake, kept in the URL", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin", "/users-board?academic_year=2026-2027");
    await chooseLanguage(page, "en");
    await expect.poll(() => page.getByTestId("pipeline-column-selected").textContent()).toContain("Arman Bekov");
    await page.goto("/users-board?academic_year=2020-2021");
    await expect.poll(() => page.getByTestId("pipeline-count-selected").textContent()).toBe("0");
  });

  it("works at 390 px: the student's programs and the board", async () => {
    const student = await newUser(suite.platform, "student", { firstName: "Phone" });
    page = await suite.openPage(390);
    await loginAs(page, "admin");
    await openProgramsTab(student, "en", true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "student page, programs tab (390 px)");
    await screenshot(page, "crm-student-programs-mobile");
    await page.goto("/users-board");
    await expect.poll(() => page.getByTestId("pipeline-column-selected").textContent()).toContain("Arman Bekov");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "pipeline board (390 px)");
    await screenshot(page, "crm-board-mobile");
  });
});
