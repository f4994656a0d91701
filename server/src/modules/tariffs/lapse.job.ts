import { z } from "zod";
import { defineJobKind } from "../../core/queue/queue.js";
import type { JobContext } from "../../deps.js";
import { runTariffDay } from "./lapse.service.js";

/**
 * Every hour at minute 5 (pg-boss's cron, one timetable for every process): schools whose tariff ended before their
 * own today lapse, and schools 7 or 1 days before the end get their reminder (decision 0055).
 */
export const tariffDayJob = defineJobKind({
  payload: z.object({}).passthrough(),
  policy: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 },
  cron: "5 * * * *",
  async handle(_payload, context: JobContext) {
    const { deps } = context;
    await runTariffDay(deps, deps.clock.now());
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "tariffs.day": typeof tariffDayJob;
  }
}
