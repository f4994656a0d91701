import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { paidOrderFor } from "../../../core/payments/paid-orders.js";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { courses, payments } from "../../../db/schema/index.js";
import { programOfOrder, programTitles } from "../ledger.queries.js";

/** Bounds the answer: the catalogue only needs to know which programs are bought, and nobody buys hundreds. */
export const PAID_COURSES_LIMIT = 200;

/** Paid and not deleted by staff (`pay/delete/` keeps the row for the history, decision 0051). */
const standsPaid = () => and(eq(payments.status, "paid"), isNull(payments.deletedAt));

/** The catalogue's "bought": a paid order for the program that staff have not deleted. */
export async function hasPaidFor(scope: Scope, input: { userId: number; courseId: number }) {
  const rows = await scope.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(paidOrderFor(scope, input), isNull(payments.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

export function listPaidCourses(scope: Scope, userId: number) {
  return (
    scope.db
      .select({
        id: payments.id,
        courseId: payments.courseId,
        payment: {
          kind: payments.kind,
          title: payments.title,
          tariffStudents: payments.tariffStudents,
          tariffMonths: payments.tariffMonths,
        },
        program: programTitles,
        amountMinor: payments.amountMinor,
        currency: payments.currency,
        orderId: payments.orderId,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .leftJoin(courses, programOfOrder())
      .where(and(inSchool(scope, payments), eq(payments.userId, userId), standsPaid()))
      // PostgreSQL puts nulls first in a descending order; a paid row without its time goes last instead.
      .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.id))
      .limit(PAID_COURSES_LIMIT)
  );
}
