import { PRIORITY_PACKAGE } from "@school/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { PaymentListener } from "../../core/payments/listeners.js";
import { studentRecords } from "../../db/schema/index.js";

/**
 * What the priority package buys (decision 0052): the student's record lists it among its packages, where the
 * managers' filters and the record page already look ("Priority"); a full refund takes the mark away.
 */
export const priorityPackageListener: PaymentListener = {
  name: "priority-package",
  async paid(scope, payment) {
    if (payment.kind !== "priority_package" || payment.userId === null) return;
    await scope.db
      .insert(studentRecords)
      .values({ userId: payment.userId, schoolId: scope.schoolId, packages: [PRIORITY_PACKAGE.mark] })
      .onConflictDoUpdate({
        target: studentRecords.userId,
        set: {
          packages: sql`case when ${PRIORITY_PACKAGE.mark} = any(${studentRecords.packages}) then ${studentRecords.packages}
            else array_append(${studentRecords.packages}, ${PRIORITY_PACKAGE.mark}) end`,
        },
        setWhere: eq(studentRecords.schoolId, scope.schoolId),
      });
  },
  async refunded(scope, payment, refund) {
    if (!refund.full || payment.kind !== "priority_package" || payment.userId === null) return;
    await scope.db
      .update(studentRecords)
      .set({ packages: sql`array_remove(${studentRecords.packages}, ${PRIORITY_PACKAGE.mark})` })
      .where(and(eq(studentRecords.schoolId, scope.schoolId), eq(studentRecords.userId, payment.userId)));
  },
};
