import { and, desc, eq, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { coursePayments } from "../../db/schema/index.js";

/** Bounds the answer: the catalogue only needs to know which programs are bought, and nobody buys hundreds. */
export const PAID_COURSES_LIMIT = 200;

export async function hasPaidFor(scope: Scope, input: { userId: number; courseId: number }) {
  const rows = await scope.db
    .select({ id: coursePayments.id })
    .from(coursePayments)
    .where(
      and(
        inSchool(scope, coursePayments),
        eq(coursePayments.userId, input.userId),
        eq(coursePayments.courseId, input.courseId),
        eq(coursePayments.status, "paid"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function listPaidCourses(scope: Scope, userId: number) {
  return (
    scope.db
      .select({
        id: coursePayments.id,
        courseId: coursePayments.courseId,
        courseTitle: coursePayments.courseTitle,
        amount: coursePayments.amount,
        currency: coursePayments.currency,
        orderId: coursePayments.orderId,
        paidAt: coursePayments.paidAt,
      })
      .from(coursePayments)
      .where(and(inSchool(scope, coursePayments), eq(coursePayments.userId, userId), eq(coursePayments.status, "paid")))
      // PostgreSQL puts nulls first in a descending order; a paid row without its time goes last instead.
      .orderBy(sql`${coursePayments.paidAt} desc nulls last`, desc(coursePayments.id))
      .limit(PAID_COURSES_LIMIT)
  );
}
