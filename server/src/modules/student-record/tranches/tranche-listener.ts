import { type CurrencyCode, MINOR_UNITS_PER_MAJOR } from "@school/contracts";
import type { PaymentListener } from "../../../core/payments/listeners.js";
import { schoolDayIn } from "../../../core/school-day.js";
import { lockOpenTranche, refreshPaidTotal, selectSchoolMoneyFacts, updateTranche } from "./tranches.queries.js";

/**
 * A provider payment that matches an open tranche marks it paid (decision 0053): the buyer's unpaid tranche of the
 * same sum in the school's currency, the earliest due first, paid on the payment's school day. Tranches are kept in
 * whole major units (decision 0051), so a sum with minor units matches none. Runs inside the transaction that records
 * the payment, so a replayed notification (which records nothing) marks nothing either.
 */
export const trancheListener: PaymentListener = {
  name: "student-record.tranches",
  module: "student-record/tranches",
  does: {
    paid: "marks paid the buyer's earliest open tranche of the same sum and currency",
  },
  async paid(scope, payment) {
    // A school's tariff is the school's bill, not a student's tranche.
    if (payment.userId === null || payment.kind === "tariff") return;
    const school = await selectSchoolMoneyFacts(scope);
    if (!school || school.currency !== payment.currency) return;
    const per = MINOR_UNITS_PER_MAJOR[payment.currency as CurrencyCode];
    if (!per || payment.amountMinor % per !== 0) return;
    const open = await lockOpenTranche(scope, { userId: payment.userId, amount: payment.amountMinor / per });
    if (!open) return;
    const paidOn = schoolDayIn(school.timeZone, payment.paidAt ?? scope.deps.clock.now()).today;
    await updateTranche(scope, { id: open.id, changes: { paidOn } });
    await refreshPaidTotal(scope, payment.userId);
  },
};
