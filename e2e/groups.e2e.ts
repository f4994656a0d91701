import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { groupStudents, groupTimetable, scheduleLessons, studyGroups, users } from "../server/src/db/schema/index.js";
import { newGroup } from "../server/src/test/factories.js";
import {
  browserSuite,
  chooseLanguage,
  demoAccount,
  demoProgramId,
  demoSchoolId,
  expectAccessible,
  loginAs,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * Groups (decision 0027): the school admin creates a pair with a weekly timetable from the program page, the form
 * holds a pair to two students, a manager sees the group but cannot change it, and the teacher page lists it.
 */
const suite = browserSuite();
let page: Page;
let program: number;
let teacherId: number;
/** A group of the file's own, made without the form, for the tests that only look at one: each test runs alone. */
let readyGroupId: number;
const GROUP_NAME = "Pair E2E";
const READY_GROUP_NAME = "Ready pair E2E";

beforeAll(async () => {
  program = await demoProgramId(suite.platform);
  const [teacher] = await suite.platform.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount("teacher").email));
  teacherId = teacher!.id;
  const { db } = suite.platform.database;
  const schoolId = await demoSchoolId(suite.platform);
  readyGroupId = await newGroup(db, {
    schoolId,
    courseId: program,
    nameGroup: READY_GROUP_NAME,
    typeGroup: "pair",
    teacherId,
  });
  await db
    .insert(groupTimetable)
    .values({ schoolId, groupId: readyGroupId, weekday: 2, startTime: "18:00", duration: 90 });
});

/** Picks an option of an Ant Design select by its visible label. */
async function pick(testId: string, label: string, search?: string) {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(search);
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${label}"]`).click();
}

