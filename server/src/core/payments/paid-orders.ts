import { and, eq, type SQL } from "drizzle-orm";
import { payments } from "../../db/schema/index.js";
import { inSchool, type Scope } from "../tenancy/scope.js";

/**
 * THE rule of a program bought (decision 0051): an order of the user for the program, paid, in the scope's school.
 * The catalogue's "bought" (payments/paid, which also leaves out an order staff deleted) and a refund's "another paid
 * order still holds the membership" (course/members) ask it here; it sits in core, below both, since payments imports
 * course.
 */
export const paidOrderFor = (scope: Scope, order: { userId: number; courseId: number }): SQL =>
  and(
    inSchool(scope, payments),
    eq(payments.userId, order.userId),
    eq(payments.courseId, order.courseId),
    eq(payments.status, "paid"),
  ) as SQL;
