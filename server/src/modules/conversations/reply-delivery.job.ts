import type { MessageFailure } from "@school/contracts";
import { z } from "zod";
import type { DeliveryOutcome } from "../../core/messaging/channel.js";
import { announceConversation } from "../../core/notifications/notify.js";
import { defineJobKind } from "../../core/queue/queue.js";
import { inTransaction, type SchoolWork, schoolScope } from "../../core/tenancy/scope.js";
import type { JobContext } from "../../deps.js";
import * as queries from "./conversations.queries.js";

/** What the inbox says of a reply that failed for good, by the channel's reason. */
const FAILURE_OF: Record<Extract<Outcome, { kind: "failed" }>["reason"], MessageFailure> = {
  interrupted: "interrupted",
  blocked: "blocked",
  invalid_address: "no_address",
  no_address: "no_address",
  rejected: "rejected",
};

/**
 * One staff reply sent by Telegram (decision 0147), stored with the reply in its transaction. The reply is claimed
 * (pending → sending) before the bot is called, so a job run twice sends once; one found still `sending` was cut off
 * mid-send and is recorded `interrupted` rather than sent again. A provider's "later" puts it back to pending with a
 * job at that time.
 */
export async function deliverReply(school: SchoolWork, messageId: number): Promise<void> {
  const message = await queries.messageById(school, messageId);
  if (message?.direction !== "out") return;
  const { studentId } = message;
  if (message.delivery === "sending") {
    await recordOutcome(school, {
      messageId,
      studentId,
      outcome: { kind: "failed", reason: "interrupted", detail: "Cut off while sending" },
    });
    return;
  }
  if (message.delivery !== "pending") return;
  if (!(await queries.moveDelivery(school, { id: messageId, from: "pending", to: "sending" }))) return;
  const chatId = await queries.telegramChatOf(school, studentId);
  let outcome: Outcome;
  if (chatId === undefined) {
    outcome = { kind: "failed", reason: "no_address", detail: "The student unlinked the bot" };
  } else {
    try {
      const channel = await school.deps.channels.telegram.of(school.schoolId);
      outcome = await channel.send(chatId, { subject: "", text: message.body });
    } catch (error) {
      outcome = { kind: "retry", afterSeconds: 30, detail: String(error).slice(0, 300) };
    }
  }
  await recordOutcome(school, { messageId, studentId, outcome });
}

/** A failure of the channel's, or a send cut off before its outcome was recorded (never sent again). */
type Outcome = DeliveryOutcome | { kind: "failed"; reason: "interrupted"; detail: string };

/** The claimed reply's outcome: sent, failed with its reason, or back to pending with a job at the provider's time. */
async function recordOutcome(school: SchoolWork, input: { messageId: number; studentId: number; outcome: Outcome }) {
  const { messageId, studentId, outcome } = input;
  await inTransaction(school, async (work) => {
    if (outcome.kind === "retry") {
      if (await queries.moveDelivery(work, { id: messageId, from: "sending", to: "pending" })) {
        await work.jobs.enqueue(
          "conversation.deliver",
          { school_id: work.schoolId, message_id: messageId },
          { startAfter: new Date(Date.now() + outcome.afterSeconds * 1000) },
        );
      }
      return;
    }
    const failure = outcome.kind === "failed" ? FAILURE_OF[outcome.reason] : undefined;
    const to = failure ? "failed" : "sent";
    if (await queries.moveDelivery(work, { id: messageId, from: "sending", to, failure })) {
      await announceConversation(work, studentId);
    }
  });
}

export const deliverReplyJob = defineJobKind({
  payload: z.object({ school_id: z.number().int(), message_id: z.number().int() }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, context: JobContext) {
    await deliverReply(schoolScope(context.deps, payload.school_id), payload.message_id);
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "conversation.deliver": typeof deliverReplyJob;
  }
}
