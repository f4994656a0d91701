import { randomUUID } from "node:crypto";
import type { CurrencyCode, OrderView } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { byId } from "../../../core/tenancy/scope.js";
import { payments, users } from "../../../db/schema/index.js";
import { orderViewOf } from "../checkout/checkout.service.js";
import { settle } from "../notifications/settle.js";

/**
 * A refund by the school admin (decision 0052): through the provider that took the money, then recorded like the
 * provider's own refund notification (one event per refund transaction, so that notification, arriving later,
 * changes nothing); the full refund takes away what the payment bought.
 */
export async function refundPayment(actor: Actor, paymentId: number, amountMinor?: number): Promise<OrderView> {
  const [payment] = await actor.db
    .select()
    .from(payments)
    .where(byId(actor, payments, paymentId));
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
  const [staff] = await actor.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.schoolId, actor.schoolId), eq(users.id, actor.caller.userId)));
  const result = await settle(actor, actor.deps.paymentListeners, {
    orderId: payment.orderId,
    provider: provider.name,
    transactionId: refundTransaction ?? `refund-${payment.id}-${randomUUID()}`,
    settlement: { kind: "refunded", amountMinor: amount },
    actor: { id: actor.caller.userId, name: `${staff?.firstName ?? ""} ${staff?.lastName ?? ""}`.trim() },
  });
  if (result.outcome === "refused") {
    throw new AppError("conflict", "The payment changed meanwhile; reload it and try again");
  }
  return orderViewOf(actor, result.payment);
}
