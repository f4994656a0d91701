import { and, eq } from "drizzle-orm";
import type { ListenerScope, PaymentListener, SettledPayment } from "../../../core/payments/listeners.js";
import { paymentEvents, payments } from "../../../db/schema/index.js";
import type { Deps } from "../../../deps.js";
import type { PaymentRow } from "../checkout/checkout.queries.js";
import * as queries from "../checkout/checkout.queries.js";

/** A change of a payment's state that a provider (or a refund by staff) reports; each is recorded once. */
export type Settlement =
  | { kind: "paid"; amountMinor: number; occurredAt: Date | null }
  | { kind: "failed"; reason: string | null }
  | { kind: "refunded"; amountMinor: number };

export type SettleInput = {
  orderId: string;
  provider: string;
  /** The provider's transaction: the payment's for paid and failed, the refund's own for a refund. */
  transactionId: string;
  settlement: Settlement;
  /** Who made the change when a person did (a refund by the school admin); null for the provider. */
  actor?: { id: number; name: string } | null;
  details?: Record<string, unknown>;
};

/** What settling did: `replayed` when the transaction's event was already written and nothing changed. */
export type SettleResult =
  | { outcome: "recorded" | "replayed" | "ignored"; payment: PaymentRow }
  | { outcome: "refused"; reason: "unknown_order" | "wrong_amount" };

/** The school whose payment is settled, and the app's deps: `settle` opens the transaction itself. */
export type SettleScope = { schoolId: number; deps: Deps };

/**
 * Records what the provider reported, in ONE transaction (decision 0051): the payment row is locked, the event is
 * inserted (its (provider, transaction, kind) is unique, so a replay inserts nothing and changes nothing), the
 * payment is updated, and every listener does what the payment bought (enrol, mark the package, extend the tariff,
 * credit the referrer, queue the receipt). A listener's failure rolls all of it back, and the provider retries the
 * notification. A queue transaction, so that the jobs the listeners store commit with the payment (decision 0125).
 */
export async function settle(
  scope: SettleScope,
  listeners: readonly PaymentListener[],
  input: SettleInput,
): Promise<SettleResult> {
  return scope.deps.queue.transaction((db, jobs) =>
    settleIn({ db, jobs, schoolId: scope.schoolId, deps: scope.deps }, listeners, input),
  );
}

/** `settle` in a transaction the caller holds: a refund keeps the payment locked across the provider's call. */
export async function settleIn(
  tx: ListenerScope,
  listeners: readonly PaymentListener[],
  input: SettleInput,
): Promise<SettleResult> {
  const { db } = tx;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.schoolId, tx.schoolId), eq(payments.orderId, input.orderId)))
    .for("update");
  if (!payment) return { outcome: "refused", reason: "unknown_order" } as const;
  const { settlement } = input;
  if (settlement.kind === "refunded") {
    const refundable = payment.status === "paid" ? payment.amountMinor - payment.refundedMinor : 0;
    if (settlement.amountMinor <= 0 || settlement.amountMinor > refundable) {
      // A replay of a refund already counted is not "wrong": its event is there.
      if (await eventExists(tx, input, "refunded")) return { outcome: "replayed", payment };
      return { outcome: "refused", reason: "wrong_amount" } as const;
    }
  }
  const event = await queries.insertEvent(tx, {
    paymentId: payment.id,
    kind: settlement.kind,
    amountMinor: settlement.kind === "failed" ? null : settlement.amountMinor,
    actorId: input.actor?.id ?? null,
    actorName: input.actor?.name ?? "",
    provider: input.provider,
    providerTransactionId: input.transactionId,
    description: settlement.kind === "failed" ? (settlement.reason ?? "") : "",
    details: input.details ?? {},
  });
  if (!event) return { outcome: "replayed", payment };

  const now = tx.deps.clock.now();
  if (settlement.kind === "paid") {
    // Paid already under another transaction (the buyer paid twice): the event keeps the money's trace for a refund.
    if (payment.status === "paid" || payment.status === "refunded") return { outcome: "ignored", payment };
    const [updated] = await db
      .update(payments)
      .set({
        status: "paid",
        paidAt: settlement.occurredAt ?? now,
        providerTransactionId: input.transactionId,
        failureReason: null,
      })
      .where(and(eq(payments.schoolId, tx.schoolId), eq(payments.id, payment.id)))
      .returning();
    const settled = settledOf(updated as PaymentRow);
    for (const listener of listeners) await listener.paid?.(tx, settled);
    return { outcome: "recorded", payment: updated as PaymentRow };
  }
  if (settlement.kind === "failed") {
    if (payment.status !== "pending") return { outcome: "ignored", payment };
    const [updated] = await db
      .update(payments)
      .set({ status: "failed", failureReason: settlement.reason ?? "declined" })
      .where(and(eq(payments.schoolId, tx.schoolId), eq(payments.id, payment.id)))
      .returning();
    return { outcome: "recorded", payment: updated as PaymentRow };
  }
  const refundedMinor = payment.refundedMinor + settlement.amountMinor;
  const full = refundedMinor === payment.amountMinor;
  const [updated] = await db
    .update(payments)
    .set({ refundedMinor, ...(full ? { status: "refunded" as const } : {}) })
    .where(and(eq(payments.schoolId, tx.schoolId), eq(payments.id, payment.id)))
    .returning();
  const settled = settledOf(updated as PaymentRow);
  for (const listener of listeners) {
    await listener.refunded?.(tx, settled, { amountMinor: settlement.amountMinor, full, eventId: event.id });
  }
  return { outcome: "recorded", payment: updated as PaymentRow };
}

async function eventExists(scope: ListenerScope, input: SettleInput, kind: "refunded"): Promise<boolean> {
  const rows = await scope.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, input.provider),
        eq(paymentEvents.providerTransactionId, input.transactionId),
        eq(paymentEvents.kind, kind),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function settledOf(row: PaymentRow): SettledPayment {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    userId: row.userId,
    courseId: row.courseId,
    amountMinor: row.amountMinor,
    refundedMinor: row.refundedMinor,
    currency: row.currency,
    tariffStudents: row.tariffStudents,
    tariffMonths: row.tariffMonths,
    paidAt: row.paidAt,
  };
}
