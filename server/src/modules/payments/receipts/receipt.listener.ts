import type { PaymentListener } from "../../../core/payments/listeners.js";
import { sendReceipt } from "./receipts.service.js";

/**
 * Every payment and refund the provider reports, or staff make through it, sends the payer a receipt (decision
 * 0125): inside the transaction that records it, which runs once per payment and per refund (a replayed
 * notification records nothing, so it sends nothing).
 */
export const receiptListener: PaymentListener = {
  name: "payments.receipts",
  module: "payments/receipts",
  does: {
    paid: "sends the payer a receipt (centre and e-mail) in their language",
    refunded: "sends the payer a refund receipt",
  },
  async paid(scope, payment) {
    await sendReceipt(scope, {
      paymentId: payment.id,
      kind: "payment",
      amountMinor: payment.amountMinor,
      at: payment.paidAt ?? scope.deps.clock.now(),
      dedupeKey: `receipt:payment:${payment.id}`,
    });
  },
  async refunded(scope, { payment, refund }) {
    await sendReceipt(scope, {
      paymentId: payment.id,
      kind: "refund",
      amountMinor: refund.amountMinor,
      at: scope.deps.clock.now(),
      dedupeKey: `receipt:refund:${refund.eventId}`,
    });
  },
};
