import type { AutomationRule, AutomationRunsPage } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolScope } from "../../core/tenancy/scope.js";
import { applicationStatusHistory, mailings, users } from "../../db/schema/index.js";
import { newCourse } from "../../test/factories.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { TEMPLATE_TEXTS } from "../mailings/templates/template-texts.js";
import { runRules } from "./rule-runner.js";

/**
 * A rule that sends the student one of the school's message templates (issue 37, decision 0156): when the application
 * is submitted, the student gets the visa recommendations by e-mail, in their own language, as a mailing of one made
 * by the rule; the same event delivered again sends nothing more.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let harness: TestApp;
let school: TestSchool;
let program: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  harness = await createTestApp({ smtpUrl: smtp.url });
  school = await harness.newSchool();
  program = await newCourse(harness.database.db, school.id);
  await harness.database.db.update(users).set({ language: "kk" }).where(eq(users.id, school.users.student));
});
afterAll(async () => {
  await harness?.close();
  await smtp?.close();
});

const call = async (role: "admin_school" | "admin", method: "GET" | "POST", url: string, payload?: object) =>
  harness.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: await harness.authAs(school, role),
    ...(payload ? { payload } : {}),
  });

describe("a rule's message template", () => {
  it("reaches the student once, in their language, as the rule's mailing", async () => {
    const created = await call("admin_school", "POST", "automation/rules/", {
      name: "Submitted: send the visa recommendations",
      trigger: "application_status_changed",
      to_status: "submitted",
      actions: { task: null, notice: null, template: { key: "visa_recommendations", channels: ["email"] } },
    });
    expect(created.statusCode).toBe(201);
    expect((created.json() as AutomationRule).actions.template).toEqual({
      key: "visa_recommendations",
      channels: ["email"],
    });
    for (const status of ["selected", "submitted"]) {
      const set = await call("admin", "POST", "course/course/status/", {
        user_id: school.users.student,
        course_id: program,
        status,
      });
      expect(set.statusCode).toBe(200);
    }

    const [student] = await harness.database.db.select().from(users).where(eq(users.id, school.users.student));
    const mail = await smtp.waitFor(student!.email, 15_000);
    expect((await simpleParser(mail.raw)).subject).toBe(TEMPLATE_TEXTS.visa_recommendations.kk.subject);
    const runs = (await call("admin_school", "GET", "automation/runs/")).json() as AutomationRunsPage;
    expect(runs.results).toHaveLength(1);
    const mailingId = runs.results[0]!.mailing_id;
    const [mailing] = await harness.database.db.select().from(mailings).where(eq(mailings.id, mailingId!));
    expect(mailing).toMatchObject({
      kind: "automation",
      templateKey: "visa_recommendations",
      audience: { audience: "users", user_ids: [school.users.student] },
    });

    // The same event delivered again makes no second mailing.
    const [event] = await harness.database.db
      .select()
      .from(applicationStatusHistory)
      .where(
        and(
          eq(applicationStatusHistory.userId, school.users.student),
          eq(applicationStatusHistory.toStatus, "submitted"),
        ),
      );
    await runRules(schoolScope(harness.deps, school.id), {
      trigger: "application_status_changed",
      key: `status:${event!.id}`,
      studentId: school.users.student,
      courseId: program,
      toStatus: "submitted",
      occurredAt: event!.changedAt.toISOString(),
    });
    expect(await harness.database.db.select().from(mailings).where(eq(mailings.schoolId, school.id))).toHaveLength(1);
  });

  it("is refused without a template or a channel", async () => {
    for (const template of [
      { key: "visa_recommendations", channels: [] },
      { key: "no_such", channels: ["email"] },
    ]) {
      const refused = await call("admin_school", "POST", "automation/rules/", {
        name: "Broken",
        trigger: "lead_registered",
        actions: { task: null, notice: null, template },
      });
      expect(refused.statusCode).toBe(400);
    }
  });
});
