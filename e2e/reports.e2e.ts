import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { courseMembers, lessonCompletions } from "../server/src/db/schema/index.js";
import { newHomework, newLesson, newScheduleLesson } from "../server/src/test/factories.js";
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
 * /analytics per role (decision 0031): staff read the school's lessons per teacher and program progress and export
 * them to XLSX, a teacher sees their own lessons and the students of the programs they teach, a student their own
 * lessons, progress and homework, in ru, kk and en.
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
  // Two timetable lessons today in Almaty (11:00 and 13:00): one conducted, one cancelled.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(new Date());
  for (const [hour, status] of [
    [6, "finished"],
    [8, "cancelled"],
  ] as const) {
    const startAt = new Date(`${today}T0${hour}:00:00Z`);
    await newScheduleLesson(db, {
      schoolId,
      teacherId: teacher.id,
      courseId: program,
      status,
      studentIds: [student.id],
      startAt,
      endAt: new Date(startAt.getTime() + 45 * 60_000),
    });
  }
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
    // The lessons per teacher: the new teacher's row, and the totals row exported with it.
    const lessons = page.getByTestId("report-teacher-table");
    await expect.poll(() => lessons.textContent()).toContain(`${teacher.firstName} ${teacher.lastName}`);
    await page.waitForSelector('[data-testid="report-teacher-chart"][data-ready="true"] svg');
    await page.getByTestId("report-teacher-table-export").click();
    const lessonsXlsx = page.locator(`.ant-dropdown${SETTLED_POPUP}`).getByText("Excel (XLSX)");
    const [lessonsFile] = await Promise.all([page.waitForEvent("download"), lessonsXlsx.click()]);
    expect(lessonsFile.suggestedFilename()).toMatch(/^Lessons by teacher \d{4}-01-01_\d{4}-12-31\.xlsx$/);
    const lessonsBook = new ExcelJS.Workbook();
    await lessonsBook.xlsx.readFile(await lessonsFile.path());
    const lessonsSheet = lessonsBook.worksheets[0]!;
    expect(lessonsSheet.getRow(1).getCell(2).value).toBe("Conducted");
    const rowOf = (name: string) => {
      for (let row = 2; row <= lessonsSheet.rowCount; row++)
        if (lessonsSheet.getRow(row).getCell(1).value === name) return lessonsSheet.getRow(row);
      throw new Error(`${name} is not in the file`);
    };
    expect([
      rowOf(`${teacher.firstName} ${teacher.lastName}`).getCell(2).value,
      rowOf(`${teacher.firstName} ${teacher.lastName}`).getCell(4).value,
    ]).toEqual([1, 1]);
    let conducted = 0;
    for (let row = 2; row < lessonsSheet.rowCount; row++)
      conducted += Number(lessonsSheet.getRow(row).getCell(2).value);
    expect(rowOf("Total").getCell(2).value).toBe(conducted);
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
    // Their own lessons only: one teacher row, conducted 1 and cancelled 1.
    const lessons = page.getByTestId("report-teacher-table");
    await expect.poll(() => lessons.textContent()).toContain(`${teacher.firstName} ${teacher.lastName}`);
    expect(await lessons.locator("tbody tr.ant-table-row").count()).toBe(1);
    await expect.poll(() => page.getByTestId("report-student-lessons-table").textContent()).toContain(student.lastName);
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
    expect(await page.getByTestId("report-teacher-lessons").count()).toBe(0);
    // Their own lessons: the conducted and the cancelled one, with their teacher.
    const mine = page.getByTestId("report-my-lessons-table");
    await expect.poll(() => mine.textContent()).toContain(`${teacher.firstName} ${teacher.lastName}`);
    expect(await mine.locator("tbody tr.ant-table-row").count()).toBe(2);
    await noSideScroll(390);
    await expectAccessible(page, "analytics for a student (390 px)");
    await screenshot(page, "reports-student-kk-390");
  });
});
