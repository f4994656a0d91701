import type { z } from "zod";
import type { Deps } from "../../deps.js";
import { regradeTaskJob } from "../../modules/answers/regrade.js";
import { topUpTimetablesJob } from "../../modules/groups/group-lessons.job.js";
import { finishYesterdayJob } from "../../modules/schedule/finish-lessons.job.js";
import { dispatchAlertsJob, schoolAlertsJob } from "../../modules/student-checklist/alerts.job.js";
import { mailSendJob } from "../mail/mail-send.job.js";
import type { MailTransport } from "../mail/mailer.js";
import type { AnyJobKind, JobKind, JobSender, Queue } from "./queue.js";

/** What handlers reach: the app's deps, plus the transports only workers may use (services go through the queue). */
export type JobContext = { deps: Deps; mailTransport: MailTransport };

/**
 * Every kind of background job, by name. A new kind (a mailing, a reminder, a nightly job) is one more row here:
 * the queue creates its pg-boss queue with the row's policy and runs a worker for it.
 */
export const JOB_KINDS = {
  "crm.dispatch-alerts": dispatchAlertsJob,
  "crm.school-alerts": schoolAlertsJob,
  "mail.send": mailSendJob,
  "schedule.finish-yesterday": finishYesterdayJob,
  "groups.timetable-top-up": topUpTimetablesJob,
  "task.regrade": regradeTaskJob,
} satisfies Record<string, AnyJobKind<JobContext>>;

export type AppQueue = Queue<typeof JOB_KINDS>;
/** The app's queue, or the sender of one of its transactions (`AppQueue.transaction`). */
export type AppJobs = JobSender<typeof JOB_KINDS>;

export async function registerJobWorkers(queue: AppQueue, context: JobContext): Promise<void> {
  for (const name of Object.keys(JOB_KINDS) as (keyof typeof JOB_KINDS)[]) {
    // The queue has already checked the payload against this kind's own schema.
    const kind = JOB_KINDS[name] as JobKind<z.ZodType, JobContext>;
    await queue.work(name, (payload) => kind.handle(payload, context));
  }
}
