import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { courseMembers, lessonCompletions } from "../server/src/db/schema/index.js";
import { newHomework, newLesson } from "../server/src/test/factories.js";
import {
  type Account,
  browserSuite,
  chooseLanguage,
  demoProgramId,
  demoSchoolId,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * /analytics per role (decision 0031): staff read the school's program progress and export it to XLSX, a teacher
 * sees the students of the programs they teach, a student their own progress and homework, in ru, kk and en.
 */
const suite = browserSuite();
let page: Page;
let program: number;
let student: Account;
let teacher: Account;

beforeAll(async () => {
  const { db } = suite.platform.database;
  const schoolId = await demoSchoolId(suite.platform);
  program = await demoProgramId(suite.platform);
  student = await newUser(suite.platform, "student", { firstName: "Reportina", lastName: "Learner" });
  teacher = await newUser(suite.platform, "teacher", { firstName: "Reporter", lastName: "Teacher" });
  await db.insert(courseMembers).values([
    { schoolId, courseId: program, userId: student.id, role: "student" },
    { schoolId, courseId: program, userId: teacher.id, role: "teacher" },
  ]);
  const lessonId = await newLesson(db, { schoolId, courseId: program, name: "Reports lesson", order: 999 });
  await db.insert(lessonCompletions).values({ schoolId, lessonId, userId: student.id });
  await newHomework(db, {
    schoolId,
    courseId: program,
    userId: student.id,
    lessonId,
    title: "Essay about Almaty",
    status: "graded",
    grade: 90,
  });
});

const noSideScroll = (width: number) =>
  expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);

describe("analytics", () => {
  it("shows staff the school's program progress and exports what the table shows to XLSX (en)", async () => {
    page = await suite.openPage(1280);
    await loginAs(page, "admin_school");
    await page.goto("/analytics");
    await chooseLanguage(page, "en");
    await page.getByTestId("report-period").getByText("This year").click();
    const table = page.getByTestId("report-progress-table");
    await expect.poll(() => table.textContent()).toContain("Total");
    await page.waitForSelector('[data-testid="report-progress-chart"][data-ready="true"] svg');
    await page.getByTestId("report-progress-table-export").click();
    const xlsx = page.locator(`.ant-dropdown${SETTLED_POPUP}`).getByText("Excel (XLSX)");
    const [download] = await Promise.all([page.waitForEvent("download"), xlsx.click()]);
    expect(download.suggestedFilename()).toMatch(/^Program progress \d{4}-01-01_\d{4}-12-31\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Program");
    expect(sheet.getRow(1).getCell(4).value).toBe("Lessons finished");
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe("Total");
    // The totals row adds the rows above it, as the screen's totals row does.
    let finished = 0;
    for (let row = 2; row < sheet.rowCount; row++) finished += Number(sheet.getRow(row).getCell(4).value);
    expect(last.getCell(4).value).toBe(finished);
    expect(finished).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, "analytics for staff");
    await screenshot(page, "reports-staff-en");
  });

  it("shows a teacher the students of the programs they teach (ru)", async () => {
    page = await suite.openPage(1280);
    await loginAs(page, teacher);
    await page.goto("/analytics");
    await chooseLanguage(page, "ru");
    await page.getByTestId("analytics-teacher").waitFor();
    const students = page.getByTestId("report-student-progress-table");
    await expect.poll(() => students.textContent()).toContain(student.lastName);
    expect(await students.textContent()).toContain("Итого");
    expect(await page.getByTestId("status-analytics").count()).toBe(0);
    await expectAccessible(page, "analytics for a teacher");
    await screenshot(page, "reports-teacher-ru");
  });

  it("shows a student their own progress and homework on a phone (kk, 390 px)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, student);
    await page.goto("/analytics");
    await chooseLanguage(page, "kk");
    await page.getByTestId("analytics-student").waitFor();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Менің үлгерімім");
    await expect.poll(() => page.getByTestId("report-homework-table").textContent()).toContain("Essay about Almaty");
    await expect.poll(() => page.getByTestId("report-progress-table").textContent()).toContain("Барлығы");
    expect(await page.getByTestId("report-student-progress").count()).toBe(0);
    await noSideScroll(390);
    await expectAccessible(page, "analytics for a student (390 px)");
    await screenshot(page, "reports-student-kk-390");
  });
});