describe("the school admin", () => {
  it("creates a pair group with a weekly timetable; a third student is refused", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin_school", `/course/info/${program}`);
    await chooseLanguage(page, "en");
    await page.getByTestId("program-group-add").click();
    await page.waitForURL(`**/group-add/${program}`);
    await expect.poll(() => page.getByTestId("group-program").textContent()).toContain("Programme:");

    await page.getByTestId("group-name").fill(GROUP_NAME);
    await page.getByTestId("group-type").getByText("Pair", { exact: true }).click();
    await pick("group-teacher", "Madina Akhmetova");
    await pick("group-students", "Aliya Serikova · aliya@demo.kz", "Aliya");
    await pick("group-students", "Nursultan Omarov · nursultan@demo.kz", "Nursultan");
    await pick("group-students", "Arman Bekov · student@demo.kz", "Arman");
    await page.keyboard.press("Escape");
    // The first slot: Tuesday at 18:00 for 90 minutes; the second: Thursday, the same time (within the demo
    // teacher's work time, 09:00–20:00, and clear of her demo lessons).
    await pick("timetable-weekday-0", "Tuesday");
    await page.getByTestId("timetable-start-0").fill("18:00");
    await page.getByTestId("timetable-duration-0").fill("90");
    await page.getByTestId("timetable-add").click();
    await pick("timetable-weekday-1", "Thursday");
    await page.getByTestId("timetable-start-1").fill("18:00");
    await page.getByTestId("timetable-duration-1").fill("90");

    await page.getByTestId("group-save").click();
    await expect.poll(() => page.getByTestId("group-form").textContent()).toContain("at most 2");
    expect(await countGroupsNamed(GROUP_NAME)).toBe(0);
    await screenshot(page, "group-add-too-many-en");

    // Take Arman out again: his tag's close button.
    await page
      .locator(
        '[data-testid="group-students"] .ant-select-selection-item[title^="Arman"] .ant-select-selection-item-remove',
      )
      .click();
    await page.getByTestId("group-save").click();
    await page.waitForURL(/\/group-edit\/\d+\/\d+$/);
    const groupId = Number(page.url().split("/").pop());
    const slots = await suite.platform.database.db
      .select({
        weekday: groupTimetable.weekday,
        startTime: groupTimetable.startTime,
        duration: groupTimetable.duration,
      })
      .from(groupTimetable)
      .where(eq(groupTimetable.groupId, groupId));
    expect(slots.sort((a, b) => a.weekday - b.weekday)).toEqual([
      { weekday: 2, startTime: "18:00:00", duration: 90 },
      { weekday: 4, startTime: "18:00:00", duration: 90 },
    ]);
    const members = await suite.platform.database.db
      .select({ userId: groupStudents.userId })
      .from(groupStudents)
      .where(eq(groupStudents.groupId, groupId));
    expect(members).toHaveLength(2);
    // The timetable made the group's lessons in the schedule: two a week, eight weeks ahead, with both students.
    const lessons = await suite.platform.database.db
      .select({ id: scheduleLessons.id })
      .from(scheduleLessons)
      .where(eq(scheduleLessons.groupId, groupId));
    expect(lessons.length).toBeGreaterThanOrEqual(15);
    await expectAccessible(page, "group edit (en)");
    await screenshot(page, "group-edit-en");

    await chooseLanguage(page, "ru");
    await expect.poll(() => page.getByTestId("group-timetable").textContent()).toContain("Минуты");
    expect(await page.getByTestId("group-type").textContent()).toContain("Парная");
    await screenshot(page, "group-edit-ru");
    await chooseLanguage(page, "kk");
    await expect.poll(() => page.getByTestId("group-timetable").textContent()).toContain("Минут");
    expect(await page.getByTestId("group-type").textContent()).toContain("Жұптық");
    await expectAccessible(page, "group edit (kk)");
    await screenshot(page, "group-edit-kk");
  });

  it("sees the group on the teacher page and edits the form at 390 px", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin_school", `/user/teacher/view/${teacherId}`);
    await chooseLanguage(page, "en");
    const group = page.getByTestId(`teacher-group-${readyGroupId}`);
    await expect.poll(() => group.textContent()).toContain(READY_GROUP_NAME);
    expect(await group.textContent()).toContain("Tue 18:00 · 90 min");
    expect(await page.getByTestId("teacher-schedule-link").getAttribute("href")).toBe(`/schedule?teacher=${teacherId}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "teacher page (390 px)");
    await screenshot(page, "teacher-view-mobile");

    await page.goto(`/group-edit/${program}/${readyGroupId}`);
    await page.getByTestId("group-timetable").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "group edit (390 px)");
    await screenshot(page, "group-edit-mobile");
  });
});

describe("a manager", () => {
  it("sees the group on the program and teacher pages, read-only, and cannot open the form", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin", `/course/info/${program}`);
    await chooseLanguage(page, "ru");
    const card = page.getByTestId(`program-group-${readyGroupId}`);
    await expect.poll(() => card.textContent()).toContain(READY_GROUP_NAME);
    expect(await page.getByTestId("program-group-add").count()).toBe(0);
    expect(await page.getByTestId(`program-group-edit-${readyGroupId}`).count()).toBe(0);

    await page.goto(`/user/teacher/view/${teacherId}`);
    await expect
      .poll(() => page.getByTestId(`teacher-group-${readyGroupId}`).textContent())
      .toContain(READY_GROUP_NAME);
    expect(await page.getByTestId("teacher-assign-groups").count()).toBe(0);
    expect(await page.getByTestId(`teacher-group-take-${readyGroupId}`).count()).toBe(0);
    await screenshot(page, "teacher-view-manager-ru");

    // The route is the school admin's: the guard sends a manager to the catalogue.
    await page.goto(`/group-edit/${program}/${readyGroupId}`);
    await page.waitForURL("**/catalog");
  });
});

async function countGroupsNamed(name: string) {
  const rows = await suite.platform.database.db
    .select({ id: studyGroups.id })
    .from(studyGroups)
    .where(eq(studyGroups.nameGroup, name));
  return rows.length;
}
