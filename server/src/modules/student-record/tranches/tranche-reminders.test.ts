import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { addDays } from "../../../core/schedule-time.js";
import { schoolScope } from "../../../core/tenancy/scope.js";
import { paymentTranches, trancheReminders, users } from "../../../db/schema/index.js";
import { mailJobsTo, settledJobs } from "../../../test/queued-jobs.js";
import { startSmtpCapture } from "../../../test/smtp-capture.js";
import { apiSuite } from "../../../test/test-app.js";
import { dispatchTrancheReminders, sendTrancheReminders } from "./tranche-reminders.js";

const smtp = await startSmtpCapture();
const suite = apiSuite({ smtpUrl: smtp.url });
afterAll(() => smtp.close());

const today = "2031-03-10";

describe("overdue tranche reminders", () => {
  it("mail the student once per tranche and due date, through the queue, and again when the date moves", async () => {
    const db = suite.harness.database.db;
    const userId = suite.school.users.student;
    const email = (await db.select().from(users).where(eq(users.id, userId)))[0]!.email;
    const [overdue, , paid] = await db
      .insert(paymentTranches)
      .values([
        { schoolId: suite.school.id, userId, amount: 250_000, dueDate: addDays(today, -1) },
        { schoolId: suite.school.id, userId, amount: 100_000, dueDate: today },
        { schoolId: suite.school.id, userId, amount: 100_000, dueDate: "2031-01-01", paidOn: "2031-01-01" },
      ])
      .returning();
    expect(paid).toBeDefined();

    // 08:00 in Almaty: too early, nothing queued.
    const queue = suite.harness.deps.queue;
    expect(await dispatchTrancheReminders({ db, queue }, new Date(`${today}T03:00:00Z`))).toBe(0);
    // 10:00 there: the school's job runs in the queue and mails.
    await dispatchTrancheReminders({ db, queue }, new Date(`${today}T05:00:00Z`));
    await smtp.waitFor(email, 15_000);
    const mail = smtp.messages.find((message) => message.to.includes(email))!;
    expect(mail.text).toContain(`the payment of 250 000 due on ${addDays(today, -1)} has not been made`);
    const settled = await settledJobs(db, {
      name: "tranches.school-reminders",
      field: "school_id",
      value: suite.school.id,
    });
    expect(settled.filter((state) => state !== "completed")).toEqual([]);
    expect(await mailJobsTo(db, email)).toBe(1);

    // Again, directly and through the queue: nothing twice.
    const job = schoolScope(suite.harness.deps, suite.school.id);
    expect(await sendTrancheReminders(job, today)).toBe(0);
    expect(await sendTrancheReminders(job, addDays(today, 3))).toBe(1); // the tranche due today is overdue by then
    expect(await sendTrancheReminders(job, addDays(today, 3))).toBe(0);
    expect(await mailJobsTo(db, email)).toBe(2);

    // Moved to a later date that passes too: one more reminder for the new date.
    await db
      .update(paymentTranches)
      .set({ dueDate: addDays(today, 5) })
      .where(eq(paymentTranches.id, overdue!.id));
    expect(await sendTrancheReminders(job, addDays(today, 4))).toBe(0);
    expect(await sendTrancheReminders(job, addDays(today, 6))).toBe(1);
    const rows = await db.select().from(trancheReminders).where(eq(trancheReminders.trancheId, overdue!.id));
    expect(rows.map((row) => row.dueDate).sort()).toEqual([addDays(today, -1), addDays(today, 5)]);
    expect(await mailJobsTo(db, email)).toBe(3);
  });
});
