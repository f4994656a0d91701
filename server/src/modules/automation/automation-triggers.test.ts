import type { AutomationPreview, AutomationRule, AutomationRunsPage } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../core/schedule-time.js";
import { schoolScope } from "../../core/tenancy/scope.js";
import {
  conversationMessages,
  conversationThreads,
  exerciseAttemptHistory,
  notifications,
  paymentTranches,
  staffTasks,
  studentRecords,
  users,
} from "../../db/schema/index.js";
import { newCourse, newExerciseList, newLesson } from "../../test/factories.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { dispatchRuleSweeps, sweepSchool } from "./rule-sweep.js";

/**
 * The triggers beyond a status set (decision 0152): a lead's registration runs the school's lead rules once, with the
 * task given to the staff member the rule names; the morning sweep finds a document about to expire, a tranche
 * overdue and a student who has not answered, each once per state however often it runs; each trigger previews what
 * it would meet today and refuses conditions it does not take.
 */
let harness: TestApp;
let school: TestSchool;
const DAY_MS = 86_400_000;
const now = new Date();
const today = now.toISOString().slice(0, 10);

beforeAll(async () => {
  harness = await createTestApp();
  school = await harness.newSchool();
  await harness.database.db.insert(studentRecords).values({
    schoolId: school.id,
    userId: school.users.student,
    responsible: school.users.admin,
    passportExpires: addDays(today, 10),
  });
});
afterAll(async () => {
  await harness?.close();
});

const call = async (method: "GET" | "POST", url: string, payload?: object) =>
  harness.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: await harness.authAs(school, "admin_school"),
    ...(payload ? { payload } : {}),
  });

const rule = (body: { trigger: string; days?: number; assignee?: number; notice?: boolean }) => ({
  name: `When ${body.trigger}`,
  trigger: body.trigger,
  days: body.days ?? null,
  program_ids: [],
  actions: {
    task: {
      title: `Follow up: ${body.trigger}`,
      due_in_days: 1,
      priority: "normal",
      assignee_id: body.assignee ?? null,
    },
    notice: body.notice ? { text: "Have a look", to: "responsible" } : null,
  },
});
const created = async (body: object) => {
  const answer = await call("POST", "automation/rules/", body);
  expect(answer.statusCode).toBe(201);
  return answer.json() as AutomationRule;
};
const tasksTitled = (title: string) =>
  harness.database.db
    .select({ assigneeId: staffTasks.assigneeId, studentId: staffTasks.studentId, courseId: staffTasks.courseId })
    .from(staffTasks)
    .where(and(eq(staffTasks.schoolId, school.id), eq(staffTasks.title, title)));
const runsOf = async (ruleId: number) =>
  ((await call("GET", `automation/runs/?rule=${ruleId}`)).json() as AutomationRunsPage).results;
const preview = async (body: object) =>
  (await call("POST", "automation/rules/preview/", body)).json() as AutomationPreview;

