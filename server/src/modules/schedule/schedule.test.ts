import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, zonedParts } from "../../core/schedule-time.js";
import { notifications, scheduleLessons, schools } from "../../db/schema/index.js";
import { newCourse, newGroup, newScheduleLesson } from "../../test/factories.js";
import { apiSuite, TEST_PASSWORD } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

const suite = apiSuite();
const api = (path: string) => `/api/v1/schedule/${path}`;
let counter = 0;

const newPerson = (role: "teacher" | "student", schoolId = suite.school.id) => {
  counter += 1;
  return addUser(suite.harness.database.db, {
    schoolId,
    email: `sched.${role}.${counter}.${process.pid}@test.kz`,
    password: TEST_PASSWORD,
    role,
    firstName: `${role}${counter}`,
    lastName: "Test",
  });
};
/** A date in the school's zone some days from today. */
const inDays = (days: number) => addDays(zonedParts(new Date(), "Asia/Almaty").date, days);
const db = () => suite.harness.database.db;

let courseId: number;
beforeAll(async () => {
  courseId = await newCourse(db(), suite.school.id);
});

const create = (payload: object, role: "admin_school" | "admin" | "teacher" | "student" = "admin") =>
  suite.as(suite.school, role, { method: "POST", url: api("schedule/create/"), payload });

