import type { MailingChannel } from "@school/contracts";
import { inTransaction, type SchoolWork } from "../../../core/tenancy/scope.js";
import * as queries from "../mailings.queries.js";
import { variablesOf } from "../render.js";
import { deliverJobOf } from "./job-names.js";

/** Where each channel reaches a recipient: their e-mail, their linked Telegram chat, their linked WhatsApp number. */
const ADDRESS_OF: Record<MailingChannel, (recipient: queries.Recipient) => string | null> = {
  email: (recipient) => recipient.email,
  telegram: (recipient) => recipient.chatId,
  whatsapp: (recipient) => recipient.whatsappId,
};

/** Recipients a fan-out batch takes in one transaction: their delivery rows and jobs commit together. */
export const FAN_OUT_BATCH = 1000;

/**
 * A mailing's fan-out (decision 0067), at its `send_at`: the audience as it is now, a batch at a time by user id, one
 * delivery row per recipient and channel (unique, so a retried fan-out adds none twice) and one `mailing.deliver`
 * job per new pending row, both in the batch's transaction. A recipient with no address on a channel gets a failed
 * row ("no_address") and no job; one who unsubscribed from a channel gets no row on it (decision 0141). Answers the
 * number of deliveries created.
 */
export async function fanOutMailing(job: SchoolWork, mailingId: number): Promise<number> {
  const mailing = await queries.mailingById(job, mailingId);
  if (!mailing || mailing.status === "cancelled" || mailing.fannedOutAt) return 0;
  if (mailing.status === "scheduled") await queries.setMailingStatus(job, { id: mailingId, status: "sending" });
  const school = await queries.schoolName(job);
  const audience = mailing.audience as queries.StoredAudience;
  let afterId = 0;
  let created = 0;
  for (;;) {
    const batch = await queries.recipientsAfter(job, { audience, afterId, limit: FAN_OUT_BATCH });
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    created += await inTransaction(job, async (work) => {
      const rows = batch.flatMap((recipient) => {
        const language = recipient.language ?? "ru";
        const variables = variablesOf(recipient, { language, school });
        const channels = mailing.channels.filter((channel: MailingChannel) => !recipient.optedOut.includes(channel));
        return channels.map((channel) => {
          const address = ADDRESS_OF[channel](recipient);
          return {
            mailingId,
            userId: recipient.id,
            channel,
            address,
            language,
            variables,
            ...(address ? {} : { state: "failed" as const, reason: "no_address", detail: `No ${channel} address` }),
          };
        });
      });
      if (rows.length === 0) return 0;
      const inserted = await queries.insertDeliveries(work, { deliveries: rows });
      for (const channel of mailing.channels) {
        const pending = inserted.filter((row) => row.state === "pending" && row.channel === channel);
        await work.jobs.enqueueMany(
          deliverJobOf(channel),
          pending.map((row) => ({ delivery_id: row.id })),
        );
      }
      return inserted.length;
    });
    if (batch.length < FAN_OUT_BATCH) break;
  }
  await queries.markFannedOut(job, mailingId);
  return created;
}
