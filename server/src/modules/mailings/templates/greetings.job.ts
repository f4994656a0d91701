import { z } from "zod";
import { defineJobKind } from "../../../core/queue/queue.js";
import { defineSchoolJobKind } from "../../../core/queue/school-job.js";
import type { JobContext } from "../../../deps.js";
import { dispatchGreetings, sendGreetings } from "./greetings.js";

/** Every hour at :10, each school past its morning hour with greetings on gets that day's job (decision 0068). */
export const dispatchGreetingsJob = defineJobKind({
  payload: z.object({}).passthrough(),
  policy: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 },
  cron: "10 * * * *",
  async handle(_payload, context: JobContext) {
    await dispatchGreetings(context.deps, context.deps.clock.now());
  },
});

/** One school's birthday and holiday greetings for one of its days: idempotent, each student greeted once. */
export const schoolGreetingsJob = defineSchoolJobKind({
  payload: z.object({ today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600 },
  async handle(payload, { school }) {
    await sendGreetings(school, payload.today);
  },
});

declare module "../../../core/queue/job-kinds.js" {
  interface JobKinds {
    "greetings.dispatch": typeof dispatchGreetingsJob;
    "greetings.school-day": typeof schoolGreetingsJob;
  }
}