describe("planning lessons", () => {
  it("creates a lesson shown at its wall-clock time in the school's zone, stored in UTC", async () => {
    const teacher = await newPerson("teacher");
    const student = await newPerson("student");
    const date = inDays(3);
    const response = await create({
      teacher,
      course: courseId,
      type_lesson: "individual",
      date,
      time_start: "19:00",
      time_end: "20:00",
      students: [student],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [lesson] = response.json();
    expect(lesson).toMatchObject({ date, time_start: "19:00", time_end: "20:00", status_lesson: "planned" });
    // Almaty is UTC+5: 19:00 there is 14:00 UTC.
    expect(lesson.start).toBe(`${date}T14:00:00.000Z`);
    expect(lesson.students.map((person: { id: number }) => person.id)).toEqual([student]);
    const list = await suite.as(suite.school, "admin", {
      method: "GET",
      url: api(`schedule/list/?date_after=${date}&date_before=${date}&teacher=${teacher}`),
    });
    expect(list.json().map((row: { id: number }) => row.id)).toEqual([lesson.id]);
  });

  it("creates a weekly series on the named week days, all or nothing", async () => {
    const teacher = await newPerson("teacher");
    const from = inDays(7);
    const response = await create({
      teacher,
      type_lesson: "group",
      date: from,
      time_start: "10:00",
      time_end: "11:00",
      repeat_until: addDays(from, 27),
      weekdays: [1, 3],
    });
    expect(response.statusCode, response.body).toBe(201);
    const lessons = response.json();
    expect(lessons).toHaveLength(8);
    expect(new Set(lessons.map((lesson: { series_id: string }) => lesson.series_id)).size).toBe(1);
    // A second series overlapping one of those lessons writes nothing at all.
    const before = await countLessons(teacher);
    const clash = await create({
      teacher,
      type_lesson: "group",
      date: addDays(from, -7),
      time_start: "10:30",
      time_end: "11:30",
      repeat_until: addDays(from, 7),
      weekdays: [1, 3],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("teacher_busy");
    expect(await countLessons(teacher)).toBe(before);
  });

  it("books a teacher's slot once under 50 simultaneous requests: the database's constraint decides", async () => {
    const teacher = await newPerson("teacher");
    const body = { teacher, type_lesson: "individual", date: inDays(12), time_start: "12:00", time_end: "13:00" };
    const responses = await Promise.all(Array.from({ length: 50 }, () => create(body)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await countLessons(teacher)).toBe(1);
  });

  it("refuses overlapping lessons even when written straight to the database", async () => {
    const teacher = await newPerson("teacher");
    const startAt = new Date(Date.now() + 30 * 86_400_000);
    await newScheduleLesson(db(), { schoolId: suite.school.id, teacherId: teacher, startAt });
    await expect(
      newScheduleLesson(db(), {
        schoolId: suite.school.id,
        teacherId: teacher,
        startAt: new Date(startAt.getTime() + 60_000),
      }),
    ).rejects.toThrow();
  });

  it("refuses bad input with 400 or 404 and writes nothing", async () => {
    const teacher = await newPerson("teacher");
    const foreignCourse = await newCourse(db(), suite.other.id);
    const foreignGroup = await newGroup(db(), { schoolId: suite.other.id, courseId: foreignCourse });
    const base = { teacher, type_lesson: "individual", date: inDays(5), time_start: "10:00", time_end: "11:00" };
    const cases: [object, number][] = [
      [{ ...base, time_end: "09:00" }, 400],
      [{ ...base, date: "2026-02-30" }, 400],
      [{ ...base, date: inDays(500) }, 400],
      [{ ...base, time_start: "06:00", time_end: "07:00" }, 400],
      [{ ...base, time_start: "10:03" }, 400],
      [{ ...base, teacher: suite.other.users.teacher }, 404],
      [{ ...base, teacher: suite.school.users.student }, 404],
      [{ ...base, group: foreignGroup }, 404],
      [{ ...base, course: foreignCourse }, 404],
      [{ ...base, students: [suite.other.users.student] }, 404],
      [{ ...base, teacher: 99_999_999_999 }, 400],
    ];
    for (const [payload, status] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect(await countLessons(teacher)).toBe(0);
  });

  it("keeps lessons inside the teacher's work time once the teacher has work days", async () => {
    const teacher = await newPerson("teacher");
    const date = inDays(14);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    const workDay = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: api("work-day/create/"),
      payload: { teacher, weekday, time_start: "09:00", time_end: "13:00", type_lessons: ["individual"] },
    });
    expect(workDay.statusCode, workDay.body).toBe(201);
    const base = { teacher, type_lesson: "individual", date };
    const late = await create({ ...base, time_start: "12:30", time_end: "13:30" });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: "outside_work_time", fields: { date } });
    expect((await create({ ...base, type_lesson: "group", time_start: "10:00", time_end: "11:00" })).statusCode).toBe(
      400,
    );
    expect((await create({ ...base, time_start: "10:00", time_end: "11:00" })).statusCode).toBe(201);
  });
});

describe("free teachers", () => {
  it("finds the program's teachers free then, and answers the spec's message when none is", async () => {
    const course = await newCourse(db(), suite.school.id);
    const free = await newPerson("teacher");
    const busy = await newPerson("teacher");
    const allDay = await newPerson("teacher");
    await db().execute(
      sql`insert into course_members (school_id, course_id, user_id, role) values (${suite.school.id}, ${course}, ${free}, 'teacher'), (${suite.school.id}, ${course}, ${busy}, 'teacher'), (${suite.school.id}, ${course}, ${allDay}, 'teacher')`,
    );
    const date = inDays(9);
    expect(
      (await create({ teacher: busy, type_lesson: "pair", date, time_start: "15:00", time_end: "16:00" })).statusCode,
    ).toBe(201);
    // The longest lesson, started hours before the searched time, still makes its teacher busy then.
    expect(
      (await create({ teacher: allDay, type_lesson: "group", date, time_start: "09:00", time_end: "17:00" }))
        .statusCode,
    ).toBe(201);
    const search = (after: string, before: string) =>
      suite.as(suite.school, "admin", {
        method: "GET",
        url: api(
          `schedule/filter_teachers/?course=${course}&start_date=${date}&time_after=${after}&time_before=${before}`,
        ),
      });
    const found = await search("15:30", "16:30");
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ teachers: [{ id: free }], detail: null });
    expect((await search("07:00", "08:00")).json()).toEqual({
      teachers: [],
      detail: "No free teacher for the given time",
    });
  });
});

