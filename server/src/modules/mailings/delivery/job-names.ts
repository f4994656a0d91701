import type { MailingChannel } from "@school/contracts";

/** The job kind that delivers on a channel (delivery.jobs.ts): one per channel, so each keeps its own pace. */
const DELIVER_JOB = {
  email: "mailing.deliver-email",
  telegram: "mailing.deliver-telegram",
  whatsapp: "mailing.deliver-whatsapp",
} as const satisfies Record<MailingChannel, string>;

export const deliverJobOf = <Channel extends MailingChannel>(channel: Channel) => DELIVER_JOB[channel];
