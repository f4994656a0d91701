import { z } from "zod";
import { defineJobKind } from "../../../core/queue/queue.js";
import { defineSchoolJobKind } from "../../../core/queue/school-job.js";
import type { JobContext } from "../../../deps.js";
import { dispatchDigests, sendSchoolDigests } from "./digest.service.js";

/** Every hour (pg-boss's cron, one timetable for every process): each school past its morning gets its digest job. */
export const dispatchDigestsJob = defineJobKind({
  payload: z.object({}).passthrough(),
  policy: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 },
  cron: "5 * * * *",
  async handle(_payload, context: JobContext) {
    await dispatchDigests(context.deps, context.deps.clock.now());
  },
});

/** One school's digests for one of its days: idempotent, once per user per day. */
export const schoolDigestJob = defineSchoolJobKind({
  payload: z.object({ today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600 },
  async handle(payload, { school }) {
    await sendSchoolDigests(school, payload.today);
  },
});

declare module "../../../core/queue/job-kinds.js" {
  interface JobKinds {
    "notifications.dispatch-digests": typeof dispatchDigestsJob;
    "notifications.school-digest": typeof schoolDigestJob;
  }
}
