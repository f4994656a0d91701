import type { ListenerScope, SettledPayment } from "../../core/payments/listeners.js";
import type { NotificationOutcome } from "../../core/payments/provider.js";
import { inTransaction, type SchoolWork } from "../../core/tenancy/scope.js";
import type { PaymentRow } from "./ledger.queries.js";
import * as ledger from "./ledger.queries.js";
import { returnSecondCharge } from "./provider-webhooks/second-charge.js";

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
  /** The order's payment when the caller's transaction holds its lock already (a refund), so it is not read again. */
  locked?: PaymentRow;
  /**
   * Why the report does not fit the order (a notification's buyer, sum, currency, age), asked of the row as it is
   * locked, so a first notification is decided on that one read; null when it fits.
   */
  refusalOf?: (payment: PaymentRow) => Refusal | null;
};

/** Why a report is not recorded: any notification outcome but acceptance. */
export type Refusal = Exclude<NotificationOutcome, "accepted">;

/** What settling did: `replayed` when the transaction's event was already written and nothing changed. */
export type SettleResult =
  | { outcome: "recorded" | "replayed" | "ignored"; payment: PaymentRow }
  | { outcome: "refused"; reason: Refusal };

/**
 * Records what the provider reported, in ONE transaction (decision 0051): the payment row is locked, the event is
 * inserted (its (provider, transaction, kind) is unique, so a replay inserts nothing and changes nothing), the
 * payment is updated, and every listener the app registered (`deps.paymentListeners`) does what the payment bought
 * (enrol, mark the package, extend the tariff, credit the referrer, queue the receipt). A listener's failure rolls all
 * of it back, and the provider retries the notification. The school's `inTransaction`, whose `jobs` the listeners
 * store through, so that their jobs commit with the payment (decision 0125).
 */
export async function settle(scope: SchoolWork, input: SettleInput): Promise<SettleResult> {
  return inTransaction(scope, (tx) => settleIn(tx, input));
}

/** `settle` in a transaction the caller holds: a refund keeps the payment locked across the provider's call. */
export async function settleIn(tx: ListenerScope, input: SettleInput): Promise<SettleResult> {
  const payment = input.locked ?? (await ledger.lockOrder(tx, input.orderId));
  if (!payment) return { outcome: "refused", reason: "unknown_order" } as const;
  const refusal = input.refusalOf?.(payment);
  if (refusal) return { outcome: "refused", reason: refusal };
  const listeners = tx.deps.paymentListeners;
  const { settlement } = input;
  if (settlement.kind === "refunded") {
    const refundable = payment.status === "paid" ? payment.amountMinor - payment.refundedMinor : 0;
    if (settlement.amountMinor <= 0 || settlement.amountMinor > refundable) {
      // A replay of a refund already counted is not "wrong": its event is there.
      const event = { provider: input.provider, transactionId: input.transactionId, kind: "refunded" as const };
      if (await ledger.eventRecorded(tx, event)) return { outcome: "replayed", payment };
      return { outcome: "refused", reason: "wrong_amount" } as const;
    }
  }
  // A charge of an order paid already (or refunded since) under another transaction: decision 0167.
  const secondCharge = settlement.kind === "paid" && (payment.status === "paid" || payment.status === "refunded");
  const event = await ledger.recordProviderEvent(tx, {
    paymentId: payment.id,
    kind: settlement.kind,
    amountMinor: settlement.kind === "failed" ? null : settlement.amountMinor,
    actorId: input.actor?.id ?? null,
    actorName: input.actor?.name ?? "",
    provider: input.provider,
    providerTransactionId: input.transactionId,
    description: settlement.kind === "failed" ? (settlement.reason ?? "") : "",
    details: secondCharge ? { ...input.details, paid_twice: true } : (input.details ?? {}),
  });
  if (!event) return { outcome: "replayed", payment };

  const now = tx.deps.clock.now();
  if (settlement.kind === "paid") {
    if (secondCharge) {
      const { transactionId, provider } = input;
      await returnSecondCharge(tx, { payment, provider, transactionId, amountMinor: settlement.amountMinor });
      return { outcome: "ignored", payment };
    }
    const updated = await ledger.updatePayment(tx, {
      id: payment.id,
      values: {
        status: "paid",
        paidAt: settlement.occurredAt ?? now,
        providerTransactionId: input.transactionId,
        failureReason: null,
      },
    });
    const settled = settledOf(updated);
    for (const listener of listeners) await listener.paid?.(tx, settled);
    return { outcome: "recorded", payment: updated };
  }
  if (settlement.kind === "failed") {
    if (payment.status !== "pending") return { outcome: "ignored", payment };
    const updated = await ledger.updatePayment(tx, {
      id: payment.id,
      values: { status: "failed", failureReason: settlement.reason ?? "declined" },
    });
    return { outcome: "recorded", payment: updated };
  }
  const refundedMinor = payment.refundedMinor + settlement.amountMinor;
  const full = refundedMinor === payment.amountMinor;
  const updated = await ledger.updatePayment(tx, {
    id: payment.id,
    values: { refundedMinor, ...(full ? { status: "refunded" as const } : {}) },
  });
  const settled = settledOf(updated);
  for (const listener of listeners) {
    const refund = { amountMinor: settlement.amountMinor, full, eventId: event.id };
    await listener.refunded?.(tx, { payment: settled, refund });
  }
  return { outcome: "recorded", payment: updated };
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
