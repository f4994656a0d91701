import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { scheduleLessons, workDays } from "../server/src/db/schema/index.js";
import {
  type Account,
  browserSuite,
  chooseLanguage,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * Staff's side of the schedule (issue 11, decision 0026): planning a one-off lesson with the free-teacher search,
 * which finds a free teacher for one time and answers 'No free teacher for the given time' for another, and a
 * teacher's work days edited on the teacher's page, which the schedule then holds lessons to.
 */
const suite = browserSuite();

/** The next given ISO week day (Monday 1) after today in the school's zone, as YYYY-MM-DD. */
function nextWeekday(weekday: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while ((date.getUTCDay() || 7) !== weekday);
  return date.toISOString().slice(0, 10);
}

/** The new-lesson dialog, in `language` (the switcher is behind the dialog once it is open). */
async function openNewLesson(page: Page, language?: "ru" | "kk" | "en") {
  await page.goto("/schedule");
  if (language) await chooseLanguage(page, language);
  await page.getByTestId("new-lesson").click();
  await page.locator(`.ant-modal${SETTLED_POPUP}`).getByTestId("create-date").waitFor();
}

async function slot(page: Page, date: string, start: string, end: string) {
  // Tab leaves each picker as a person would: it takes the text typed and closes its list, which would otherwise
  // cover the controls below it (a fill straight into the next field races the first one's taking its value).
  for (const [testId, value] of [
    ["create-date", date],
    ["create-start", start],
    ["create-end", end],
  ] as const) {
    await page.getByTestId(testId).fill(value);
    await page.getByTestId(testId).press("Tab");
  }
}

async function pickTeacher(page: Page, teacher: Account) {
  await page.getByTestId("create-teacher").click();
  await page.keyboard.type(teacher.lastName);
  await page
    .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: teacher.lastName })
    .click();
}

const lessonsOf = (teacherId: number) =>
  suite.platform.database.db
    .select({ id: scheduleLessons.id, startAt: scheduleLessons.startAt })
    .from(scheduleLessons)
    .where(eq(scheduleLessons.teacherId, teacherId));

describe("staff planning a lesson", () => {
  it("find a free teacher for one time, none for another, and plan a one-off lesson (en)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const date = nextWeekday(3);
    const page = await suite.openPage();
    await loginAs(page, "admin_school");
    await openNewLesson(page, "en");
    // After the school's day (it ends at 22:00), no teacher works.
    await slot(page, date, "22:30", "23:15");
    await page.getByTestId("find-free").click();
    await page.getByTestId("no-free-teacher").getByText("No free teacher for the given time").waitFor();
    await expectAccessible(page, "new lesson, no free teacher (en)");
    await screenshot(page, "schedule-free-teacher-none-en");
    await slot(page, date, "10:00", "10:45");
    await page.getByTestId("find-free").click();
    await page.getByTestId("free-teachers").waitFor();
    expect(await page.getByTestId("no-free-teacher").count()).toBe(0);
    await pickTeacher(page, teacher);
    await page.getByTestId("create-save").click();
    await page.getByText("Lessons created: 1").waitFor();
    expect(await lessonsOf(teacher.id)).toEqual([
      { id: expect.any(Number), startAt: new Date(`${date}T05:00:00.000Z`) },
    ]);
  });

  it("answer the search on a phone (ru, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin");
    await openNewLesson(page, "ru");
    await slot(page, nextWeekday(4), "06:00", "07:00");
    await page.getByTestId("find-free").click();
    await page.getByTestId("no-free-teacher").getByText("Нет свободного преподавателя на указанное время").waitFor();
    await slot(page, nextWeekday(4), "12:00", "13:00");
    await page.getByTestId("find-free").click();
    await page.getByTestId("free-teachers").getByText("Свободных преподавателей").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "new lesson at 390 px (ru)");
    await screenshot(page, "schedule-free-teacher-390-ru");
  });
});

describe("a teacher's work days", () => {
  it("are edited by the school admin, and a lesson outside them is then refused (kk)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const monday = nextWeekday(1);
    const page = await suite.openPage();
    await loginAs(page, "admin_school", `/user/teacher/view/${teacher.id}`);
    await chooseLanguage(page, "kk");
    await page.getByTestId("work-day-add").click();
    await page.locator(`.ant-modal${SETTLED_POPUP}`).getByTestId("work-day-start").waitFor();
    await page.getByTestId("work-day-start").fill("09:00");
    await page.getByTestId("work-day-end").fill("18:00");
    await page.getByTestId("work-day-end").press("Tab");
    await page.getByTestId("work-day-save").click();
    await page.getByText("Жұмыс уақыты сақталды").waitFor();
    const [created] = await suite.platform.database.db
      .select()
      .from(workDays)
      .where(eq(workDays.teacherId, teacher.id));
    expect(created).toMatchObject({ weekday: 1, startMinute: 9 * 60, endMinute: 18 * 60 });

    await page.getByTestId(`work-day-edit-${created!.id}`).click();
    await page.locator(`.ant-modal${SETTLED_POPUP}`).getByTestId("work-day-end").waitFor();
    await page.getByTestId("work-day-end").fill("12:00");
    await page.getByTestId("work-day-end").press("Tab");
    await page.getByTestId("work-day-save").click();
    await page.getByTestId(`work-day-${created!.id}`).getByText("09:00–12:00").waitFor();
    await expectAccessible(page, "teacher's work days (kk)");
    await screenshot(page, "teacher-work-days-kk");

    await openNewLesson(page);
    await slot(page, monday, "14:00", "15:00");
    await pickTeacher(page, teacher);
    await page.getByTestId("create-save").click();
    await page.getByTestId("create-error").waitFor();
    // The refusal says why in the interface's language, not the generic "check the data".
    expect(await page.getByTestId("create-error").textContent()).toContain("оқытушы бұл уақытта жұмыс істемейді");
    expect(await lessonsOf(teacher.id)).toEqual([]);
    await slot(page, monday, "10:00", "11:00");
    await page.getByTestId("create-save").click();
    await page.getByText("Құрылған сабақтар: 1").waitFor();
    const planned = await suite.platform.database.db
      .select({ id: scheduleLessons.id })
      .from(scheduleLessons)
      .where(
        and(eq(scheduleLessons.teacherId, teacher.id), eq(scheduleLessons.startAt, new Date(`${monday}T05:00:00Z`))),
      );
    expect(planned).toHaveLength(1);
  });
});
