import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { ChannelName, DeliveryOutcome } from "../../../core/messaging/channel.js";
import { holdSlotsUntil, reserveSlot } from "../../../core/messaging/rate-slots.js";
import { inTransaction, type SchoolWork, schoolScope } from "../../../core/tenancy/scope.js";
import type { mailingDeliveries } from "../../../db/schema/index.js";
import type { Deps } from "../../../deps.js";
import { messageFor } from "../render.js";
import { templateTextFor } from "../templates/templates.service.js";
import { withUnsubscribeLinks } from "../unsubscribe/unsubscribe-links.js";
import {
  claimDelivery,
  findDeliveryWithMailing,
  insertCommunication,
  updateDeliveryIfStill,
} from "./deliveries.queries.js";
import { deliverJobOf } from "./job-names.js";

/** Attempts a delivery gets before a temporary fault counts as final. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed delivery may stay `sending` before a retry calls it interrupted (above every send's timeout). */
export const LEASE_SECONDS = 60;
/** A slot nearer than this is waited for in the job (two batches in flight fit), a farther one re-queues the delivery. */
const MAX_SLOT_WAIT_MS = 8000;

type DeliveryRow = typeof mailingDeliveries.$inferSelect;

/**
 * One attempt at one delivery (decision 0067), run by its `mailing.deliver` job:
 * 1. read the row; only a `pending` one of a mailing not cancelled goes on (a repeated job finds it done);
 * 2. take a send slot under each of the channel's limits (the shared rows of `channel_rate_slots`); a far slot
 *    re-queues the delivery for then, a near one is waited for;
 * 3. claim it: pending → sending in one conditional update, committed before the provider is called;
 * 4. send, and record the outcome: sent, failed with the reason, or back to pending with a job at the provider's
 *    "not before" — the state change, the student's communication line and the next job in one transaction.
 * A crash between 3 and 4 leaves `sending`: the retried job finds it after the lease and records it failed as
 * "interrupted", never sending twice (the log shows it; staff can send it again).
 */
export async function deliverOnce(deps: Deps, deliveryId: number): Promise<void> {
  const found = await findDeliveryWithMailing(deps.db, deliveryId);
  if (!found) return;
  const { delivery, mailing } = found;
  // Found across schools (the payload names only the delivery); written in its school, as a request of it would
  // (decision 0130). The send rates are the platform's, on the owner's handle.
  const school = schoolScope(deps, delivery.schoolId);
  if (delivery.state === "sending") return recordInterrupted(school, delivery);
  if (delivery.state !== "pending") return;
  if (mailing.status === "cancelled") {
    await setState(school, { delivery, state: "cancelled", reason: "cancelled", detail: null });
    return;
  }
  const channelName = delivery.channel as ChannelName;
  const address = delivery.address!;
  const channels = deps.channels[channelName];
  let waitMs = 0;
  for (const limit of channels.limits(delivery.schoolId, address)) {
    const slot = await reserveSlot(deps.db, limit, MAX_SLOT_WAIT_MS);
    if (slot.kind === "later") {
      await deps.queue.enqueue(
        deliverJobOf(channelName),
        { delivery_id: delivery.id },
        { startAfter: new Date(Date.now() + slot.retryAfterMs) },
      );
      return;
    }
    waitMs = Math.max(waitMs, slot.waitMs);
  }
  // Waiting for the slot just reserved: pacing within a send, not scheduling work (that is the queue's startAfter).
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));

  const attempts = await claimDelivery(school, { deliveryId: delivery.id, leaseSeconds: LEASE_SECONDS });
  if (attempts === undefined) return;

  const text = mailing.templateKey
    ? await templateTextFor(school, { key: mailing.templateKey, language: delivery.language })
    : { subject: mailing.subject, body: mailing.body };
  const written = messageFor(text, delivery.variables);
  // The template the message is (a greeting's, or a hand-written mailing's stand-in): WhatsApp sends the school's
  // approved one when its window is closed (decision 0157).
  const templateKey = mailing.templateKey ?? mailing.whatsappTemplateKey;
  const message =
    channelName === "email"
      ? withUnsubscribeLinks(deps, {
          message: written,
          schoolId: delivery.schoolId,
          userId: delivery.userId,
          language: delivery.language,
        })
      : templateKey
        ? { ...written, template: { key: templateKey, variables: delivery.variables } }
        : written;
  let outcome: DeliveryOutcome;
  try {
    const channel = await channels.of(delivery.schoolId);
    outcome = await channel.send(address, message);
  } catch (error) {
    outcome = { kind: "retry", afterSeconds: 30, detail: String(error).slice(0, 300) };
  }
  if (outcome.kind === "retry" && delivery.channel !== "email") {
    // The messenger's "not before" (Telegram's retry_after, WhatsApp's pair rate): nothing more goes to this person
    // before then, from any process. Their own limit is the channel's first.
    const [personal] = channels.limits(delivery.schoolId, address);
    if (personal) await holdSlotsUntil(deps.db, personal.key, outcome.afterSeconds);
  }
  await recordOutcome(school, {
    delivery,
    attempts,
    outcome,
    subject: message.subject,
    authorId: mailing.authorId,
  });
}