describe("automation triggers", () => {
  it("take only the conditions their trigger names", async () => {
    const refused = [
      { ...rule({ trigger: "lead_registered" }), to_status: "refusal" },
      rule({ trigger: "document_expiring" }),
      rule({ trigger: "tranche_overdue", days: 0 }),
      rule({ trigger: "lead_registered", days: 3 }),
      { ...rule({ trigger: "application_status_changed" }), to_status: null },
    ];
    for (const body of refused) expect((await call("POST", "automation/rules/", body)).statusCode).toBe(400);
    // A task for a student is not a chosen assignee.
    const student = await call(
      "POST",
      "automation/rules/",
      rule({ trigger: "lead_registered", assignee: school.users.student }),
    );
    expect(student.statusCode).toBe(400);
  });

  it("run a lead rule once for a consultation request, the task going to the staff member it names", async () => {
    const leadRule = await created(rule({ trigger: "lead_registered", assignee: school.users.admin_school }));
    expect(leadRule.actions.task?.assignee_id).toBe(school.users.admin_school);
    const program = await newCourse(harness.database.db, school.id);
    const request = (email: string) =>
      harness.app.inject({
        method: "POST",
        url: `/api/v1/marketing/consultation/?domain=${school.domain}`,
        payload: { first_name: "Dana", email, course_id: program },
      });
    expect((await request("dana.lead@example.test")).statusCode).toBeLessThan(300);
    await expect
      .poll(async () => (await tasksTitled("Follow up: lead_registered")).length, { timeout: 10_000 })
      .toBe(1);
    const [lead] = await harness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "dana.lead@example.test"));
    expect((await tasksTitled("Follow up: lead_registered"))[0]).toEqual({
      assigneeId: school.users.admin_school,
      studentId: lead!.id,
      courseId: program,
    });
    // The same person asking again is no new lead: nothing runs again.
    expect((await request("dana.lead@example.test")).statusCode).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await tasksTitled("Follow up: lead_registered")).toHaveLength(1);
    expect(await runsOf(leadRule.id)).toHaveLength(1);
    expect((await preview(rule({ trigger: "lead_registered" }))).students.map((each) => each.id)).toContain(lead!.id);
  });

  it("sweep a school's morning once per state: a document expiring, a tranche overdue, a student silent", async () => {
    const db = harness.database.db;
    await db.insert(paymentTranches).values([
      { schoolId: school.id, userId: school.users.student, amount: 50_000, dueDate: addDays(today, -5) },
      // Overdue by one day only: not yet the rule's.
      { schoolId: school.id, userId: school.users.student, amount: 70_000, dueDate: addDays(today, -1) },
    ]);
    const [message] = await db
      .insert(conversationMessages)
      .values({
        schoolId: school.id,
        studentId: school.users.student,
        direction: "out",
        channel: "app",
        authorId: school.users.admin,
        body: "Did you book the visa appointment?",
        delivery: "sent",
        createdAt: new Date(now.getTime() - 8 * DAY_MS),
      })
      .returning({ id: conversationMessages.id });
    await db
      .insert(conversationThreads)
      .values({ schoolId: school.id, studentId: school.users.student, lastMessageId: message!.id });

    const expiring = await created(rule({ trigger: "document_expiring", days: 30 }));
    const overdue = await created(rule({ trigger: "tranche_overdue", days: 3, notice: true }));
    const silent = await created(rule({ trigger: "student_silent", days: 7 }));
    const tooFar = await created({ ...rule({ trigger: "document_expiring", days: 5 }), name: "Five days before" });

    expect(await preview(rule({ trigger: "document_expiring", days: 30 }))).toMatchObject({
      count: 1,
      students: [{ id: school.users.student, item: expect.any(String), date: addDays(today, 10) }],
    });
    expect((await preview(rule({ trigger: "tranche_overdue", days: 3 }))).count).toBe(1);
    expect((await preview(rule({ trigger: "student_silent", days: 7 }))).count).toBe(1);
    expect((await preview(rule({ trigger: "student_silent", days: 9 }))).count).toBe(0);

    const job = schoolScope(harness.deps, school.id);
    expect(await sweepSchool(job, { today, now })).toBe(3);
    // Again, twice at once (a retry beside a second process): nothing new.
    expect(await Promise.all([sweepSchool(job, { today, now }), sweepSchool(job, { today, now })])).toEqual([0, 0]);
    for (const each of [expiring, overdue, silent]) expect(await runsOf(each.id)).toHaveLength(1);
    expect(await runsOf(tooFar.id)).toHaveLength(0);
    expect(await tasksTitled("Follow up: document_expiring")).toHaveLength(1);
    expect(await tasksTitled("Follow up: student_silent")).toHaveLength(1);
    expect((await runsOf(overdue.id))[0]).toMatchObject({ outcome: "done", notified: 1 });
    const notices = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.schoolId, school.id), eq(notifications.kind, "rule_notice")));
    expect(notices).toEqual([{ userId: school.users.admin }]);

    // A new state is a new event: the passport renewed to a date within the window, the school writing again.
    await db
      .update(studentRecords)
      .set({ passportExpires: addDays(today, 20) })
      .where(eq(studentRecords.userId, school.users.student));
    expect(await sweepSchool(job, { today, now })).toBe(1);
    expect(await runsOf(expiring.id)).toHaveLength(2);
  });

  it("find a test passed for the first time once: not a retake of one passed before, not a list without a pass mark", async () => {
    const db = harness.database.db;
    const program = await newCourse(db, school.id);
    const lessonId = await newLesson(db, { schoolId: school.id, courseId: program });
    const list = (titleEn: string, minPercent: number) =>
      newExerciseList(db, { schoolId: school.id, lessonId, titleRu: titleEn, titleEn, minPercent });
    const [mock, passedBefore, practice] = [
      await list("IELTS mock", 60),
      await list("Grammar", 60),
      await list("Practice", 0),
    ];
    const attempt = (exListId: number, number: number, daysAgo: number, passed: boolean) => ({
      schoolId: school.id,
      exListId,
      userId: school.users.student,
      number,
      startedAt: new Date(now.getTime() - daysAgo * DAY_MS - 3_600_000),
      finishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      percent: passed ? 80 : 40,
      passed,
    });
    await db
      .insert(exerciseAttemptHistory)
      .values([
        attempt(mock, 1, 3, false),
        attempt(mock, 2, 1, true),
        attempt(passedBefore, 1, 10, true),
        attempt(passedBefore, 2, 1, true),
        attempt(practice, 1, 1, true),
      ]);
    const passedRule = await created(rule({ trigger: "test_passed" }));
    const found = await preview(rule({ trigger: "test_passed" }));
    expect(found).toMatchObject({ count: 1, students: [{ id: school.users.student }] });
    expect(found.students[0]!.item).toBe("IELTS mock");

    const job = schoolScope(harness.deps, school.id);
    expect(await sweepSchool(job, { today, now })).toBe(1);
    expect(await sweepSchool(job, { today, now })).toBe(0);
    expect(await runsOf(passedRule.id)).toHaveLength(1);
    expect(await tasksTitled("Follow up: test_passed")).toEqual([
      { assigneeId: school.users.admin, studentId: school.users.student, courseId: program },
    ]);
  });

  it("queue each school's sweep from its morning hour, once a day", async () => {
    const deps = { db: harness.database.db, queue: harness.deps.queue };
    // Almaty is five hours ahead: 03:00 UTC is 08:00 there, before the hour; 05:00 UTC is 10:00.
    const ours = async (at: string) => dispatchRuleSweeps(deps, new Date(`${today}T${at}:00Z`));
    expect(await ours("03:00")).toBe(0);
    expect(await ours("05:00")).toBe(1);
  });
});
