import type { PaymentListener } from "../../../core/payments/listeners.js";
import { recordReceipt } from "./receipts.service.js";

/**
 * Every payment and refund the provider reports, or staff make through it, gets its payer a receipt (decisions 0125,
 * 0161): recorded inside the transaction that records the money, which runs once per payment and per refund (a
 * replayed notification records nothing, so it records no receipt); the queue then fiscalises, draws and sends it.
 */
export const receiptListener: PaymentListener = {
  name: "payments.receipts",
  module: "payments/receipts",
  does: {
    paid: "records the payer's receipt; its job fiscalises it, draws its PDF and sends it in their language",
    refunded: "records the payer's refund receipt, fiscalised as a return, drawn and sent the same way",
  },
  async paid(scope, payment) {
    await recordReceipt(scope, {
      paymentId: payment.id,
      kind: "payment",
      amountMinor: payment.amountMinor,
      at: payment.paidAt ?? scope.deps.clock.now(),
      key: "payment",
      refundEventId: null,
    });
  },
  async refunded(scope, { payment, refund }) {
    await recordReceipt(scope, {
      paymentId: payment.id,
      kind: "refund",
      amountMinor: refund.amountMinor,
      at: scope.deps.clock.now(),
      key: `refund:${refund.eventId}`,
      refundEventId: refund.eventId,
    });
  },
};