async function recordOutcome(
  school: SchoolWork,
  input: {
    delivery: DeliveryRow;
    attempts: number;
    outcome: DeliveryOutcome;
    subject: string;
    authorId: number | null;
  },
) {
  const { delivery, attempts, outcome } = input;
  const giveUp = outcome.kind === "retry" && attempts >= MAX_ATTEMPTS;
  await inTransaction(school, async (work) => {
    const ifStillMine = (values: PgUpdateSetSource<typeof mailingDeliveries>) =>
      updateDeliveryIfStill(work, { deliveryId: delivery.id, state: "sending", attempts, values });
    if (outcome.kind === "retry" && !giveUp) {
      const moved = await ifStillMine({
        state: "pending",
        detail: outcome.detail,
        leaseUntil: null,
        updatedAt: new Date(),
      });
      if (moved) {
        await work.jobs.enqueue(
          deliverJobOf(delivery.channel),
          { delivery_id: delivery.id },
          { startAfter: new Date(Date.now() + outcome.afterSeconds * 1000) },
        );
      }
      return;
    }
    const sent = outcome.kind === "delivered";
    const reason = outcome.kind === "failed" ? outcome.reason : sent ? null : "rejected";
    const detail =
      outcome.kind === "delivered"
        ? null
        : giveUp
          ? `Gave up after ${attempts} attempts: ${outcome.detail}`
          : outcome.detail;
    const changed = await ifStillMine({
      state: sent ? "sent" : "failed",
      reason,
      detail,
      providerMessageId: outcome.kind === "delivered" ? (outcome.providerMessageId ?? null) : null,
      sentAt: sent ? new Date() : null,
      leaseUntil: null,
      updatedAt: new Date(),
    });
    if (!changed) return;
    await insertCommunication(work, {
      userId: delivery.userId,
      channel: delivery.channel === "email" ? "email" : "message",
      text: communicationLine({
        subject: input.subject,
        channel: delivery.channel,
        reason,
        mailingId: delivery.mailingId,
      }),
      authorId: input.authorId,
    });
  });
}

/** The line a delivery leaves in the student's communication history. */
export function communicationLine(input: {
  subject: string;
  channel: string;
  reason: string | null;
  mailingId: number;
}) {
  const channel = { email: "e-mail", telegram: "Telegram", whatsapp: "WhatsApp" }[input.channel] ?? input.channel;
  const outcome = input.reason ? `not delivered (${input.reason})` : "sent";
  return `Mailing #${input.mailingId} "${input.subject}" by ${channel}: ${outcome}`;
}

async function setState(
  school: SchoolWork,
  input: { delivery: DeliveryRow; state: "cancelled" | "failed"; reason: string; detail: string | null },
) {
  const { delivery, ...change } = input;
  await updateDeliveryIfStill(school, {
    deliveryId: delivery.id,
    state: delivery.state,
    values: { ...change, leaseUntil: null, updatedAt: new Date() },
  });
}

/** A delivery left `sending` past its lease: its process stopped between the send and its record (see above). */
async function recordInterrupted(school: SchoolWork, delivery: DeliveryRow) {
  if (delivery.leaseUntil && delivery.leaseUntil.getTime() > Date.now()) {
    // Its attempt may still be running: look again once the lease is over.
    await school.deps.queue.enqueue(
      deliverJobOf(delivery.channel),
      { delivery_id: delivery.id },
      { startAfter: delivery.leaseUntil },
    );
    return;
  }
  await setState(school, {
    delivery,
    state: "failed",
    reason: "interrupted",
    detail: "The server stopped while this message was being sent: it may or may not have arrived",
  });
}