describe("statuses and the school's rules", () => {
  const post = (role: "admin" | "teacher" | "student", id: number, payload: object) =>
    suite.as(suite.school, role, { method: "POST", url: api(`schedule/post_status/${id}/`), payload });

  it("lets the lesson's teacher mark a started lesson conducted, and refuses illegal moves with 409", async () => {
    const lesson = await newScheduleLesson(db(), {
      schoolId: suite.school.id,
      teacherId: suite.school.users.teacher,
      startAt: new Date(Date.now() - 3_600_000),
    });
    const done = await post("teacher", lesson, { status_lesson: "finished" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status_lesson: "finished", next: [], can_reset: true });
    const again = await post("admin", lesson, { status_lesson: "cancelled", reason: "mistake" });
    expect(again.statusCode).toBe(409);
    const reset = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`schedule/cancel_status/${lesson}/`),
      payload: {},
    });
    expect(reset.json()).toMatchObject({ status_lesson: "planned" });
    const resetAgain = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`schedule/cancel_status/${lesson}/`),
      payload: {},
    });
    expect(resetAgain.statusCode).toBe(409);
  });

  it("refuses a student's late cancellation, accepts a timely one, and counts it against the month", async () => {
    const student = suite.school.users.student;
    const teacher = await newPerson("teacher");
    const lessonAt = (hours: number) =>
      newScheduleLesson(db(), {
        schoolId: suite.school.id,
        teacherId: teacher,
        studentIds: [student],
        startAt: new Date(Date.now() + hours * 3_600_000),
      });
    const late = await post("student", await lessonAt(1), { status_lesson: "cancelled" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "notice_too_short", fields: { notice_hours: "24" } });
    // Three lessons of one month, far enough ahead: the first two go, the third is over the allowance of 2.
    const month = new Date(Date.now() + 40 * 86_400_000);
    const sameMonth = await Promise.all(
      [0, 1, 2].map((index) =>
        newScheduleLesson(db(), {
          schoolId: suite.school.id,
          teacherId: teacher,
          studentIds: [student],
          startAt: new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 10 + index, 6)),
        }),
      ),
    );
    const results = await Promise.all(sameMonth.map((id) => post("student", id, { status_lesson: "cancelled" })));
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 200, 409]);
    expect(results.find((response) => response.statusCode === 409)?.json().code).toBe("allowance_used");
    // Staff reset one: the student has one cancellation again.
    const cancelled = sameMonth.filter((_id, index) => results[index]?.statusCode === 200);
    await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`schedule/cancel_status/${cancelled[0]}/`),
      payload: { reason: "refund" },
    });
    const refused = sameMonth.find((_id, index) => results[index]?.statusCode === 409) as number;
    expect((await post("student", refused, { status_lesson: "cancelled" })).statusCode).toBe(200);
  });

  it("lets staff act inside the notice period only with a reason, logged in the history", async () => {
    const lesson = await newScheduleLesson(db(), {
      schoolId: suite.school.id,
      teacherId: await newPerson("teacher"),
      studentIds: [suite.school.users.student],
      startAt: new Date(Date.now() + 3_600_000),
    });
    expect((await post("admin", lesson, { status_lesson: "cancelled" })).statusCode).toBe(400);
    const done = await post("admin", lesson, { status_lesson: "cancelled", reason: "Teacher is ill" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().history.at(-1)).toMatchObject({ kind: "cancelled", override: true, reason: "Teacher is ill" });
  });

  it("moves a lesson, keeping the old slot in its history", async () => {
    const teacher = await newPerson("teacher");
    const date = inDays(6);
    const [lesson] = (
      await create({ teacher, type_lesson: "individual", date, time_start: "10:00", time_end: "11:00" })
    ).json();
    const moved = await post("admin", lesson.id, {
      status_lesson: "rescheduled",
      date: addDays(date, 1),
      time_start: "12:00",
      time_end: "13:00",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status_lesson: "rescheduled", date: addDays(date, 1), time_start: "12:00" });
    expect(moved.json().history.at(-1)).toMatchObject({
      kind: "rescheduled",
      old_start: `${date} 10:00`,
      new_start: `${addDays(date, 1)} 12:00`,
    });
  });

  it("refuses a move to a lesson longer than 8 hours, as the database refuses such a lesson", async () => {
    const teacher = await newPerson("teacher");
    const date = inDays(6);
    const [lesson] = (
      await create({ teacher, type_lesson: "individual", date, time_start: "10:00", time_end: "11:00" })
    ).json();
    const moved = await post("admin", lesson.id, {
      status_lesson: "rescheduled",
      date,
      time_start: "09:00",
      time_end: "17:05",
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().fields).toHaveProperty("time_end");
    const startAt = new Date(Date.now() + 40 * 86_400_000);
    await expect(
      newScheduleLesson(db(), {
        schoolId: suite.school.id,
        teacherId: teacher,
        startAt,
        endAt: new Date(startAt.getTime() + 10 * 3_600_000),
      }),
    ).rejects.toThrow();
  });
});

