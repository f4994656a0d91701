import { type CurrencyCode, MINOR_UNITS_PER_MAJOR } from "@school/contracts";
import type { PaymentListener } from "../../../core/payments/listeners.js";
import { schoolDayIn } from "../../../core/school-day.js";
import {
  lockNamedTranche,
  lockOpenTranche,
  refreshTotals,
  selectSchoolMoneyFacts,
  updateTranche,
} from "./tranches.queries.js";

/**
 * A payment that names its tranche (a payment link's or the student's own Pay, decision 0159) marks THAT tranche, and
 * nothing else: already paid (staff marked it, or a second payment came), it stays as it is. A provider payment that
 * names none and matches an open tranche marks it paid (decision 0053): the buyer's unpaid tranche of the
 * same sum in the school's currency, the earliest due first, paid on the payment's school day. Tranches are kept in
 * whole major units (decision 0051), so a sum with minor units matches none. Runs inside the transaction that records
 * the payment, so a replayed notification (which records nothing) marks nothing either.
 */
export const trancheListener: PaymentListener = {
  name: "student-record.tranches",
  module: "student-record/tranches",
  does: {
    paid: "marks paid the tranche the payment names, else the buyer's earliest open tranche of the same sum and currency",
    refunded: "a full refund of a payment that names its tranche un-marks that tranche, so it can be paid again",
  },
  async paid(scope, payment) {
    // A school's tariff is the school's bill, not a student's tranche.
    if (payment.userId === null || payment.kind === "tariff") return;
    const school = await selectSchoolMoneyFacts(scope);
    if (!school) return;
    const paidOn = () => schoolDayIn(school.timeZone, payment.paidAt ?? scope.deps.clock.now()).today;
    const named = await lockNamedTranche(scope, payment.id);
    if (named) {
      if (named.paidOn !== null) return;
      await updateTranche(scope, { id: named.id, changes: { paidOn: paidOn() } });
      await refreshTotals(scope, named.userId);
      return;
    }
    if (school.currency !== payment.currency) return;
    const per = MINOR_UNITS_PER_MAJOR[payment.currency as CurrencyCode];
    if (!per || payment.amountMinor % per !== 0) return;
    const open = await lockOpenTranche(scope, { userId: payment.userId, amount: payment.amountMinor / per });
    if (!open) return;
    await updateTranche(scope, { id: open.id, changes: { paidOn: paidOn() } });
    await refreshTotals(scope, payment.userId);
  },
  // Only a payment that names its tranche is known to have paid it (decision 0159); a sum match is not undone.
  async refunded(scope, { payment, refund }) {
    if (!refund.full) return;
    const named = await lockNamedTranche(scope, payment.id);
    if (!named || named.paidOn === null) return;
    await updateTranche(scope, { id: named.id, changes: { paidOn: null } });
    await refreshTotals(scope, named.userId);
  },
};
