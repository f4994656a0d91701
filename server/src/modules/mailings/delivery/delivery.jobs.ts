import { z } from "zod";
import { defineJobKind } from "../../../core/queue/queue.js";
import { defineSchoolJobKind } from "../../../core/queue/school-job.js";
import type { JobContext } from "../../../deps.js";
import { deliverOnce } from "./deliver.js";
import { fanOutMailing } from "./fan-out.js";

/** A mailing's fan-out at its send time (decision 0067): idempotent, a retry adds no delivery twice. */
export const mailingFanOutJob = defineSchoolJobKind({
  payload: z.object({ mailing_id: z.number().int() }),
  policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 900 },
  async handle(payload, { school }) {
    await fanOutMailing(school, payload.mailing_id);
  },
});

const deliverPolicy = { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 };

/**
 * One attempt at one delivery, a kind per channel so each channel keeps its own pace (a slow Telegram batch never
 * holds e-mail back). The provider's temporary faults re-queue the delivery at the provider's own "not before"
 * (deliver.ts); pg-boss's retries cover only this process's faults (a database error). Fetched 60 at a time by two
 * workers, so one process keeps a 30-a-second channel busy while a batch finishes. Not a school's kind: the payload
 * names only the delivery, found on the owner's handle, and the send rates it waits on are the platform's, shared by
 * every school (`deliverOnce` then writes the delivery in its own school).
 */
export const mailingDeliverEmailJob = defineJobKind({
  payload: z.object({ delivery_id: z.number().int() }),
  policy: deliverPolicy,
  batchSize: 60,
  workers: 2,
  async handle(payload, context: JobContext) {
    await deliverOnce(context.deps, payload.delivery_id);
  },
});

export const mailingDeliverTelegramJob = defineJobKind({ ...mailingDeliverEmailJob });
export const mailingDeliverWhatsappJob = defineJobKind({ ...mailingDeliverEmailJob });

declare module "../../../core/queue/job-kinds.js" {
  interface JobKinds {
    "mailing.fan-out": typeof mailingFanOutJob;
    "mailing.deliver-email": typeof mailingDeliverEmailJob;
    "mailing.deliver-telegram": typeof mailingDeliverTelegramJob;
    "mailing.deliver-whatsapp": typeof mailingDeliverWhatsappJob;
  }
}
