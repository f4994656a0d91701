import { z } from "zod";
import { defineJobKind } from "../../../core/queue/queue.js";
import { defineSchoolJobKind } from "../../../core/queue/school-job.js";
import type { JobContext } from "../../../deps.js";
import { dispatchTrancheReminders, sendTrancheReminders } from "./tranche-reminders.js";

/** Every hour on the hour, each school past its local morning hour gets that day's reminder job (decision 0053). */
export const dispatchTrancheRemindersJob = defineJobKind({
  payload: z.object({}).passthrough(),
  policy: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 },
  cron: "5 * * * *",
  async handle(_payload, context: JobContext) {
    await dispatchTrancheReminders(context.deps, context.deps.clock.now());
  },
});

/** One school's overdue-tranche reminders for one of its days: idempotent, a retry sends nothing twice. */
export const schoolTrancheRemindersJob = defineSchoolJobKind({
  payload: z.object({ today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600 },
  async handle(payload, { school }) {
    await sendTrancheReminders(school, payload.today);
  },
});

declare module "../../../core/queue/job-kinds.js" {
  interface JobKinds {
    "tranches.dispatch-reminders": typeof dispatchTrancheRemindersJob;
    "tranches.school-reminders": typeof schoolTrancheRemindersJob;
  }
}
