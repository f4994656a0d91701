import type { StaffTaskComment, StaffTaskPage, StaffTaskView } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolScope } from "../../core/tenancy/scope.js";
import { notifications } from "../../db/schema/index.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";
import { remindOfTask } from "./task-reminder.job.js";

/**
 * Staff tasks (issue 37, decision 0149): a manager's follow-ups by box in the school's day, about a student, reminded
 * once at the due time; none of it reaches another school, a teacher or a student.
 */
let harness: TestApp;
let school: TestSchool;
let other: TestSchool;

beforeAll(async () => {
  harness = await createTestApp();
  school = await harness.newSchool();
  other = await harness.newSchool();
});
afterAll(async () => {
  await harness?.close();
});

type Role = "admin_school" | "admin" | "teacher" | "student";
const call = async (role: Role, method: "GET" | "POST" | "PATCH", url: string, payload?: object, at = school) =>
  harness.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: await harness.authAs(at, role),
    ...(payload ? { payload } : {}),
  });

/** The school's (Asia/Almaty, UTC+5) date `days` from today, as the form sends it. */
const almatyDate = (days: number) =>
  new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const box = async (name: string, role: Role = "admin", extra = "") =>
  (await call(role, "GET", `staff-tasks/?box=${name}${extra}`)).json() as StaffTaskPage;
const remindersOf = (userId: number) =>
  harness.database.db
    .select({ title: notifications.titleEn, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "task_due")));

