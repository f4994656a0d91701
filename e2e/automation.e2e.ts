import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schoolScope } from "../server/src/core/tenancy/scope.js";
import {
  applicationStatuses,
  automationRules,
  automationRuns,
  mailings,
  staffTasks,
  users,
} from "../server/src/db/schema/index.js";
import { sweepSchool } from "../server/src/modules/automation/rule-sweep.js";
import {
  browserSuite,
  chooseLanguage,
  DEMO_PASSWORD,
  demoAccount,
  demoSchoolId,
  expectAccessible,
  loginAs,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * Automation rules (issue 37, decision 0150): the school admin writes a rule (a refused application gives the
 * student's responsible manager a task), previews who stands in that status today, and watches it run once on the
 * event in the log; the manager finds the task in My tasks. ru at 1280 px; kk at 390 px; en.
 */
const suite = browserSuite();

/** Aliya's application under review (the demo's): a refusal is its next move. */
async function submittedApplication() {
  const db = suite.platform.database.db;
  const [row] = await db
    .select({ userId: applicationStatuses.userId, courseId: applicationStatuses.courseId })
    .from(applicationStatuses)
    .innerJoin(users, eq(users.id, applicationStatuses.userId))
    .where(and(eq(users.email, "aliya@demo.kz"), eq(applicationStatuses.status, "submitted")));
  return row!;
}

describe("automation rules", () => {
  it("a refused application gives the responsible manager a task, once, shown in the log and My tasks (ru)", async () => {
    const page = await suite.openPage(1280);
    await loginAs(page, "admin_school", "/automation");
    await chooseLanguage(page, "ru");
    await page.getByTestId("rule-new").click();
    await page.getByTestId("rule-form").waitFor();
    await page.getByTestId("rule-name").fill("Отказ: позвонить семье");
    await page.getByTestId("rule-task-title").fill("Позвонить семье после отказа");
    await page.getByTestId("rule-preview").click();
    await page.getByTestId("rule-preview-result").waitFor();
    await expectAccessible(page, "a rule's form with its preview, ru 1280");
    await screenshot(page, "automation-rule-form-ru-1280");
    await page.getByTestId("rule-save").click();
    await page.getByTestId("rule-form").waitFor({ state: "detached" });
    await page.getByTestId("rules").getByText("Отказ: позвонить семье").waitFor();

    const application = await submittedApplication();
    // The manager sets the status (as the student page's status control does), through the API.
    const login = await page.request.post("/api/v1/user/accounts/login/", {
      data: { email: demoAccount("admin").email, password: DEMO_PASSWORD },
    });
    const { access } = (await login.json()) as { access: string };
    const set = await page.request.post("/api/v1/course/course/status/", {
      data: { user_id: application.userId, course_id: application.courseId, status: "refusal" },
      headers: { authorization: `Bearer ${access}` },
    });
    expect(set.status()).toBe(200);
    // The rules run in a job stored with the status change: once it has, the log lists the run.
    await expect
      .poll(
        async () =>
          (
            await suite.platform.database.db
              .select({ id: automationRuns.id })
              .from(automationRuns)
              .innerJoin(automationRules, eq(automationRules.id, automationRuns.ruleId))
              .where(eq(automationRules.name, "Отказ: позвонить семье"))
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.getByRole("tab", { name: "Журнал" }).click();
    await page.getByTestId("runs").getByText("Отказ: позвонить семье").waitFor();
    // The demo's own refusal rule ran on the same event; each rule once.
    expect(await page.getByTestId("run").filter({ hasText: "Отказ: позвонить семье" }).count()).toBe(1);
    expect(await page.getByTestId("run").filter({ hasText: "Отказ" }).count()).toBe(2);
    await expectAccessible(page, "the rules' log, ru 1280");
    await screenshot(page, "automation-log-ru-1280");

    const [manager] = await suite.platform.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccount("admin").email));
    const tasks = await suite.platform.database.db
      .select({ assigneeId: staffTasks.assigneeId })
      .from(staffTasks)
      .where(eq(staffTasks.title, "Позвонить семье после отказа"));
    expect(tasks).toEqual([{ assigneeId: manager!.id }]);
  });

  it("the rules fit a phone and switch off (kk, 390 px), and read in English (en)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/automation");
    await chooseLanguage(page, "kk");
    const rule = page.getByTestId("rules").locator("li.automation-rule").first();
    await rule.waitFor();
    await rule.getByTestId("rule-enabled").click();
    await expect.poll(() => rule.getByTestId("rule-enabled").getAttribute("aria-checked")).toBe("false");
    await expectAccessible(page, "automation rules, kk 390");
    await screenshot(page, "automation-kk-390");
    await chooseLanguage(page, "en");
    await rule.getByText(/When an application's status becomes/).waitFor();
    await screenshot(page, "automation-en-390");
  });

  it("a tranche overdue three days gives a task on the morning's sweep, previewed first (en)", async () => {
    const page = await suite.openPage(1280);
    await loginAs(page, "admin_school", "/automation");
    await chooseLanguage(page, "en");
    await page.getByTestId("rule-new").click();
    await page.getByTestId("rule-form").waitFor();
    await page.getByTestId("rule-name").fill("Overdue tranche: call");
    await page.getByTestId("rule-trigger").click();
    await page
      .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="A tranche is overdue"]`)
      .click();
    await expect.poll(() => page.getByTestId("rule-status").count()).toBe(0);
    await page.getByTestId("rule-days").fill("3");
    await page.getByTestId("rule-task-title").fill("Call about the overdue tranche");
    // And the student gets the school's reminder template by e-mail and Telegram.
    await page.getByTestId("rule-with-template").click();
    await page.getByTestId("rule-template-key").click();
    await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="Service rating"]`).click();
    await page.getByTestId("rule-template-channels").getByText("Telegram").click();
    await page.getByTestId("rule-preview").click();
    // Timur's tranche is a week overdue in the demo.
    await page
      .getByTestId("rule-preview-result")
      .getByText(/overdue so long/)
      .waitFor();
    await page.getByTestId("rule-preview-result").getByText(/Timur/).waitFor();
    await expectAccessible(page, "a swept rule's form with its preview, en 1280");
    await screenshot(page, "automation-tranche-rule-en-1280");
    await page.getByTestId("rule-save").click();
    await page.getByTestId("rule-form").waitFor({ state: "detached" });
    await page
      .getByTestId("rules")
      .locator("li.automation-rule", { hasText: "Overdue tranche: call" })
      .getByText("When a tranche is unpaid 3 days after its due date")
      .waitFor();
    await page
      .getByTestId("rules")
      .locator("li.automation-rule", { hasText: "Overdue tranche: call" })
      .getByText("the template “Service rating” to the student (E-mail, Telegram)")
      .waitFor();

    const now = new Date();
    const school = schoolScope(suite.platform.deps, await demoSchoolId(suite.platform));
    await sweepSchool(school, { today: now.toISOString().slice(0, 10), now });
    const tasks = () =>
      suite.platform.database.db
        .select({ id: staffTasks.id })
        .from(staffTasks)
        .where(eq(staffTasks.title, "Call about the overdue tranche"));
    const found = (await tasks()).length;
    expect(found).toBeGreaterThanOrEqual(1);
    // Each student it met got the template as the rule's mailing.
    const sent = () =>
      suite.platform.database.db.select({ id: mailings.id }).from(mailings).where(eq(mailings.kind, "automation"));
    expect(await sent()).toHaveLength(found);
    // The next hour's sweep finds the same tranches: nothing twice.
    await sweepSchool(school, { today: now.toISOString().slice(0, 10), now });
    expect(await tasks()).toHaveLength(found);
    expect(await sent()).toHaveLength(found);
    await page.getByRole("tab", { name: "Log" }).click();
    await page.getByTestId("runs").getByText("Overdue tranche: call").first().waitFor();
  });
});
