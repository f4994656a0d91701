import type { PaymentListener } from "../../core/payments/listeners.js";
import { schoolDayOf } from "../../core/school-day.js";
import { extendTariff, takeBackPeriod } from "./periods.js";

/**
 * What a tariff payment buys (decision 0055), inside the transaction that records it: paid, a period of the months
 * bought follows the school's current one (or starts today) and the school is active again at once (the flag's
 * change reaches every process's session cache through the database's notification); a full refund takes the
 * period's days back. Replays change nothing: a payment has at most one period.
 */
export const tariffListener: PaymentListener = {
  name: "tariffs",
  module: "tariffs",
  does: {
    paid: "adds the months bought to the school's tariff and makes the school active again",
    refunded: "a full refund takes the period's days back",
  },
  async paid(scope, payment) {
    if (payment.kind !== "tariff") return;
    const { tariffStudents: students, tariffMonths: months } = payment;
    if (students === null || months === null) {
      scope.deps.log.error({ orderId: payment.orderId }, "A tariff payment without students and months");
      return;
    }
    const day = await schoolDayOf(scope);
    await extendTariff(scope, {
      students,
      months,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paymentId: payment.id,
      source: "payment",
      note: "",
      today: day.today,
    });
  },
  async refunded(scope, { payment, refund }) {
    if (payment.kind !== "tariff" || !refund.full) return;
    const day = await schoolDayOf(scope);
    await takeBackPeriod(scope, { paymentId: payment.id, today: day.today });
  },
};
