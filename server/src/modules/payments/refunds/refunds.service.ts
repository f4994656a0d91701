import { randomUUID } from "node:crypto";
import type { CurrencyCode, OrderView } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { pgErrorCode } from "../../../core/db-errors.js";
import { AppError } from "../../../core/errors.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { orderViewOf } from "../checkout/checkout.service.js";
import { settleIn } from "../settle.js";
import * as queries from "./refunds.queries.js";

/** PostgreSQL's answer to NOWAIT on a row another transaction holds. */
const PG_LOCK_NOT_AVAILABLE = "55P03";

/**
 * A refund by the school admin (decisions 0052, 0125): the payment is locked and what is left of it checked BEFORE
 * the provider is asked, and the lock is held across the provider's call until the refund is recorded like the
 * provider's own refund notification (one event per refund transaction, so that notification, arriving later,
 * changes nothing). Ten refunds of one payment at once make one call to the provider; the others are refused. The
 * full refund takes away what the payment bought.
 */
export async function refundPayment(
  actor: Actor,
  input: { paymentId: number; amountMinor?: number },
): Promise<OrderView> {
  const { paymentId, amountMinor } = input;
  const staff = { id: actor.caller.userId, name: await queries.staffName(actor, actor.caller.userId) };
  const refunded = await inTransaction(actor, async (tx) => {
    const payment = await queries.lockForRefund(tx, paymentId);
    if (!payment || payment.deletedAt) throw new AppError("not_found", "Payment not found");
    if (payment.method !== "provider" || !payment.providerTransactionId || payment.status !== "paid") {
      throw new AppError("conflict", "Only a paid provider payment can be refunded through the provider");
    }
    const remaining = payment.amountMinor - payment.refundedMinor;
    const amount = amountMinor ?? remaining;
    if (amount > remaining) {
      throw new AppError("validation_failed", "The refund is larger than what is left of the payment", {
        fields: { amount_minor: `at most ${remaining}` },
      });
    }
    const provider = actor.deps.payments.byName.get(payment.provider ?? "");
    if (!provider) throw new AppError("conflict", "The provider that took this payment is not configured");
    let refundTransaction: string | null;
    try {
      ({ transactionId: refundTransaction } = await provider.refund({
        transactionId: payment.providerTransactionId,
        amountMinor: amount,
        currency: payment.currency as CurrencyCode,
      }));
    } catch (error) {
      actor.deps.log.error({ err: error, paymentId }, "the payment provider refused a refund");
      throw new AppError("service_unavailable", "The payment service did not make the refund; try again later");
    }
    const result = await settleIn(tx, {
      orderId: payment.orderId,
      locked: payment,
      provider: provider.name,
      transactionId: refundTransaction ?? `refund-${payment.id}-${randomUUID()}`,
      settlement: { kind: "refunded", amountMinor: amount },
      actor: staff,
    });
    // Checked under the same lock just above, so only a listener's fault lands here: the provider's own refund
    // notification records the money that went back.
    if (result.outcome === "refused") {
      actor.deps.log.error({ paymentId, reason: result.reason }, "a refund the provider made was not recorded");
      throw new AppError("conflict", "The payment changed meanwhile; reload it and try again");
    }
    return result.payment;
  }).catch((error: unknown) => {
    if (pgErrorCode(error) !== PG_LOCK_NOT_AVAILABLE) throw error;
    throw new AppError("conflict", "Another refund of this payment is being made; reload it in a moment");
  });
  return orderViewOf(actor, refunded);
}
