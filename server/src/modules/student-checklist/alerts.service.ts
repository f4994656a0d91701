import {
  ALERT_LOCAL_HOUR,
  alertThreshold,
  daysBetween,
  EXPIRING_WITHIN_DAYS,
  type Translations,
} from "@school/contracts";
import { notify } from "../../core/notify/notify.js";
import type { AppJobs } from "../../core/queue/job-kinds.js";
import { queueSchoolDays } from "../../core/queue/school-days.js";
import { addDays } from "../../core/schedule-time.js";
import { inTransaction, type SchoolWork, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { alertMail, alertTexts } from "./alert-mail.js";
import { activeSchools, recipientsOf, recordAlerts } from "./alerts.queries.js";
import { checklistRows, closingRounds, schoolStudents } from "./checklist.queries.js";

/**
 * Each school whose local clock has reached the alert hour gets its day's alert job (decision 0033). The hourly
 * dispatch is cheap and idempotent: a school's job for a day is queued once at a time (singleton key) and a rerun
 * later that day sends only what became due since (a document uploaded at noon), since every alert is a unique row.
 */
export async function dispatchSchoolAlerts(deps: { db: Db; queue: AppJobs }, now: Date): Promise<number> {
  return queueSchoolDays(deps.queue, {
    kind: "crm.school-alerts",
    schools: await activeSchools(deps.db),
    now,
    fromHour: ALERT_LOCAL_HOUR,
  });
}

type Candidate = {
  userId: number;
  subject: "document" | "round";
  key: string;
  name: string;
  courseId: number | null;
  dueOn: string;
  days: number;
  /** A round's program title in the three languages, for its mail. */
  titles?: Translations;
};

/**
 * What is due for one school on `today`: every dated checklist item and every closing round of a program still being
 * chosen that is 60, 30 or 7 days away, each at the nearest threshold reached (a document first seen 20 days before
 * its date gets the 30-day alert, not a late 60-day one).
 */
async function dueAlerts(scope: Scope, today: string): Promise<Candidate[]> {
  const until = addDays(today, EXPIRING_WITHIN_DAYS);
  const [dated, rounds] = await Promise.all([
    // Dated lines only: no program document (the one name kept in languages) is among them; each mail names a
    // passport or visa in its reader's language and an uploaded document by the name it was given.
    checklistRows(scope, { students: schoolStudents(scope), datedOnly: true, language: "ru" }),
    closingRounds(scope, { from: today, to: until }),
  ]);
  const candidates: Candidate[] = [];
  const add = (candidate: Omit<Candidate, "days">) => {
    const days = alertThreshold(daysBetween(today, candidate.dueOn));
    if (days !== null) candidates.push({ ...candidate, days });
  };
  for (const row of dated) {
    if (row.expires_on === null) continue;
    add({
      userId: row.user_id,
      subject: "document",
      key: row.key,
      name: row.name,
      courseId: null,
      dueOn: row.expires_on,
    });
  }
  for (const round of rounds) {
    add({
      userId: round.user_id,
      subject: "round",
      key: `round:${round.round_id}`,
      name: round.title_ru,
      courseId: round.course_id,
      dueOn: round.ends_on,
      titles: { ru: round.title_ru, kk: round.title_kk, en: round.title_en },
    });
  }
  return candidates;
}

const alertRow = ({ titles: _titles, ...candidate }: Candidate) => candidate;

/**
 * The demo's alerts, recorded as sent without mail (the demo people have no mailboxes): the student page shows them
 * from the first start, before any morning job has run.
 */
export async function recordDueAlertsWithoutMail(scope: Scope, today: string): Promise<void> {
  await recordAlerts(scope, (await dueAlerts(scope, today)).map(alertRow));
}

/**
 * One school's alerts for `today` (`dueAlerts`). The alert rows and their mails are written in one transaction: a row
 * exists if and only if its mails are queued, and a row already there (ON CONFLICT DO NOTHING) sends nothing.
 */
export async function sendSchoolAlerts(job: SchoolWork, today: string): Promise<number> {
  const candidates = await dueAlerts(job, today);
  if (candidates.length === 0) return 0;
  return inTransaction(job, async (scope) => {
    const inserted = await recordAlerts(scope, candidates.map(alertRow));
    if (inserted.length === 0) return 0;
    const recipients = await recipientsOf(scope, [...new Set(inserted.map((alert) => alert.userId))]);
    const titlesOf = new Map(candidates.map((candidate) => [`${candidate.userId}:${candidate.key}`, candidate.titles]));
    for (const alert of inserted) {
      const to = recipients.get(alert.userId);
      if (!to) continue;
      const titles = titlesOf.get(`${alert.userId}:${alert.key}`);
      const texts = alertTexts({ ...alert, titles, studentName: to.studentName });
      const mailed = new Set<string>();
      for (const { to: address, language } of to.mailboxes) {
        if (!address || mailed.has(address)) continue;
        mailed.add(address);
        await scope.jobs.enqueue("mail.send", { to: address, school_id: job.schoolId, ...alertMail(texts, language) });
      }
      // The student's notification centre too (decision 0063): the row's id makes it once per alert.
      await notify(scope, {
        userIds: [alert.userId],
        kind: alert.subject === "round" ? "deadline_alert" : "document_alert",
        title: texts.subject,
        body: texts.text,
        link: alert.courseId ? `/my-course/info/${alert.courseId}` : "/settings?tab=application",
        dedupeKey: `alert:${alert.id}`,
      });
    }
    return inserted.length;
  });
}