describe("cancelling and moving a lesson (issue 23)", () => {
  const post = (role: "admin" | "student", id: number, payload: object) =>
    suite.as(suite.school, role, { method: "POST", url: api(`schedule/post_status/${id}/`), payload });
  const detail = (role: "admin" | "student", id: number) =>
    suite.as(suite.school, role, { method: "GET", url: api(`schedule/detail/${id}/`) }).then((r) => r.json());

  it("a cancellation by staff says why: the reason is kept, and the student and teacher are told in the app and by e-mail", async () => {
    const teacher = await newPerson("teacher");
    const student = await newPerson("student");
    const lesson = await newScheduleLesson(db(), {
      schoolId: suite.school.id,
      teacherId: teacher,
      studentIds: [student],
      startAt: new Date(Date.now() + 5 * 86_400_000),
    });
    const unexplained = await post("admin", lesson, { status_lesson: "cancelled" });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().fields).toHaveProperty("reason");
    expect((await detail("admin", lesson)).status_lesson).toBe("planned");

    const done = await post("admin", lesson, { status_lesson: "cancelled", reason: "The teacher is ill" });
    expect(done.statusCode, done.body).toBe(200);
    // The student reads the same reason in the lesson's history.
    const seen = await suite.harness.app.inject({
      method: "GET",
      url: api(`schedule/detail/${lesson}/`),
      headers: await suite.harness.authAs({ ...suite.school, users: { ...suite.school.users, student } }, "student"),
    });
    expect(seen.json().history.at(-1)).toMatchObject({
      kind: "cancelled",
      reason: "The teacher is ill",
      override: false,
    });
    const told = await db()
      .select({
        id: notifications.id,
        userId: notifications.userId,
        body: notifications.body,
        email: notifications.email,
      })
      .from(notifications)
      .where(and(eq(notifications.kind, "schedule_change"), inArray(notifications.userId, [student, teacher])));
    expect(told.map((row) => row.userId).sort()).toEqual([student, teacher].sort());
    for (const row of told) {
      expect(row.body).toContain("The teacher is ill");
      // Queued in the cancellation's transaction; the worker may have sent it already.
      expect(["pending", "sent"]).toContain(row.email);
    }
    const queued = await db().execute(
      sql`select data->>'notification_id' as id from pgboss.job where name = 'notifications.email'`,
    );
    const queuedIds = (queued as unknown as { rows: { id: string }[] }).rows.map((row) => Number(row.id));
    expect(queuedIds).toEqual(expect.arrayContaining(told.map((row) => row.id)));
  });

  it("keeps a student's own reason too", async () => {
    const lesson = await newScheduleLesson(db(), {
      schoolId: suite.school.id,
      teacherId: await newPerson("teacher"),
      studentIds: [suite.school.users.student],
      startAt: new Date(Date.now() + 6 * 86_400_000),
    });
    const done = await post("student", lesson, { status_lesson: "cancelled", reason: "Exam at school" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().history.at(-1)).toMatchObject({ kind: "cancelled", reason: "Exam at school" });
  });

  it("refuses a dragged move by the edit form's rules: work hours, a busy teacher, the notice period", async () => {
    const teacher = await newPerson("teacher");
    const date = inDays(8);
    const [lesson, other] = await Promise.all(
      ["10:00", "14:00"].map(async (time_start) => {
        const response = await create({
          teacher,
          type_lesson: "individual",
          date,
          time_start,
          time_end: time_start.replace(":00", ":45"),
        });
        return response.json()[0].id as number;
      }),
    );
    const early = await post("admin", lesson as number, {
      status_lesson: "rescheduled",
      date,
      time_start: "06:00",
      time_end: "06:45",
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: "outside_work_time", fields: { work_hours: expect.any(String) } });
    const onTop = await post("admin", other as number, {
      status_lesson: "rescheduled",
      date,
      time_start: "10:15",
      time_end: "11:00",
    });
    expect(onTop.statusCode).toBe(409);
    expect(onTop.json().code).toBe("teacher_busy");
    const soon = await newScheduleLesson(db(), {
      schoolId: suite.school.id,
      teacherId: teacher,
      startAt: new Date(Date.now() + 3_600_000),
    });
    const tooLate = await post("admin", soon, {
      status_lesson: "rescheduled",
      date: inDays(9),
      time_start: "12:00",
      time_end: "12:45",
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().fields).toHaveProperty("reason");
    // Nothing moved.
    expect(await detail("admin", lesson as number)).toMatchObject({ status_lesson: "planned", time_start: "10:00" });
    expect(await detail("admin", other as number)).toMatchObject({ status_lesson: "planned", time_start: "14:00" });
  });
});

describe("who sees which lessons", () => {
  it("shows a student their own lessons, a teacher theirs, staff the school's; another school's are not found", async () => {
    const teacher = await newPerson("teacher");
    const date = inDays(20);
    const mine = (
      await create({
        teacher: suite.school.users.teacher,
        type_lesson: "individual",
        date,
        time_start: "08:00",
        time_end: "08:45",
        students: [suite.school.users.student],
      })
    ).json()[0].id;
    const theirs = (
      await create({ teacher, type_lesson: "individual", date, time_start: "08:00", time_end: "08:45" })
    ).json()[0].id;
    const list = (role: "admin" | "teacher" | "student") =>
      suite
        .as(suite.school, role, { method: "GET", url: api(`schedule/list/?date=${date}`) })
        .then((response) => response.json().map((row: { id: number }) => row.id));
    expect(await list("admin")).toEqual(expect.arrayContaining([mine, theirs]));
    expect(await list("teacher")).toEqual([mine]);
    expect(await list("student")).toEqual([mine]);
    const detail = await suite.as(suite.school, "student", { method: "GET", url: api(`schedule/detail/${theirs}/`) });
    expect(detail.statusCode).toBe(404);
    const foreign = await newScheduleLesson(db(), { schoolId: suite.other.id, teacherId: suite.other.users.teacher });
    expect(
      (await suite.as(suite.school, "admin", { method: "GET", url: api(`schedule/detail/${foreign}/`) })).statusCode,
    ).toBe(404);
  });
});

describe("the calendar feed", () => {
  it("serves the user's lessons as iCalendar until revoked", async () => {
    const link = await suite.as(suite.school, "student", { method: "POST", url: api("ical/") });
    const url = new URL(link.json().url);
    const feed = await suite.harness.app.inject({ method: "GET", url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(feed.body).toContain("END:VCALENDAR\r\n");
    await suite.as(suite.school, "student", { method: "DELETE", url: api("ical/") });
    expect((await suite.harness.app.inject({ method: "GET", url: url.pathname })).statusCode).toBe(404);
  });
});

describe("school settings", () => {
  it("change the rules the server enforces", async () => {
    const changed = await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: "/api/v1/user/school/schedule_settings/",
      payload: { cancel_time: 48, work_end: "23:00" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ cancel_time: 48, work_end: "23:00", time_zone: "Asia/Almaty" });
    const [row] = await db()
      .select({ cancelTime: schools.cancelTime })
      .from(schools)
      .where(eq(schools.id, suite.school.id));
    expect(row?.cancelTime).toBe(48);
    await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: "/api/v1/user/school/schedule_settings/",
      payload: { cancel_time: 24, work_end: "22:00" },
    });
    const bad = await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: "/api/v1/user/school/schedule_settings/",
      payload: { time_zone: "Mars/Olympus" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

async function countLessons(teacherId: number): Promise<number> {
  const rows = await db()
    .select({ id: scheduleLessons.id })
    .from(scheduleLessons)
    .where(and(eq(scheduleLessons.schoolId, suite.school.id), eq(scheduleLessons.teacherId, teacherId)));
  return rows.length;
}
