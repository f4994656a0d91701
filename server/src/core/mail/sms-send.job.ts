import type { JobContext } from "../../deps.js";
import { defineJobKind } from "../queue/queue.js";
import { outgoingSms } from "./sms.js";

/**
 * Delivers one SMS through the configured provider (decision 0059). A transient fault throws, so the queue tries
 * again: 2 s doubling with jitter, six retries (about two minutes in all) — a sign-in code lives 10 minutes, and a
 * person waiting for it asks for a new one long before. A final refusal (a wrong number, a wrong key) is logged and
 * ends the job: retrying it would only cost money.
 */
export const smsSendJob = defineJobKind({
  payload: outgoingSms,
  policy: { retryLimit: 6, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 60 },
  async handle(sms, context: JobContext) {
    const result = await context.smsTransport.send(sms);
    if (result.kind === "retry") throw new Error(`SMS not sent yet (${context.smsTransport.name}): ${result.detail}`);
    if (result.kind === "failed") {
      context.deps.log.error(
        { provider: context.smsTransport.name, phoneEnd: sms.phone.slice(-4), detail: result.detail },
        "sms refused by the provider for good",
      );
    }
  },
});

declare module "../queue/job-kinds.js" {
  interface JobKinds {
    "sms.send": typeof smsSendJob;
  }
}
