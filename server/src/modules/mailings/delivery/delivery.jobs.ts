import { z } from "zod";
import { defineJobKind } from "../../../core/queue/queue.js";
import { schoolScope } from "../../../core/tenancy/scope.js";
import type { JobContext } from "../../../deps.js";
import { deliverOnce } from "./deliver.js";
import { fanOutMailing } from "./fan-out.js";

/** A mailing's fan-out at its send time (decision 0067): idempotent, a retry adds no delivery twice. */
export const mailingFanOutJob = defineJobKind({
  payload: z.object({ school_id: z.number().int(), mailing_id: z.number().int() }),
  policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 900 },
  async handle(payload, context: JobContext) {
    const { deps } = context;
    const school = schoolScope(deps, payload.school_id);
    await fanOutMailing(school, payload.mailing_id);
  },
});

const deliverPolicy = { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 };

/**
 * One attempt at one delivery, a kind per channel so each channel keeps its own pace (a slow Telegram batch never
 * holds e-mail back). The provider's temporary faults re-queue the delivery at the provider's own "not before"
 * (deliver.ts); pg-boss's retries cover only this process's faults (a database error). Fetched 60 at a time by two
 * workers, so one process keeps a 30-a-second channel busy while a batch finishes.
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
