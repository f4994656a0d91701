import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { memberOfProgram, studentOfProgram } from "../../../core/access/membership.js";
import { paidOrderFor } from "../../../core/payments/paid-orders.js";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { courseMembers, payments, users } from "../../../db/schema/index.js";

type Membership = { courseId: number; userId: number; role: "teacher" | "student" };

/** Members are users of the same school; the join repeats the school so a stray row of another school never shows. */
export function listMembers(scope: Scope, courseId: number) {
  return scope.db
    .select({ role: courseMembers.role, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, courseId), inSchool(scope, users)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Attaching someone already attached changes nothing. */
export async function insertMember(scope: Scope, member: Membership) {
  await scope.db
    .insert(courseMembers)
    .values({ schoolId: scope.schoolId, ...member })
    .onConflictDoNothing();
}

/** Answers whether there was such a membership; the program must be the school's. */
export async function deleteMember(scope: Scope, member: Membership): Promise<boolean> {
  const removed = await scope.db
    .delete(courseMembers)
    .where(memberOfProgram(scope, member))
    .returning({ userId: courseMembers.userId });
  return removed.length > 0;
}

export async function usersInSchool(scope: Scope, userIds: number[]) {
  if (userIds.length === 0) return [];
  return scope.db
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.id, userIds), inSchool(scope, users)));
}

type Purchase = { courseId: number; userId: number };

/** Enrols the buyer of a program as its student, `source = payment`; a membership already there stays as it is. */
export async function enrolBuyer(scope: Scope, { courseId, userId }: Purchase) {
  await scope.db
    .insert(courseMembers)
    .values({ schoolId: scope.schoolId, courseId, userId, role: "student", source: "payment" })
    .onConflictDoNothing();
}

/** Whether another paid order than `paymentId` bought the buyer the same program. */
export async function anotherPaidOrder(scope: Scope, input: Purchase & { paymentId: number }): Promise<boolean> {
  const [other] = await scope.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(paidOrderFor(scope, input), ne(payments.id, input.paymentId)))
    .limit(1);
  return other !== undefined;
}

/** Takes away the student membership a payment made (a staff enrolment stays). */
export async function removeBoughtMembership(scope: Scope, { courseId, userId }: Purchase) {
  await scope.db
    .delete(courseMembers)
    .where(and(studentOfProgram(scope, { courseId, userId }), eq(courseMembers.source, "payment")));
}
