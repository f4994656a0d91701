import type { AutomationPreview, AutomationRule, AutomationRunsPage } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolScope } from "../../core/tenancy/scope.js";
import { applicationStatusHistory, notifications, staffTasks, studentRecords } from "../../db/schema/index.js";
import { newCourse } from "../../test/factories.js";
import { caller, createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { runRules } from "./rule-runner.js";

/**
 * Automation rules (issue 37, decision 0150): a rule gives the responsible manager a task and tells the staff when an
 * application's status is set; it runs once per event however often the event arrives, only for its programs, not
 * while switched off; it is previewed and logged; only the school admin of its own school reaches it.
 */
let harness: TestApp;
let school: TestSchool;
let other: TestSchool;
let program: number;
let otherProgram: number;

beforeAll(async () => {
  harness = await createTestApp();
  school = await harness.newSchool();
  other = await harness.newSchool();
  program = await newCourse(harness.database.db, school.id);
  otherProgram = await newCourse(harness.database.db, school.id);
  await harness.database.db
    .insert(studentRecords)
    .values({ schoolId: school.id, userId: school.users.student, responsible: school.users.admin });
});
afterAll(async () => {
  await harness?.close();
});

type Role = "admin_school" | "admin" | "teacher" | "student";
const call = (role: Role, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, at = school) =>
  caller(harness)(at, role, { method, url: `/api/v1/${url}`, payload });

const refusalRule = (programIds: number[] = []) => ({
  name: "Visa refused: call tomorrow",
  trigger: "application_status_changed",
  to_status: "refusal",
  program_ids: programIds,
  actions: {
    task: { title: "Call the family about the refusal", due_in_days: 1, priority: "high" },
    notice: { text: "An application was refused", to: "all_staff" },
  },
});

const setStatus = (courseId: number, status: string) =>
  call("admin", "POST", "course/course/status/", { user_id: school.users.student, course_id: courseId, status });
const tasksAbout = () =>
  harness.database.db
    .select({ id: staffTasks.id, assigneeId: staffTasks.assigneeId, title: staffTasks.title, dueAt: staffTasks.dueAt })
    .from(staffTasks)
    .where(and(eq(staffTasks.schoolId, school.id), eq(staffTasks.studentId, school.users.student)));
const runs = async () => ((await call("admin_school", "GET", "automation/runs/")).json() as AutomationRunsPage).results;

describe("automation rules", () => {
  it("give the responsible manager a task and tell the staff once per status set, for the rule's programs only", async () => {
    const created = await call("admin_school", "POST", "automation/rules/", refusalRule([program]));
    expect(created.statusCode).toBe(201);
    const rule = created.json() as AutomationRule;
    expect(rule).toMatchObject({ enabled: true, program_ids: [program], runs: { done: 0, failed: 0 } });

    for (const status of ["selected", "submitted"]) expect((await setStatus(program, status)).statusCode).toBe(200);
    expect((await setStatus(program, "refusal")).statusCode).toBe(200);
    await expect.poll(async () => (await tasksAbout()).length, { timeout: 10_000 }).toBe(1);
    const [task] = await tasksAbout();
    expect(task).toMatchObject({ assigneeId: school.users.admin, title: "Call the family about the refusal" });
    const [event] = await harness.database.db
      .select({ id: applicationStatusHistory.id, changedAt: applicationStatusHistory.changedAt })
      .from(applicationStatusHistory)
      .where(
        and(
          eq(applicationStatusHistory.userId, school.users.student),
          eq(applicationStatusHistory.toStatus, "refusal"),
        ),
      );
    // Due a day after the event.
    expect(task!.dueAt.getTime() - event!.changedAt.getTime()).toBe(86_400_000);
    await expect.poll(async () => (await runs()).length).toBe(1);
    const [run] = await runs();
    expect(run).toMatchObject({ outcome: "done", task_id: task!.id, notified: 2, rule: { id: rule.id } });
    const notices = await harness.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.schoolId, school.id), eq(notifications.kind, "rule_notice")));
    expect(notices.map((row) => row.userId).sort()).toEqual([school.users.admin_school, school.users.admin].sort());

    // The same event delivered again (a retry, a restart) runs the rule no second time.
    const again = {
      trigger: "application_status_changed" as const,
      key: `status:${event!.id}`,
      studentId: school.users.student,
      courseId: program,
      toStatus: "refusal" as const,
      occurredAt: event!.changedAt.toISOString(),
    };
    await Promise.all([
      runRules(schoolScope(harness.deps, school.id), again),
      runRules(schoolScope(harness.deps, school.id), again),
    ]);
    expect(await tasksAbout()).toHaveLength(1);
    expect(await runs()).toHaveLength(1);

    // Another program's refusal is not the rule's.
    for (const status of ["selected", "submitted", "refusal"]) await setStatus(otherProgram, status);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await tasksAbout()).toHaveLength(1);
    const listed = (await call("admin_school", "GET", "automation/rules/")).json() as AutomationRule[];
    expect(listed.find((each) => each.id === rule.id)?.runs).toEqual({ done: 1, failed: 0 });
  });

  it("do nothing while switched off, and log a failure when the student has no responsible manager", async () => {
    const rule = (await call("admin_school", "POST", "automation/rules/", refusalRule())).json() as AutomationRule;
    const off = await call("admin_school", "PUT", `automation/rules/${rule.id}/enabled/`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    const before = (await runs()).length;
    const third = await newCourse(harness.database.db, school.id);
    for (const status of ["selected", "submitted", "refusal"]) await setStatus(third, status);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await runs()).length).toBe(before);

    await call("admin_school", "PUT", `automation/rules/${rule.id}/enabled/`, { enabled: true });
    await harness.database.db
      .update(studentRecords)
      .set({ responsible: null })
      .where(eq(studentRecords.userId, school.users.student));
    const fourth = await newCourse(harness.database.db, school.id);
    for (const status of ["selected", "submitted", "refusal"]) await setStatus(fourth, status);
    await expect.poll(async () => (await runs()).length, { timeout: 10_000 }).toBe(before + 1);
    const [latest] = await runs();
    expect(latest).toMatchObject({ outcome: "failed", failure: "no_responsible", task_id: null, notified: 2 });
  });

  it("are previewed: who stands in the rule's status today", async () => {
    const preview = (
      await call("admin_school", "POST", "automation/rules/preview/", refusalRule())
    ).json() as AutomationPreview;
    expect(preview.count).toBeGreaterThanOrEqual(3);
    expect(preview.students[0]).toMatchObject({ id: school.users.student });
    const narrowed = (
      await call("admin_school", "POST", "automation/rules/preview/", refusalRule([program]))
    ).json() as AutomationPreview;
    expect(narrowed.count).toBe(1);
  });

  it("belong to the school admin of their school, and refuse a rule that does nothing", async () => {
    const rule = (await call("admin_school", "POST", "automation/rules/", refusalRule())).json() as AutomationRule;
    expect((await call("admin", "GET", "automation/rules/")).statusCode).toBe(403);
    expect((await call("teacher", "POST", "automation/rules/", refusalRule())).statusCode).toBe(403);
    expect((await call("admin_school", "PUT", `automation/rules/${rule.id}/`, refusalRule(), other)).statusCode).toBe(
      404,
    );
    expect((await call("admin_school", "DELETE", `automation/rules/${rule.id}/`, undefined, other)).statusCode).toBe(
      404,
    );
    const idle = { ...refusalRule(), actions: { task: null, notice: null } };
    expect((await call("admin_school", "POST", "automation/rules/", idle)).statusCode).toBe(400);
    expect(
      (await call("admin_school", "POST", "automation/rules/", { ...refusalRule(), to_status: "lost" })).statusCode,
    ).toBe(400);
    const renamed = await call("admin_school", "PUT", `automation/rules/${rule.id}/`, {
      ...refusalRule(),
      name: "Renamed",
    });
    expect(renamed.json()).toMatchObject({ name: "Renamed" });
    expect((await call("admin_school", "DELETE", `automation/rules/${rule.id}/`)).statusCode).toBe(204);
    expect(
      ((await call("admin_school", "GET", "automation/rules/")).json() as AutomationRule[]).map((each) => each.id),
    ).not.toContain(rule.id);
  });
});
