import type { CurrencyCode, OrderView } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import type { PaymentRow } from "../ledger.queries.js";
import { handleProviderWebhook } from "../provider-webhooks/provider-webhooks.service.js";
import * as queries from "./checkout.queries.js";
import { orderViewOf } from "./checkout.service.js";

/**
 * The development checkout's Pay and Decline (decision 0052): the development provider builds the notification it
 * would send, signed with its local secret, and it goes through the notification route's own handling (signature on
 * the raw bytes, order checks, settle), so the demo and the browser tests exercise what a real payment does. Closed
 * (404) while a real provider is configured.
 */
export async function devCheckout(
  actor: Actor,
  input: { orderId: string; outcome: "pay" | "decline" },
): Promise<OrderView> {
  const { orderId, outcome } = input;
  const development = actor.deps.payments.development;
  if (!development) throw new AppError("not_found", "The development checkout is off: a payment provider is set up");
  const payment = await queries.findByOrderId(actor, orderId);
  if (!payment || payment.userId !== actor.caller.userId || payment.provider !== development.name) {
    throw new AppError("not_found", "Order not found");
  }
  // A lapsed school sells nothing; only its tariff, which brings it back, is paid.
  if (!actor.caller.schoolActive && payment.kind !== "tariff") {
    throw new AppError("school_inactive", "The school's tariff is not active");
  }
  if (payment.status !== "pending" && payment.status !== "failed") return orderViewOf(actor, payment);
  const notification = development.notification({
    type: outcome === "pay" ? "pay" : "fail",
    orderId: payment.orderId,
    accountId: String(payment.userId),
    amountMinor: payment.amountMinor,
    currency: payment.currency as CurrencyCode,
    occurredAt: actor.deps.clock.now(),
    reason: outcome === "decline" ? "Declined on the development checkout" : undefined,
  });
  const answer = await handleProviderWebhook(actor.deps, { provider: development.name, raw: notification });
  if (answer.outcome !== "accepted") {
    throw new AppError("conflict", `The development provider's notification was refused: ${answer.outcome}`);
  }
  const settled = await queries.findByOrderId(actor, orderId);
  return orderViewOf(actor, settled as PaymentRow);
}
