import type { PaymentListener } from "../../../core/payments/listeners.js";
import * as queries from "./members.queries.js";

/**
 * What a program's payment buys (decision 0051): membership as a student, marked `source = 'payment'`. A staff
 * enrolment already there stays as it is; a full refund takes away only the membership the payment made.
 */
export const courseEnrolmentListener: PaymentListener = {
  name: "course-enrolment",
  module: "course/members",
  does: {
    paid: "enrols the buyer of a program as its student (`source = payment`)",
    refunded: "a full refund takes away the membership the payment made, unless another paid order holds it",
  },
  async paid(scope, payment) {
    if (payment.kind !== "course" || payment.courseId === null || payment.userId === null) return;
    await queries.enrolBuyer(scope, { courseId: payment.courseId, userId: payment.userId });
  },
  async refunded(scope, { payment, refund }) {
    if (!refund.full || payment.kind !== "course" || payment.courseId === null || payment.userId === null) return;
    // Another paid order for the same program (bought twice) still holds the membership.
    if (
      await queries.anotherPaidOrder(scope, {
        paymentId: payment.id,
        courseId: payment.courseId,
        userId: payment.userId,
      })
    )
      return;
    await queries.removeBoughtMembership(scope, { courseId: payment.courseId, userId: payment.userId });
  },
};
