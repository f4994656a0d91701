import type { MailingChannel } from "@school/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { AppQueue } from "../../../core/queue/job-kinds.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { mailingDeliveries, mailings } from "../../../db/schema/index.js";
import * as queries from "../mailings.queries.js";
import { variablesOf } from "../render.js";
import { deliverJobOf } from "./job-names.js";

/** Recipients a fan-out batch takes in one transaction: their delivery rows and jobs commit together. */
export const FAN_OUT_BATCH = 1000;

/**
 * A mailing's fan-out (decision 0067), at its `send_at`: the audience as it is now, a batch at a time by user id, one
 * delivery row per recipient and channel (unique, so a retried fan-out adds none twice) and one `mailing.deliver`
 * job per new pending row, both in the batch's transaction. A recipient with no address on a channel gets a failed
 * row ("no_address") and no job. Answers the number of deliveries created.
 */
export async function fanOutMailing(job: Scope & { queue: AppQueue }, mailingId: number): Promise<number> {
  const mailing = await queries.mailingById(job, mailingId);
  if (!mailing || mailing.status === "cancelled" || mailing.fannedOutAt) return 0;
  if (mailing.status === "scheduled") await queries.setMailingStatus(job, mailingId, "sending");
  const school = await queries.schoolName(job);
  const audience = mailing.audience as queries.StoredAudience;
  let afterId = 0;
  let created = 0;
  for (;;) {
    const batch = await queries.recipientsAfter(job, { audience, afterId, limit: FAN_OUT_BATCH });
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    created += await job.queue.transaction(async (tx, jobs) => {
      const rows = batch.flatMap((recipient) => {
        const language = recipient.language ?? "ru";
        const variables = variablesOf(recipient, language, school);
        return mailing.channels.map((channel: MailingChannel) => {
          const address = channel === "email" ? recipient.email : recipient.chatId;
          return {
            schoolId: job.schoolId,
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
      const inserted = await tx
        .insert(mailingDeliveries)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: mailingDeliveries.id, state: mailingDeliveries.state, channel: mailingDeliveries.channel });
      for (const channel of mailing.channels) {
        const pending = inserted.filter((row) => row.state === "pending" && row.channel === channel);
        await jobs.enqueueMany(
          deliverJobOf(channel),
          pending.map((row) => ({ delivery_id: row.id })),
        );
      }
      return inserted.length;
    });
    if (batch.length < FAN_OUT_BATCH) break;
  }
  await job.db
    .update(mailings)
    .set({ fannedOutAt: new Date() })
    .where(and(eq(mailings.schoolId, job.schoolId), eq(mailings.id, mailingId), isNull(mailings.fannedOutAt)));
  return created;
}
