import { REFERRAL_CASHBACK_PERCENT } from "@school/contracts";
import type { PaymentListener } from "../../../core/payments/listeners.js";
import * as queries from "./referrals.queries.js";

/** 5 % of a sum in minor units, rounded down: the credit never exceeds the promised share. */
export const cashbackOf = (amountMinor: number) => Math.floor((amountMinor * REFERRAL_CASHBACK_PERCENT) / 100);

/**
 * The referral cashback (product.md 9, decision 0056): a friend's first purchase (a program or the priority package)
 * credits the student whose link brought them 5 % of it, once. Runs inside the transaction that records the payment;
 * the unique (school, friend) index makes replays and concurrent settles credit once. A full refund of the credited
 * purchase takes the credit back.
 */
export const referralListener: PaymentListener = {
  name: "referrals",
  module: "marketing/referrals",
  does: {
    paid: "credits the referrer 5 % of a friend's first purchase, once",
    refunded: "a full refund takes the credit back",
  },
  async paid(scope, payment) {
    if (payment.kind === "tariff" || payment.userId === null) return;
    const referrerId = await queries.referrerOf(scope, payment.userId);
    if (referrerId === null || referrerId === payment.userId) return;
    const amountMinor = cashbackOf(payment.amountMinor - payment.refundedMinor);
    if (amountMinor <= 0) return;
    if (
      await queries.hadEarlierPurchase(scope, { userId: payment.userId, paymentId: payment.id, paidAt: payment.paidAt })
    ) {
      return;
    }
    const credited = await queries.creditOnce(scope, {
      referrerId,
      friendId: payment.userId,
      paymentId: payment.id,
      amountMinor,
      currency: payment.currency,
    });
    if (credited) {
      scope.deps.log.info({ paymentId: payment.id, referrerId, amountMinor }, "referral credited");
    }
  },
  async refunded(scope, { payment, refund }) {
    if (refund.full) await queries.withdrawCredit(scope, payment.id);
  },
};