describe("staff tasks", () => {
  it("are listed by box in the school's day, soonest first, with the tabs' counts", async () => {
    const created = [];
    for (const [title, days, time] of [
      ["Yesterday's call", -1, "10:00"],
      ["Tomorrow's visa check", 1, "09:30"],
      ["Late tonight", 0, "23:59"],
    ] as const) {
      const answer = await call("admin", "POST", "staff-tasks/", {
        title,
        due_date: almatyDate(days),
        due_time: time,
        priority: "high",
        student_id: school.users.student,
      });
      expect(answer.statusCode).toBe(201);
      created.push(answer.json() as StaffTaskView);
    }
    expect(created[0]).toMatchObject({
      due_time: "10:00",
      priority: "high",
      done: false,
      student: { id: school.users.student },
    });
    expect(created[0]!.assignee?.id).toBe(school.users.admin);

    const today = await box("today");
    expect(today.results.map((task) => task.title)).toEqual(["Late tonight"]);
    expect(today.counts).toEqual({ overdue: 1, today: 1, upcoming: 1 });
    expect((await box("overdue")).results.map((task) => task.title)).toEqual(["Yesterday's call"]);
    expect((await box("upcoming")).results.map((task) => task.title)).toEqual(["Tomorrow's visa check"]);
    // The student's page lists every task about them, whoever holds it; the school admin holds none of them.
    expect((await box("upcoming", "admin_school", `&student=${school.users.student}`)).results).toHaveLength(1);
    expect((await box("upcoming", "admin_school")).results).toHaveLength(0);
  });

  it("are done, reopened, moved and commented on", async () => {
    const task = (
      await call("admin", "POST", "staff-tasks/", {
        title: "Send the apostille",
        due_date: almatyDate(2),
        due_time: "12:00",
      })
    ).json() as StaffTaskView;
    const done = await call("admin", "PATCH", `staff-tasks/${task.id}/`, { done: true });
    expect(done.json()).toMatchObject({ done: true });
    expect((await box("done")).results.map((each) => each.id)).toContain(task.id);
    const reopened = await call("admin", "PATCH", `staff-tasks/${task.id}/`, {
      done: false,
      due_date: almatyDate(3),
      due_time: "08:15",
      assignee_id: school.users.admin_school,
    });
    expect(reopened.json()).toMatchObject({
      done: false,
      due_time: "08:15",
      assignee: { id: school.users.admin_school },
    });
    const written = await call("admin", "POST", `staff-tasks/${task.id}/comments/`, {
      text: "<b>Called</b>, no answer",
    });
    expect(written.statusCode).toBe(201);
    const comments = (
      await call("admin_school", "GET", `staff-tasks/${task.id}/comments/`)
    ).json() as StaffTaskComment[];
    expect(comments.map((each) => each.text)).toEqual(["<b>Called</b>, no answer"]);
    expect(comments[0]!.author?.id).toBe(school.users.admin);
  });

  it("are held only by a school admin or manager of the school, and refuse bad input changing nothing", async () => {
    const base = { title: "Check", due_date: almatyDate(1), due_time: "10:00" };
    const teacher = await call("admin", "POST", "staff-tasks/", { ...base, assignee_id: school.users.teacher });
    expect(teacher.statusCode).toBe(400);
    expect(teacher.json().fields).toHaveProperty("assignee_id");
    const foreign = await call("admin", "POST", "staff-tasks/", { ...base, student_id: other.users.student });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty("student_id");
    for (const bad of [
      { ...base, due_time: "25:00" },
      { ...base, due_date: "2026-02-30" },
      { ...base, title: "" },
      { ...base, title: "x".repeat(201) },
      { ...base, priority: "urgent" },
    ]) {
      expect((await call("admin", "POST", "staff-tasks/", bad)).statusCode).toBe(400);
    }
    const mine = (await call("admin", "POST", "staff-tasks/", base)).json() as StaffTaskView;
    expect((await call("admin", "PATCH", `staff-tasks/${mine.id}/`, { due_date: almatyDate(4) })).statusCode).toBe(400);
    // Another school's staff, a teacher and a student reach nothing of it.
    expect((await call("admin", "PATCH", `staff-tasks/${mine.id}/`, { done: true }, other)).statusCode).toBe(404);
    expect((await call("admin", "GET", `staff-tasks/${mine.id}/comments/`, undefined, other)).statusCode).toBe(404);
    expect((await call("teacher", "GET", "staff-tasks/")).statusCode).toBe(403);
    expect((await call("student", "POST", "staff-tasks/", base)).statusCode).toBe(403);
    expect((await call("admin", "GET", "staff-tasks/?after=nonsense")).statusCode).toBe(400);
  });

  it("are made for every student of the user list's filter at once", async () => {
    await addUser(harness.database.db, {
      schoolId: school.id,
      email: `bulk.${Date.now()}@test.kz`,
      password: "correct-horse-42",
      role: "student",
      firstName: "Aigerim",
      lastName: "Bulk",
    });
    const answer = await call("admin", "POST", "staff-tasks/bulk/", {
      title: "Remind of the pre-enrolment",
      due_date: almatyDate(5),
      due_time: "11:00",
      filters: { q: "Bulk" },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ created: 1 });
    const everyone = await call("admin", "POST", "staff-tasks/bulk/", {
      title: "Everyone",
      due_date: almatyDate(5),
      due_time: "11:00",
      filters: {},
    });
    expect(everyone.json()).toEqual({ created: 2 });
  });

  it("reminds the assignee once at the due time, and not for a due time since moved", async () => {
    const assignee = school.users.admin_school;
    const task = (
      await call("admin", "POST", "staff-tasks/", {
        title: "Book the visa appointment",
        due_date: almatyDate(-1),
        due_time: "09:00",
        assignee_id: assignee,
        student_id: school.users.student,
      })
    ).json() as StaffTaskView;
    // Due already: its job runs at once (the queue's workers run in the test app).
    await expect.poll(async () => (await remindersOf(assignee)).length, { timeout: 10_000 }).toBe(1);
    const [reminder] = await remindersOf(assignee);
    expect(reminder).toMatchObject({ title: "A task is due" });
    expect(reminder!.body).toContain("Book the visa appointment");
    // The same event again (a job run twice) writes nothing more.
    const work = schoolScope(harness.deps, school.id);
    await remindOfTask(work, { taskId: task.id, dueAt: task.due_at });
    expect(await remindersOf(assignee)).toHaveLength(1);
    // A reminder stored for a due time the task no longer has does nothing.
    await call("admin", "PATCH", `staff-tasks/${task.id}/`, { due_date: almatyDate(9), due_time: "09:00" });
    await remindOfTask(work, { taskId: task.id, dueAt: task.due_at });
    expect(await remindersOf(assignee)).toHaveLength(1);
  });
});
