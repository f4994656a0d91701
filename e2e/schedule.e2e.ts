import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { scheduleAllowanceUsage, scheduleLessonStudents, scheduleLessons } from "../server/src/db/schema/index.js";
import {
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
 * The schedule (decision 0026): a teacher marks a lesson conducted, a student's late cancellation is refused and a
 * timely one counted, and the phone layout lists the week.
 */
const suite = browserSuite();
const HOUR = 3_600_000;

async function lessonAt(input: { teacherId: number; studentIds?: number[]; startAt: Date; minutes?: number }) {
  const { db } = suite.platform.database;
  const schoolId = await demoSchoolId(suite.platform);
  const [row] = await db
    .insert(scheduleLessons)
    .values({
      schoolId,
      teacherId: input.teacherId,
      typeLesson: "individual",
      startAt: input.startAt,
      endAt: new Date(input.startAt.getTime() + (input.minutes ?? 45) * 60_000),
    })
    .returning({ id: scheduleLessons.id });
  for (const userId of input.studentIds ?? [])
    await db.insert(scheduleLessonStudents).values({ schoolId, lessonId: row!.id, userId });
  return row!.id;
}

/** Opens a lesson from the calendar's list view, paging forward to its week. */
async function openLesson(page: Page, id: number) {
  await page.locator(".fc-listWeek-button").click();
  for (let week = 0; week < 3 && (await page.getByTestId(`lesson-${id}`).count()) === 0; week += 1) {
    await page.locator(".fc-next-button").click();
    await page.waitForTimeout(300);
  }
  await page.getByTestId(`lesson-${id}`).click();
  await page.locator(`.ant-modal${SETTLED_POPUP}`).getByTestId("lesson-status").waitFor();
}

describe("the schedule", () => {
  it("lets a teacher mark a started lesson conducted (ru)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const lesson = await lessonAt({ teacherId: teacher.id, startAt: new Date(Date.now() - 5 * 60_000) });
    const page = await suite.openPage();
    await loginAs(page, teacher);
    await page.goto("/schedule");
    await chooseLanguage(page, "ru");
    await openLesson(page, lesson);
    await page.getByTestId("mark-finished").click();
    await expect.poll(() => page.getByTestId("lesson-status").textContent()).toBe("Проведён");
    await expectAccessible(page, "schedule, lesson dialog (ru)");
    await screenshot(page, "schedule-teacher-ru");
  });

  it("refuses a student's late cancellation and accepts a timely one, counted against the month (kk)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const student = await newUser(suite.platform, "student");
    const late = await lessonAt({
      teacherId: teacher.id,
      studentIds: [student.id],
      startAt: new Date(Date.now() + HOUR),
    });
    const timely = await lessonAt({
      teacherId: teacher.id,
      studentIds: [student.id],
      startAt: new Date(Date.now() + 4 * 24 * HOUR),
    });
    const page = await suite.openPage();
    await loginAs(page, student);
    await page.goto("/schedule");
    await chooseLanguage(page, "kk");
    await openLesson(page, late);
    await page.getByTestId("cancel-lesson").click();
    await expect.poll(() => page.getByTestId("lesson-error").textContent()).toContain("24");
    expect(await page.getByTestId("lesson-status").textContent()).toBe("Жоспарланған");
    await expectAccessible(page, "schedule, late cancellation (kk)");
    await screenshot(page, "schedule-student-kk");
    await page.keyboard.press("Escape");
    await page.getByTestId("lesson-dialog").waitFor({ state: "hidden" });
    await page.goto("/schedule");
    await openLesson(page, timely);
    await page.getByTestId("cancel-lesson").click();
    await expect.poll(() => page.getByTestId("lesson-status").textContent()).toBe("Болдырылмады");
    const { db } = suite.platform.database;
    const usage = await db
      .select({ used: scheduleAllowanceUsage.used })
      .from(scheduleAllowanceUsage)
      .where(and(eq(scheduleAllowanceUsage.studentId, student.id), eq(scheduleAllowanceUsage.kind, "cancel")));
    expect(usage).toEqual([{ used: 1 }]);
  });

  it("lists the week on a phone (390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "student");
    await page.goto("/schedule");
    await page.locator(".fc-list, .fc-list-empty").first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "schedule at 390 px");
    await screenshot(page, "schedule-390");
  });
});
