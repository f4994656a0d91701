import { and, eq, sql } from "drizzle-orm";
import type { ChannelName, DeliveryOutcome } from "../../../core/messaging/channel.js";
import { holdSlotsUntil, reserveSlot } from "../../../core/messaging/rate-slots.js";
import { schoolScope } from "../../../core/tenancy/scope.js";
import { mailingDeliveries, mailings, studentCommunications } from "../../../db/schema/index.js";
import type { Deps } from "../../../deps.js";
import { messageFor } from "../render.js";
import { templateTextFor } from "../templates/templates.service.js";
import { deliverJobOf } from "./job-names.js";

/** Attempts a delivery gets before a temporary fault counts as final. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed delivery may stay `sending` before a retry calls it interrupted (above every send's timeout). */
export const LEASE_SECONDS = 60;
/** A slot nearer than this is waited for in the job (two batches in flight fit), a farther one re-queues the delivery. */
const MAX_SLOT_WAIT_MS = 8000;

type DeliveryRow = typeof mailingDeliveries.$inferSelect;
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

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
  const [found] = await deps.db
    .select({ delivery: mailingDeliveries, mailing: mailings })
    .from(mailingDeliveries)
    .innerJoin(
      mailings,
      and(eq(mailings.id, mailingDeliveries.mailingId), eq(mailings.schoolId, mailingDeliveries.schoolId)),
    )
    .where(eq(mailingDeliveries.id, deliveryId));
  if (!found) return;
  const { delivery, mailing } = found;
  // Found across schools (the payload names only the delivery); written in its school, as a request of it would
  // (decision 0130). The send rates are the platform's, on the owner's handle.
  const school = schoolScope(deps, delivery.schoolId);
  if (delivery.state === "sending") return recordInterrupted(school.deps, delivery);
  if (delivery.state !== "pending") return;
  if (mailing.status === "cancelled") {
    await setState(school.deps, delivery, { state: "cancelled", reason: "cancelled", detail: null });
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

  const claimed = rowsOf<{ attempts: number }>(
    await school.db.execute(sql`
      update mailing_deliveries set state = 'sending', attempts = attempts + 1, updated_at = now(),
        lease_until = clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})
      where id = ${delivery.id} and state = 'pending'
      returning attempts`),
  );
  if (!claimed[0]) return;
  const attempts = claimed[0].attempts;

  const text = mailing.templateKey
    ? await templateTextFor(school, mailing.templateKey, delivery.language)
    : { subject: mailing.subject, body: mailing.body };
  const message = messageFor(text, delivery.variables);
  let outcome: DeliveryOutcome;
  try {
    const channel = await channels.of(delivery.schoolId);
    outcome = await channel.send(address, message);
  } catch (error) {
    outcome = { kind: "retry", afterSeconds: 30, detail: String(error).slice(0, 300) };
  }
  if (outcome.kind === "retry" && delivery.channel === "telegram") {
    // Telegram's retry_after: nothing more goes to this chat before then, from any process.
    await holdSlotsUntil(deps.db, `telegram:chat:${delivery.address}`, outcome.afterSeconds);
  }
  await recordOutcome(school.deps, {
    delivery,
    attempts,
    outcome,
    subject: message.subject,
    authorId: mailing.authorId,
  });
}

async function recordOutcome(
  deps: Deps,
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
  await deps.queue.transaction(async (tx, jobs) => {
    const mine = and(
      eq(mailingDeliveries.id, delivery.id),
      eq(mailingDeliveries.state, "sending"),
      eq(mailingDeliveries.attempts, attempts),
    );
    if (outcome.kind === "retry" && !giveUp) {
      const moved = await tx
        .update(mailingDeliveries)
        .set({ state: "pending", detail: outcome.detail, leaseUntil: null, updatedAt: new Date() })
        .where(mine)
        .returning({ id: mailingDeliveries.id });
      if (moved.length > 0) {
        await jobs.enqueue(
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
    const changed = await tx
      .update(mailingDeliveries)
      .set({
        state: sent ? "sent" : "failed",
        reason,
        detail,
        providerMessageId: outcome.kind === "delivered" ? (outcome.providerMessageId ?? null) : null,
        sentAt: sent ? new Date() : null,
        leaseUntil: null,
        updatedAt: new Date(),
      })
      .where(mine)
      .returning({ id: mailingDeliveries.id });
    if (changed.length === 0) return;
    await tx.insert(studentCommunications).values({
      schoolId: delivery.schoolId,
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
  const channel = input.channel === "email" ? "e-mail" : "Telegram";
  const outcome = input.reason ? `not delivered (${input.reason})` : "sent";
  return `Mailing #${input.mailingId} "${input.subject}" by ${channel}: ${outcome}`;
}

async function setState(
  deps: Deps,
  delivery: DeliveryRow,
  change: { state: "cancelled" | "failed"; reason: string; detail: string | null },
) {
  await deps.db
    .update(mailingDeliveries)
    .set({ ...change, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(mailingDeliveries.id, delivery.id), eq(mailingDeliveries.state, delivery.state)));
}

/** A delivery left `sending` past its lease: its process stopped between the send and its record (see above). */
async function recordInterrupted(deps: Deps, delivery: DeliveryRow) {
  if (delivery.leaseUntil && delivery.leaseUntil.getTime() > Date.now()) {
    // Its attempt may still be running: look again once the lease is over.
    await deps.queue.enqueue(
      deliverJobOf(delivery.channel),
      { delivery_id: delivery.id },
      { startAfter: delivery.leaseUntil },
    );
    return;
  }
  await setState(deps, delivery, {
    state: "failed",
    reason: "interrupted",
    detail: "The server stopped while this message was being sent: it may or may not have arrived",
  });
}
