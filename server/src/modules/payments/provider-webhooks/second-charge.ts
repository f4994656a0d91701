import type { CurrencyCode } from "@school/contracts";
import { AppError } from "../../../core/errors.js";
import type { ListenerScope } from "../../../core/payments/listeners.js";
import type { PaymentRow } from "../ledger.queries.js";
import * as ledger from "../ledger.queries.js";

/**
 * A charge that arrives for an order already paid or refunded: another card transaction on the same provider order
 * (a second tab, a page paid again). The order bought its thing once; the money of the second charge goes back to the
 * payer through the provider at once (decision 0167), inside the transaction that records the charge, with the
 * payment locked: the charge's event (unique per transaction) and its refund commit together or not at all, so a
 * second delivery, even one racing this one, finds the charge recorded and returns nothing again. When the provider
 * does not answer, the whole delivery fails and the provider delivers it again later: the charge is never kept.
 */
export async function returnSecondCharge(
  tx: ListenerScope,
  charge: { payment: PaymentRow; provider: string; transactionId: string; amountMinor: number },
): Promise<void> {
  const { payment } = charge;
  const provider = tx.deps.payments.byName.get(charge.provider);
  if (!provider) {
    // No provider of this platform took the charge's money (a channel staff confirm by hand): the charge stays in the
    // history as paid twice, for staff to return.
    tx.deps.log.error({ orderId: payment.orderId, provider: charge.provider }, "a second charge cannot be returned");
    return;
  }
  let refundTransaction: string | null;
  try {
    ({ transactionId: refundTransaction } = await provider.refund({
      transactionId: charge.transactionId,
      amountMinor: charge.amountMinor,
      currency: payment.currency as CurrencyCode,
    }));
  } catch (error) {
    tx.deps.log.error(
      { err: error, orderId: payment.orderId },
      "the payment provider refused to return a second charge",
    );
    throw new AppError("service_unavailable", "The second charge could not be returned yet; deliver it again later");
  }
  // The refund's own transaction, so the provider's refund notification finds it recorded and changes nothing; a
  // provider that names none gets a key of the charge, so the refund is recorded once.
  await ledger.recordProviderEvent(tx, {
    paymentId: payment.id,
    kind: "refunded",
    amountMinor: charge.amountMinor,
    actorId: null,
    actorName: "",
    provider: provider.name,
    providerTransactionId: refundTransaction ?? `second-charge-${charge.transactionId}`,
    description: "",
    details: { paid_twice: true, refund_of: charge.transactionId },
  });
  tx.deps.log.warn({ orderId: payment.orderId, transactionId: charge.transactionId }, "a second charge was returned");
}
