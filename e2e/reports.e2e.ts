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
  SCREENSHOTS,
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

/** The texts of a table's row that holds `text`, cell by cell. */
const cellsOf = (table: string, text: string) =>
  page.getByTestId(table).locator("tbody tr.ant-table-row", { hasText: text }).first().locator("td").allTextContents();

const KAZAKH_MONTHS = [
  "қаңтар",
  "ақпан",
  "наурыз",
  "сәуір",
  "мамыр",
  "маусым",
  "шілде",
  "тамыз",
  "қыркүйек",
  "қазан",
  "қараша",
  "желтоқсан",
];

/** This month of the school's calendar as the reports name it ("November 2026", "2026 ж. қараша"). */
const thisMonth = (language: "en" | "ru" | "kk" = "en") => {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(new Date()).split("-");
  if (language === "kk") return `${year} ж. ${KAZAKH_MONTHS[Number(month) - 1]}`;
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", { month: "long", year: "numeric" }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, 15)),
  );
};

async function chooseOption(testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: text }).first().click();
}

/** One report's card as it is drawn, to look at beside the page's first screen. */
const cardShot = (testId: string, name: string) =>
  page.getByTestId(testId).screenshot({ path: `${SCREENSHOTS}/${name}.png` });

/** The new teacher's two lessons of today, counted as every lesson table counts: conducted, moved, cancelled, planned, all. */
const TWO_LESSONS = ["1", "0", "1", "0", "2"];

describe("analytics", () => {
  it("shows staff the school's program progress and exports what the table shows to XLSX (en)", async () => {
    page = await suite.openPage(1280);
    await loginAs(page, "admin_school", "/analytics");
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
    // The lessons summary (mv/, mv1/, mv2/): this month's row, the individual lessons' row, a row per program.
    const summary = page.getByTestId("report-summary-table");
    await expect.poll(() => summary.textContent()).toContain(thisMonth());
    await page.waitForSelector('[data-testid="report-summary-chart"][data-ready="true"] svg');
    await page.getByTestId("report-summary-view").getByText("By lesson type").click();
    await expect.poll(() => summary.textContent()).toContain("Individual");
    await page.getByTestId("report-summary-view").getByText("By program").click();
    await expect.poll(() => summary.locator("thead").textContent()).toContain("Teachers");
    // The columns change at the click, the rows when the program summary arrives.
    await expect.poll(() => summary.locator("tbody tr.ant-table-row").count()).toBeGreaterThanOrEqual(1);
    // One teacher's last twelve months (teacher_report/): this month has the two lessons.
    await chooseOption("report-teacher-months-select", teacher.lastName);
    await expect
      .poll(() => cellsOf("report-teacher-months-table", thisMonth()).then((cells) => cells.slice(1, 6)))
      .toEqual(TWO_LESSONS);
    // Who teaches whom (report_teacher_relation/), searched by the student's name.
    await page.getByTestId("report-teacher-relation-search").locator("input").fill(student.firstName);
    await page.getByTestId("report-teacher-relation-search").locator("input").press("Enter");
    await expect
      .poll(() => cellsOf("report-teacher-relation-table", student.lastName).then((cells) => cells.slice(0, 7)))
      .toEqual([
        `${teacher.firstName} ${teacher.lastName}`,
        `${student.firstName} ${student.lastName}`,
        ...TWO_LESSONS,
      ]);
    // A student's teachers (page_report_teacher/): the student chosen, their teacher with the first and last lesson.
    await chooseOption("report-student-teachers-select", student.lastName);
    await expect
      .poll(() => cellsOf("report-student-teachers-table", teacher.lastName).then((cells) => cells.slice(0, 6)))
      .toEqual([`${teacher.firstName} ${teacher.lastName}`, ...TWO_LESSONS]);
    await expectAccessible(page, "analytics for staff");
    for (const card of ["summary", "teacher-months", "teacher-relation", "student-teachers"])
      await cardShot(`report-${card}`, `reports-staff-en-${card}`);
    await screenshot(page, "reports-staff-en");
  });

  it("shows a teacher the students of the programs they teach (ru)", async () => {
    page = await suite.openPage(1280);
    await loginAs(page, teacher, "/analytics");
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
    // Their own summaries: no teacher to choose, their two lessons of this month.
    expect(await page.getByTestId("report-teacher-months-select").count()).toBe(0);
    await expect
      .poll(() => cellsOf("report-teacher-months-table", thisMonth("ru")).then((cells) => cells.slice(1, 6)))
      .toEqual(TWO_LESSONS);
    await expect.poll(() => page.getByTestId("report-summary-table").textContent()).toContain(thisMonth("ru"));
    await expect
      .poll(() => cellsOf("report-teacher-relation-table", student.lastName).then((cells) => cells.slice(2, 7)))
      .toEqual(TWO_LESSONS);
    await expectAccessible(page, "analytics for a teacher");
    await cardShot("report-summary", "reports-teacher-ru-summary");
    await screenshot(page, "reports-teacher-ru");
  });

  it("shows a student their own progress and homework on a phone (kk, 390 px)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, student, "/analytics");
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
    // Their teachers (page_report_teacher/), with nobody else to choose.
    expect(await page.getByTestId("report-student-teachers-select").count()).toBe(0);
    await expect
      .poll(() => cellsOf("report-student-teachers-table", teacher.lastName).then((cells) => cells.slice(0, 6)))
      .toEqual([`${teacher.firstName} ${teacher.lastName}`, ...TWO_LESSONS]);
    expect(await page.getByTestId("report-summary").count()).toBe(0);
    await noSideScroll(390);
    await expectAccessible(page, "analytics for a student (390 px)");
    await cardShot("report-student-teachers", "reports-student-kk-390-teachers");
    await screenshot(page, "reports-student-kk-390");
  });

  it("shows staff the lesson summaries on a phone without sideways scrolling (kk, 390 px)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/analytics");
    await chooseLanguage(page, "kk");
    await page.getByTestId("analytics-staff").waitFor();
    await expect.poll(() => page.getByTestId("report-summary-table").textContent()).toContain(thisMonth("kk"));
    await page.getByTestId("report-teacher-months").scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId("report-teacher-months-table").textContent()).toContain("Барлығы");
    await expect
      .poll(() => page.getByTestId("report-teacher-relation-table").textContent())
      .toContain(student.lastName);
    await noSideScroll(390);
    await expectAccessible(page, "analytics for staff (390 px)");
    for (const card of ["summary", "teacher-months", "teacher-relation", "student-teachers"])
      await cardShot(`report-${card}`, `reports-staff-kk-390-${card}`);
    await screenshot(page, "reports-staff-kk-390");
  });
});
