/** The job kind that delivers on a channel (delivery.jobs.ts): one per channel, so each keeps its own pace. */
export const deliverJobOf = (channel: "email" | "telegram") =>
  channel === "email" ? ("mailing.deliver-email" as const) : ("mailing.deliver-telegram" as const);
