import { type CurrencyCode, MINOR_UNITS_PER_MAJOR } from "@school/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { PaymentListener } from "../../../core/payments/listeners.js";
import { schoolDayIn } from "../../../core/school-day.js";
import { paymentTranches, schools } from "../../../db/schema/index.js";
import { refreshPaidTotal } from "./tranches.queries.js";

/**
 * A provider payment that matches an open tranche marks it paid (decision 0053): the buyer's unpaid tranche of the
 * same sum in the school's currency, the earliest due first, paid on the payment's school day. Tranches are kept in
 * whole major units (decision 0051), so a sum with minor units matches none. Runs inside the transaction that records
 * the payment, so a replayed notification (which records nothing) marks nothing either.
 */
export const trancheListener: PaymentListener = {
  name: "student-record.tranches",
  async paid(scope, payment) {
    // A school's tariff is the school's bill, not a student's tranche.
    if (payment.userId === null || payment.kind === "tariff") return;
    const [school] = await scope.db
      .select({ currency: schools.currency, timeZone: schools.timeZone })
      .from(schools)
      .where(eq(schools.id, scope.schoolId));
    if (!school || school.currency !== payment.currency) return;
    const per = MINOR_UNITS_PER_MAJOR[payment.currency as CurrencyCode];
    if (!per || payment.amountMinor % per !== 0) return;
    const [open] = await scope.db
      .select({ id: paymentTranches.id })
      .from(paymentTranches)
      .where(
        and(
          eq(paymentTranches.schoolId, scope.schoolId),
          eq(paymentTranches.userId, payment.userId),
          isNull(paymentTranches.paidOn),
          eq(paymentTranches.amount, payment.amountMinor / per),
        ),
      )
      .orderBy(asc(paymentTranches.dueDate), asc(paymentTranches.id))
      .limit(1)
      .for("update");
    if (!open) return;
    const paidOn = schoolDayIn(school.timeZone, payment.paidAt ?? scope.deps.clock.now()).today;
    await scope.db
      .update(paymentTranches)
      .set({ paidOn })
      .where(and(eq(paymentTranches.id, open.id), eq(paymentTranches.schoolId, scope.schoolId)));
    await refreshPaidTotal(scope, payment.userId);
  },
};
