import { and, eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, isoWeekday, zonedInstant, zonedParts } from "../server/src/core/schedule-time.js";
import {
  scheduleAllowanceUsage,
  scheduleLessonStudents,
  scheduleLessons,
  schools,
  workDays,
} from "../server/src/db/schema/index.js";
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
  // A lesson that runs past the school's midnight (one starting an hour from now, late in the evening) is listed
  // under both days, as the calendar lists any event that spans two; either row opens it.
  await page.getByTestId(`lesson-${id}`).first().click();
  await page.locator(`.ant-modal${SETTLED_POPUP}`).getByTestId("lesson-status").waitFor();
}

/**
 * Drags a lesson by its top onto a slot's row with the mouse, both in view: a short move first starts FullCalendar's
 * drag, then the lesson's top goes to the row's.
 */
async function dragOnto(page: Page, event: Locator, slot: Locator) {
  const from = (await event.boundingBox())!;
  const target = (await slot.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(x, from.y + 40, { steps: 5 });
  await page.mouse.move(x, target.y + 5, { steps: 10 });
  await page.mouse.up();
}

/** Cancels the open lesson as a person would: asks, gives the reason, confirms. */
async function confirmCancel(page: Page, reason: string) {
  await page.getByTestId("cancel-lesson").click();
  // Nothing is sent before the reason is given.
  expect(await page.getByTestId("cancel-confirm").isDisabled()).toBe(true);
  await page.getByTestId("cancel-reason").fill(reason);
  await page.getByTestId("cancel-confirm").click();
}

describe("the schedule", () => {
  it("lets a teacher mark a started lesson conducted (ru)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const lesson = await lessonAt({ teacherId: teacher.id, startAt: new Date(Date.now() - 5 * 60_000) });
    const page = await suite.openPage();
    await loginAs(page, teacher, "/schedule");
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
    await loginAs(page, student, "/schedule");
    await chooseLanguage(page, "kk");
    await openLesson(page, late);
    await confirmCancel(page, "Ауырып қалдым");
    await expect.poll(() => page.getByTestId("lesson-error").textContent()).toContain("24");
    expect(await page.getByTestId("lesson-status").textContent()).toBe("Жоспарланған");
    await expectAccessible(page, "schedule, late cancellation (kk)");
    await screenshot(page, "schedule-student-kk");
    await page.keyboard.press("Escape");
    await page.getByTestId("lesson-dialog").waitFor({ state: "hidden" });
    await page.goto("/schedule");
    await openLesson(page, timely);
    await confirmCancel(page, "Емтихан");
    await expect.poll(() => page.getByTestId("lesson-status").textContent()).toBe("Болдырылмады");
    const { db } = suite.platform.database;
    const usage = await db
      .select({ used: scheduleAllowanceUsage.used })
      .from(scheduleAllowanceUsage)
      .where(and(eq(scheduleAllowanceUsage.studentId, student.id), eq(scheduleAllowanceUsage.kind, "cancel")));
    expect(usage).toEqual([{ used: 1 }]);
  });

  it("paints its heading, filters and the week's lessons before the calendar's code is asked for (decision 0174)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const student = await newUser(suite.platform, "student");
    await lessonAt({ teacherId: teacher.id, studentIds: [student.id], startAt: new Date(Date.now() + 2 * HOUR) });
    const page = await suite.openPage();
    await loginAs(page, student, "/my-course");
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answered = (response: { url(): string }) => {
      if (response.url().includes("/schedule/schedule/list/")) order.push("lessons answered");
    };
    page.on("response", answered);
    await page.route(/\/assets\/ScheduleCalendar-[\w-]+\.js$/, async (route) => {
      order.push("calendar asked");
      await held;
      await route.continue();
    });
    await page.goto("/schedule");
    // The frame and the lessons' data are drawn while the calendar's code is held back: the server drew them into
    // the page (decision 0176) with the calendar's room (FullCalendar draws itself once its code runs; the page keeps
    // that room until then, decision 0179), or the browser asked for them before the calendar.
    await page.locator('[data-testid="calendar-placeholder"], .schedule-calendar').first().waitFor();
    await expect.poll(() => order).toContain("calendar asked");
    const drawnWithLessons = await page.evaluate(() =>
      /"queryKey":\["schedule",\d+,"lessons"/.test(document.getElementById("served-state")?.textContent ?? ""),
    );
    if (!drawnWithLessons) {
      expect(order.indexOf("lessons answered")).toBeGreaterThanOrEqual(0);
      expect(order.indexOf("lessons answered")).toBeLessThan(order.indexOf("calendar asked"));
    }
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByTestId("filter-teacher").waitFor();
    release();
    await page.locator(".fc-toolbar").waitFor();
    expect(await page.getByTestId("calendar-placeholder").count()).toBe(0);
    page.off("response", answered);
  });

  it("lists the week on a phone (390 px)", async () => {
    const page = await suite.openPage(390);
    const calendarCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/ScheduleCalendar-/.test(request.url())) calendarCode.push(request.url());
    });
    await loginAs(page, "student", "/schedule");
    // The phone's own week list, drawn with the screen (no calendar library, decision 0194).
    const week = page.getByTestId("week-list");
    await week.waitFor();
    const title = page.locator(".week-list__title");
    const thisWeek = await title.textContent();
    await page.getByTestId("week-next").click();
    await expect.poll(() => title.textContent()).not.toBe(thisWeek);
    await page.getByTestId("week-current").click();
    await expect.poll(() => title.textContent()).toBe(thisWeek);
    expect(await page.getByTestId("week-current").isDisabled()).toBe(true);
    // The computer's calendar is never downloaded on a phone.
    expect(calendarCode).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "schedule at 390 px");
    await screenshot(page, "schedule-390");
  });

  it("a manager cancels a lesson with a reason (en) and the student reads why on a phone (kk, 390 px)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const student = await newUser(suite.platform, "student");
    const lesson = await lessonAt({
      teacherId: teacher.id,
      studentIds: [student.id],
      startAt: new Date(Date.now() + 3 * 24 * HOUR),
    });
    const manager = await suite.openPage();
    await loginAs(manager, "admin", "/schedule");
    await chooseLanguage(manager, "en");
    await openLesson(manager, lesson);
    await manager.getByTestId("cancel-lesson").click();
    await manager.getByTestId("cancel-confirm-panel").waitFor();
    await expectAccessible(manager, "schedule, cancel confirmation (en)");
    await screenshot(manager, "schedule-cancel-confirm-en");
    await manager.getByTestId("cancel-reason").fill("The teacher is ill");
    await manager.getByTestId("cancel-confirm").click();
    await expect.poll(() => manager.getByTestId("lesson-status").textContent()).toBe("Cancelled");
    await expect.poll(() => manager.getByTestId("lesson-cancel-reason").textContent()).toContain("The teacher is ill");
    await suite.context.close();

    const page = await suite.openPage(390);
    await loginAs(page, student, "/schedule");
    await chooseLanguage(page, "kk");
    // The phone lists the week: the lesson is opened from the list.
    for (let week = 0; week < 3 && (await page.getByTestId(`lesson-${lesson}`).count()) === 0; week += 1) {
      await page.getByTestId("week-next").click();
      await page.waitForTimeout(300);
    }
    // As in openLesson: a lesson past the school's midnight is listed under both days.
    await page.getByTestId(`lesson-${lesson}`).first().click();
    const why = page.getByTestId("lesson-cancel-reason");
    await expect.poll(() => why.textContent()).toBe("Сабақ болдырылмады: The teacher is ill");
    await expectAccessible(page, "schedule, cancelled lesson, student (kk, 390 px)");
    await screenshot(page, "schedule-cancelled-student-kk-390");
  });

  it("refuses a lesson dragged outside the teacher's work hours: it snaps back and the refusal shows (ru)", async () => {
    const { db } = suite.platform.database;
    const schoolId = await demoSchoolId(suite.platform);
    const [school] = await db.select({ zone: schools.timeZone }).from(schools).where(eq(schools.id, schoolId));
    const teacher = await newUser(suite.platform, "teacher");
    // Next week, so the move is far outside any notice period; the teacher works 09:00–12:00 that day.
    // In the week after the one the calendar opens on: the school's (decision 0195).
    const date = addDays(zonedParts(new Date(), school!.zone).date, 7);
    await db
      .insert(workDays)
      .values({ schoolId, teacherId: teacher.id, weekday: isoWeekday(date), startMinute: 540, endMinute: 720 });
    const lesson = await lessonAt({ teacherId: teacher.id, startAt: zonedInstant(date, "10:00", school!.zone) });
    const page = await suite.openPage();
    await loginAs(page, "admin", "/schedule");
    await chooseLanguage(page, "ru");
    await page.locator(".fc-next-button").click();
    const event = page.getByTestId(`lesson-${lesson}`);
    await event.waitFor();
    await dragOnto(page, event, page.locator('.fc-timegrid-slot-lane[data-time="15:00:00"]'));
    await expect.poll(() => page.getByTestId("move-error").textContent()).toContain("Урок не перенесён");
    // Back in its slot, and unchanged on the server.
    // (the refusal above the calendar moves it down the page: the lesson is measured against its 10:00 row).
    const tenOClock = page.locator('.fc-timegrid-slot-lane[data-time="10:00:00"]');
    await expect
      .poll(async () => Math.abs((await event.boundingBox())!.y - (await tenOClock.boundingBox())!.y))
      .toBeLessThan(3);
    const [row] = await db.select().from(scheduleLessons).where(eq(scheduleLessons.id, lesson));
    expect(row!.status).toBe("planned");
    expect(zonedParts(row!.startAt, school!.zone).time).toBe("10:00");
    await expectAccessible(page, "schedule, refused drag (ru)");
    await screenshot(page, "schedule-drag-refused-ru");
  });

  it("refuses a lesson dragged past the school's work hours, saying which hours they are (en)", async () => {
    const { db } = suite.platform.database;
    const schoolId = await demoSchoolId(suite.platform);
    const [school] = await db
      .select({ zone: schools.timeZone, start: schools.workStartMinute, end: schools.workEndMinute })
      .from(schools)
      .where(eq(schools.id, schoolId));
    const clock = (minute: number) =>
      `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    // A teacher with no work days of their own: only the school's hours can refuse. A two-hour lesson at 16:00 (near
    // enough to drag on one screen), dropped an hour before the school closes (the calendar's last hour), would end
    // an hour after it.
    const teacher = await newUser(suite.platform, "teacher");
    // In the week after the one the calendar opens on: the school's (decision 0195).
    const date = addDays(zonedParts(new Date(), school!.zone).date, 7);
    const lesson = await lessonAt({
      teacherId: teacher.id,
      startAt: zonedInstant(date, "16:00", school!.zone),
      minutes: 120,
    });
    const page = await suite.openPage();
    await loginAs(page, "admin", "/schedule");
    await chooseLanguage(page, "en");
    await page.locator(".fc-next-button").click();
    const event = page.getByTestId(`lesson-${lesson}`);
    await event.waitFor();
    const lastHour = page.locator(`.fc-timegrid-slot-lane[data-time="${clock(school!.end - 60)}:00"]`);
    await lastHour.scrollIntoViewIfNeeded();
    await dragOnto(page, event, lastHour);
    await expect
      .poll(() => page.getByTestId("move-error").textContent())
      .toBe(
        `The lesson was not moved: The lesson is outside the school's work hours (${clock(school!.start)}–${clock(school!.end)}).`,
      );
    // Unchanged on the server, and back in its 16:00 slot.
    const [row] = await db.select().from(scheduleLessons).where(eq(scheduleLessons.id, lesson));
    expect(row!.status).toBe("planned");
    expect(zonedParts(row!.startAt, school!.zone).time).toBe("16:00");
    const fourOClock = page.locator('.fc-timegrid-slot-lane[data-time="16:00:00"]');
    await expect
      .poll(async () => Math.abs((await event.boundingBox())!.y - (await fourOClock.boundingBox())!.y))
      .toBeLessThan(3);
    await page.getByTestId("move-error").scrollIntoViewIfNeeded();
    await expectAccessible(page, "schedule, drag refused by the school's hours (en)");
    await screenshot(page, "schedule-drag-refused-school-hours-en");
  });
});
