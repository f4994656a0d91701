import type { JobContext } from "../../deps.js";
import { defineJobKind } from "../queue/queue.js";
import { outgoingMail } from "./mailer.js";

/**
 * Delivers one mail. The first retry comes within seconds (a dropped connection), later ones back off to cover an
 * SMTP outage of 8–17 minutes in all (2 s doubling, with jitter): about the life of a sign-in code (10 min) and
 * well inside a reset link's (60 min); a mail that arrives after that is useless, so it ends failed and logged instead.
 */
export const mailSendJob = defineJobKind({
  payload: outgoingMail,
  policy: { retryLimit: 8, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 120 },
  async handle(mail, context: JobContext) {
    await context.mailTransport.send(mail);
  },
});

declare module "../queue/job-kinds.js" {
  interface JobKinds {
    "mail.send": typeof mailSendJob;
  }
}
