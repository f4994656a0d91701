import { z } from "zod";
import { defineJobKind } from "../../core/queue/queue.js";
import type { JobContext } from "../../deps.js";
import { topUpTimetables } from "./group-lessons.service.js";

/**
 * Keeps every group's timetable lessons planned eight weeks ahead (decision 0027). Daily, early morning in Almaty;
 * idempotent (it plans only after a group's latest lesson), so a second run or a run after an outage is harmless.
 */
export const topUpTimetablesJob = defineJobKind({
  payload: z.object({}).passthrough(),
  policy: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 900 },
  cron: "15 21 * * *",
  async handle(_payload, context: JobContext) {
    await topUpTimetables(context.deps);
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "groups.timetable-top-up": typeof topUpTimetablesJob;
  }
}
