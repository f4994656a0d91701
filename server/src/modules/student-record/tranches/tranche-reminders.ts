import { ALERT_LOCAL_HOUR } from "@school/contracts";
import type { AppJobs } from "../../../core/queue/job-kinds.js";
import { queueSchoolDays } from "../../../core/queue/school-days.js";
import { inTransaction, type SchoolWork } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { selectOverdueTranches, selectTariffedSchools, takeTrancheReminders } from "./tranches.queries.js";

/**
 * Overdue tranches (decision 0053): the morning after a tranche's due date passes unpaid, the student and their
 * responsible manager get one reminder. Each school's run is queued once a day from the hourly dispatch (as the
 * checklist's alerts are); a tranche is reminded once per due date, so moving the date gives it one more reminder.
 */
export async function dispatchTrancheReminders(deps: { db: Db; queue: AppJobs }, now: Date): Promise<number> {
  return queueSchoolDays(deps.queue, {
    kind: "tranches.school-reminders",
    schools: await selectTariffedSchools(deps.db),
    now,
    fromHour: ALERT_LOCAL_HOUR,
  });
}

/** The mail of one overdue tranche, in the three interface languages at once as the other mails are. */
export function reminderMail(input: { studentName: string; amount: number; dueDate: string }) {
  const { studentName: who, dueDate: date } = input;
  // Grouped by plain spaces, as all three languages read it (no locale's narrow no-break space in a plain-text mail).
  const sum = String(input.amount).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return {
    subject: `${who}: просрочен платёж / Төлем мерзімі өтті / A payment is overdue`,
    text: [
      `${who}: платёж ${sum} со сроком ${date} не внесён. Пожалуйста, оплатите его или свяжитесь с менеджером.`,
      `${who}: мерзімі ${date} болған ${sum} төлемі төленбеді. Төлеңіз немесе менеджерге хабарласыңыз.`,
      `${who}: the payment of ${sum} due on ${date} has not been made. Please pay it or contact your manager.`,
    ].join("\n\n"),
  };
}

/**
 * One school's reminders for `today`: the reminder rows and their mails in one transaction, so a row exists if and
 * only if its mails are queued, and a row already there (ON CONFLICT DO NOTHING) sends nothing again.
 */
export async function sendTrancheReminders(job: SchoolWork, today: string): Promise<number> {
  const overdue = await selectOverdueTranches(job, { today });
  if (overdue.length === 0) return 0;
  return inTransaction(job, async (work) => {
    const inserted = await takeTrancheReminders(work, { tranches: overdue });
    const sent = new Set(inserted.map((row) => row.trancheId));
    for (const row of overdue.filter((tranche) => sent.has(tranche.id))) {
      const mail = reminderMail({ studentName: row.name, amount: row.amount, dueDate: row.dueDate });
      for (const address of new Set([row.email, row.manager].filter((email): email is string => Boolean(email)))) {
        await work.jobs.enqueue("mail.send", { to: address, school_id: job.schoolId, ...mail });
      }
    }
    return sent.size;
  });
}
