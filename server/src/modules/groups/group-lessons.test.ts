import { and, count, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { scheduleLessonStudents, scheduleLessons } from "../../db/schema/index.js";
import { joinProgram, newCourse } from "../../test/factories.js";
import { apiSuite, TEST_PASSWORD } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";
import { timetableSeriesId, topUpTimetables } from "./group-lessons.service.js";

const suite = apiSuite();
const db = () => suite.harness.database.db;
const group = (path: string) => `/api/v1/course/group/${path}`;

let courseId: number;
let students: number[];
let teachers: number[];
let counter = 0;

async function person(role: "student" | "teacher") {
  counter += 1;
  const id = await addUser(db(), {
    schoolId: suite.school.id,
    email: `timetable-${role}-${counter}.${process.pid}@test.kz`,
    password: TEST_PASSWORD,
    role,
    firstName: `${role} ${counter}`,
    lastName: "Timetable",
  });
  await joinProgram(db(), { courseId, userId: id, role });
  return id;
}

beforeAll(async () => {
  courseId = await newCourse(db(), suite.school.id);
  students = [await person("student"), await person("student"), await person("student")];
  teachers = [await person("teacher"), await person("teacher")];
});

/** The group's lessons from now on: how many, and their students. */
async function comingLessons(groupId: number) {
  const rows = await db()
    .select({ id: scheduleLessons.id, teacherId: scheduleLessons.teacherId, startAt: scheduleLessons.startAt })
    .from(scheduleLessons)
    .where(and(eq(scheduleLessons.seriesId, timetableSeriesId(groupId)), gt(scheduleLessons.startAt, new Date())));
  const seated = await db()
    .select({ lessonId: scheduleLessonStudents.lessonId, userId: scheduleLessonStudents.userId })
    .from(scheduleLessonStudents);
  return rows.map((row) => ({
    ...row,
    students: seated
      .filter((seat) => seat.lessonId === row.id)
      .map((seat) => seat.userId)
      .sort((a, b) => a - b),
  }));
}

const create = (body: Record<string, unknown>) =>
  suite.as(suite.school, "admin_school", {
    method: "POST",
    url: group("create/"),
    payload: { name_group: "Timetable", type_group: "group", course: courseId, ...body },
  });

describe("a group's timetable in the schedule", () => {
  it("plans the group's lessons eight weeks ahead, one series, with its students and teacher", async () => {
    const response = await create({
      teacher: teachers[0],
      students: [students[0], students[1]],
      schedule: [
        { weekday: 2, start_time: "10:00", duration: 60 },
        { weekday: 4, start_time: "10:00", duration: 60 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const lessons = await comingLessons(response.json().id);
    // Two slots a week for eight weeks (this week's may have passed, the ninth week's may begin).
    expect(lessons.length).toBeGreaterThanOrEqual(15);
    expect(lessons.length).toBeLessThanOrEqual(18);
    expect(new Set(lessons.map((lesson) => lesson.teacherId))).toEqual(new Set([teachers[0]]));
    for (const lesson of lessons) expect(lesson.students).toEqual(students.slice(0, 2).sort((a, b) => a - b));
  });

  it("keeps the coming lessons' students with the group's, and replans on a new timetable or teacher", async () => {
    const created = await create({
      teacher: teachers[1],
      students: [students[0]],
      schedule: [{ weekday: 1, start_time: "12:00", duration: 45 }],
    });
    const id: number = created.json().id;
    const update = (payload: Record<string, unknown>) =>
      suite.as(suite.school, "admin_school", { method: "PATCH", url: group(`update_group/${id}/`), payload });
    expect((await update({ students: [students[1], students[2]] })).statusCode).toBe(200);
    for (const lesson of await comingLessons(id)) {
      expect(lesson.students).toEqual(students.slice(1, 3).sort((a, b) => a - b));
    }
    const before = (await comingLessons(id)).length;
    expect(
      (
        await update({
          schedule: [
            { weekday: 1, start_time: "12:00", duration: 45 },
            { weekday: 5, start_time: "12:00", duration: 45 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const after = await comingLessons(id);
    expect(after.length).toBeGreaterThan(before);
    expect((await update({ teacher: null })).statusCode).toBe(200);
    expect(await comingLessons(id)).toEqual([]);
  });

  it("refuses a timetable that books a teacher twice, and writes nothing", async () => {
    const slot = { weekday: 3, start_time: "15:00", duration: 60 };
    const first = await create({ teacher: teachers[0], students: [students[2]], schedule: [slot] });
    expect(first.statusCode).toBe(201);
    const [{ groups: before }] = (await db()
      .select({ groups: count() })
      .from(scheduleLessons)
      .where(eq(scheduleLessons.teacherId, teachers[0]!))) as [{ groups: number }];
    const second = await create({ teacher: teachers[0], students: [students[1]], schedule: [slot] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "teacher_busy" });
    const [{ groups: after }] = (await db()
      .select({ groups: count() })
      .from(scheduleLessons)
      .where(eq(scheduleLessons.teacherId, teachers[0]!))) as [{ groups: number }];
    expect(after).toBe(before);
  });

  it("the nightly top-up plans nothing more when the horizon is full, and replaces what was cut", async () => {
    const created = await create({
      teacher: teachers[1],
      students: [students[0]],
      schedule: [{ weekday: 6, start_time: "11:00", duration: 60 }],
    });
    const id: number = created.json().id;
    const planned = (await comingLessons(id)).length;
    await topUpTimetables(suite.harness.deps);
    expect((await comingLessons(id)).length).toBe(planned);
    // The last two weeks were removed (as if the horizon had moved on): the top-up plans them again, once.
    const lessons = (await comingLessons(id)).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    for (const lesson of lessons.slice(-2)) await db().delete(scheduleLessons).where(eq(scheduleLessons.id, lesson.id));
    await topUpTimetables(suite.harness.deps);
    await topUpTimetables(suite.harness.deps);
    expect((await comingLessons(id)).length).toBe(planned);
  });
});
