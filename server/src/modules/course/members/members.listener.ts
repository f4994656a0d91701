import { and, eq, ne } from "drizzle-orm";
import type { PaymentListener } from "../../../core/payments/listeners.js";
import { inSchool } from "../../../core/tenancy/scope.js";
import { courseMembers, payments } from "../../../db/schema/index.js";

/**
 * What a program's payment buys (decision 0051): membership as a student, marked `source = 'payment'`. A staff
 * enrolment already there stays as it is; a full refund takes away only the membership the payment made.
 */
export const courseEnrolmentListener: PaymentListener = {
  name: "course-enrolment",
  async paid(scope, payment) {
    if (payment.kind !== "course" || payment.courseId === null || payment.userId === null) return;
    await scope.db
      .insert(courseMembers)
      .values({
        schoolId: scope.schoolId,
        courseId: payment.courseId,
        userId: payment.userId,
        role: "student",
        source: "payment",
      })
      .onConflictDoNothing();
  },
  async refunded(scope, payment, refund) {
    if (!refund.full || payment.kind !== "course" || payment.courseId === null || payment.userId === null) return;
    // Another paid order for the same program (bought twice) still holds the membership.
    const [otherPaid] = await scope.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          inSchool(scope, payments),
          eq(payments.userId, payment.userId),
          eq(payments.courseId, payment.courseId),
          eq(payments.status, "paid"),
          ne(payments.id, payment.id),
        ),
      )
      .limit(1);
    if (otherPaid) return;
    await scope.db
      .delete(courseMembers)
      .where(
        and(
          inSchool(scope, courseMembers),
          eq(courseMembers.courseId, payment.courseId),
          eq(courseMembers.userId, payment.userId),
          eq(courseMembers.role, "student"),
          eq(courseMembers.source, "payment"),
        ),
      );
  },
};
