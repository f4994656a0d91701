import type { PaymentListener } from "../../core/payments/listeners.js";
import { markPriorityPackage, unmarkPriorityPackage } from "./student-record.queries.js";

/**
 * What the priority package buys (decision 0052): the student's record lists it among its packages, where the
 * managers' filters and the record page already look ("Priority"); a full refund takes the mark away.
 */
export const priorityPackageListener: PaymentListener = {
  name: "priority-package",
  module: "student-record",
  does: {
    paid: "marks the priority package among the student's record's packages",
    refunded: "a full refund takes the mark away",
  },
  async paid(scope, payment) {
    if (payment.kind !== "priority_package" || payment.userId === null) return;
    await markPriorityPackage(scope, { userId: payment.userId });
  },
  async refunded(scope, { payment, refund }) {
    if (!refund.full || payment.kind !== "priority_package" || payment.userId === null) return;
    await unmarkPriorityPackage(scope, { userId: payment.userId });
  },
};
