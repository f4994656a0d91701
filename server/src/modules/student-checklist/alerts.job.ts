import { z } from "zod";
import { defineJobKind } from "../../core/queue/queue.js";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import type { JobContext } from "../../deps.js";
import { dispatchSchoolAlerts, sendSchoolAlerts } from "./alerts.service.js";

/**
 * Every hour on the hour (pg-boss's cron, kept in the database: one timetable for every server process, surviving
 * restarts), each school past its local alert hour gets that day's alert job (decision 0033).
 */
export const dispatchAlertsJob = defineJobKind({
  payload: z.object({}).passthrough(),
  policy: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 },
  cron: "0 * * * *",
  async handle(_payload, context: JobContext) {
    await dispatchSchoolAlerts(context.deps, context.deps.clock.now());
  },
});

/** One school's alerts for one of its days: idempotent, so a retry or a second run sends nothing twice. */
export const schoolAlertsJob = defineSchoolJobKind({
  payload: z.object({ today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600 },
  async handle(payload, { school }) {
    await sendSchoolAlerts(school, payload.today);
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "crm.dispatch-alerts": typeof dispatchAlertsJob;
    "crm.school-alerts": typeof schoolAlertsJob;
  }
}
