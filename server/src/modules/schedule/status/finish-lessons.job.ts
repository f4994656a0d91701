import { z } from "zod";
import { defineJobKind } from "../../../core/queue/queue.js";
import type { JobContext } from "../../../deps.js";
import { finishPastLessons } from "./finish-lessons.service.js";

/**
 * Each school whose setting is on gets the lessons of the day before still planned (or moved) marked finished, after
 * its own local midnight. The job runs every hour on the hour: for a school at a whole-hour offset that is its
 * midnight exactly, and any run later that day finds nothing more to do (the work is idempotent). After an outage the
 * first run catches up the missed days (decision 0026).
 */
export const finishYesterdayJob = defineJobKind({
  payload: z.object({}).passthrough(),
  policy: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 600 },
  cron: "0 * * * *",
  async handle(_payload, context: JobContext) {
    await finishPastLessons(context.deps, context.deps.clock.now());
  },
});

declare module "../../../core/queue/job-kinds.js" {
  interface JobKinds {
    "schedule.finish-yesterday": typeof finishYesterdayJob;
  }
}
