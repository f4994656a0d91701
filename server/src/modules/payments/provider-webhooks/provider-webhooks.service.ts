import { AppError } from "../../../core/errors.js";
import type { NotificationOutcome, ProviderNotification, RawNotification } from "../../../core/payments/provider.js";
import { schoolScope } from "../../../core/tenancy/scope.js";
import type { Deps } from "../../../deps.js";
import type { PaymentRow } from "../ledger.queries.js";
import * as ledger from "../ledger.queries.js";
import { type Refusal, type Settlement, settle } from "../settle.js";

/**
 * How far a notification's own time may lie behind the platform's clock: CloudPayments retries an unanswered
 * notification for a day or two, so three days covers the retries, and an older one is a replay (decision 0052).
 */
export const STALE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** Clocks differ: a notification up to ten minutes "from the future" is still accepted. */
export const CLOCK_SKEW_MS = 10 * 60 * 1000;

export type ProviderWebhookAnswer = { status: number; body: unknown; outcome: NotificationOutcome };

/**
 * A provider's notification, from its raw body to its answer: the signature (the provider's scheme on the exact
 * bytes), the order (exists, made with this provider, the same buyer, sum and currency, not stale), then `settle`,
 * which records it once. Each refusal is answered in the provider's format, logged, and changes nothing.
 */
export async function handleProviderWebhook(
  deps: Deps,
  input: { provider: string; raw: RawNotification },
): Promise<ProviderWebhookAnswer> {
  const { provider: providerName, raw } = input;
  const provider = deps.payments.byName.get(providerName);
  // The development provider's address is closed while a real provider is configured.
  if (!provider) throw new AppError("not_found", "No such payment provider is configured");
  const answer = (outcome: NotificationOutcome, context: Record<string, unknown> = {}): ProviderWebhookAnswer => {
    if (outcome !== "accepted") {
      deps.log.warn({ provider: providerName, type: raw.type, outcome, ...context }, "payment notification refused");
    }
    return { ...provider.acknowledge(outcome), outcome };
  };

  const notification = provider.verifyNotification(raw);
  if (!notification) return answer("bad_signature");
  const context = { orderId: notification.orderId, transactionId: notification.transactionId };
  const settlement: Settlement | null =
    notification.type === "check"
      ? null
      : notification.type === "pay"
        ? { kind: "paid", amountMinor: notification.amountMinor, occurredAt: notification.occurredAt }
        : notification.type === "fail"
          ? { kind: "failed", reason: notification.reason }
          : { kind: "refunded", amountMinor: notification.amountMinor };
  const event = settlement && {
    provider: provider.name,
    transactionId: notification.transactionId,
    kind: settlement.kind,
  };
  // The order names its school: it is found across schools once, with whether this event is recorded already.
  const order = await ledger.orderOfNotification(deps.db, { orderId: notification.orderId, event });
  if (!order) return answer("unknown_order", context);
  const fits = { provider: provider.name, notification, now: deps.clock.now() };
  // A check and a replay change nothing: they are answered from that read, without taking the order's lock (settle
  // decides a replay again, under the lock and the unique index, when two first deliveries race).
  if (!settlement || order.replayed) {
    const { payment } = order;
    const refusal = refusalOf(payment, fits);
    if (refusal) return answer(refusal, context);
    if (!settlement) {
      return answer(
        payment.status === "pending" || payment.status === "failed" ? "accepted" : "not_acceptable",
        context,
      );
    }
    deps.log.info({ provider: providerName, ...context }, "payment notification replayed");
    return answer("accepted");
  }
  // A first delivery is settled in the order's school, as one of its requests: its handle, and its deps for the
  // listeners (0130). Whether it fits the order is asked of the row settle locks: the one read it is decided on.
  const result = await settle(schoolScope(deps, order.payment.schoolId), {
    orderId: order.payment.orderId,
    provider: provider.name,
    transactionId: notification.transactionId,
    settlement,
    details: { test_mode: notification.testMode, type: notification.type },
    refusalOf: (payment) => refusalOf(payment, fits),
  });
  if (result.outcome === "refused") return answer(result.reason, context);
  if (result.outcome === "replayed")
    deps.log.info({ provider: providerName, ...context }, "payment notification replayed");
  return answer("accepted");
}

/**
 * Why a verified notification does not fit its order (no provider's order of this provider, another buyer, sum or
 * currency, too old or too new), or null when it does.
 */
function refusalOf(
  payment: PaymentRow,
  { provider, notification, now }: { provider: string; notification: ProviderNotification; now: Date },
): Refusal | null {
  if (payment.deletedAt || payment.method !== "provider" || payment.provider !== provider) return "unknown_order";
  if (notification.accountId !== String(payment.userId)) return "wrong_account";
  if (notification.currency !== payment.currency) return "wrong_amount";
  // A refund may return part of the sum; everything else carries the order's sum exactly.
  const amountFits =
    notification.type === "refund"
      ? notification.amountMinor > 0 && notification.amountMinor <= payment.amountMinor
      : notification.amountMinor === payment.amountMinor;
  if (!amountFits) return "wrong_amount";
  if (!notification.occurredAt) return "not_acceptable";
  const age = now.getTime() - notification.occurredAt.getTime();
  if (age > STALE_AFTER_MS || age < -CLOCK_SKEW_MS) return "stale";
  return null;
}
