import { and, asc, type Column, eq, exists, inArray, ne, type SQL, sql } from "drizzle-orm";
import { paidOrderFor } from "../../../core/payments/paid-orders.js";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { courseMembers, courses, payments, users } from "../../../db/schema/index.js";

type Membership = { courseId: number; userId: number; role: "teacher" | "student" };

/**
 * THE membership rule: the user is a member of the program in the role, in the scope's school (any member of it in
 * the role when no user is named). `userId` may be a column of the outer query (a correlated `exists` or a join), so a
 * list asks it row by row in one statement. Groups and the schedule's teacher lists ask it here.
 */
export const memberOfProgram = (
  scope: Scope,
  member: { courseId: number; userId?: number | Column; role: Membership["role"] },
) =>
  and(
    inSchool(scope, courseMembers),
    eq(courseMembers.courseId, member.courseId),
    member.userId === undefined ? undefined : eq(courseMembers.userId, member.userId),
    eq(courseMembers.role, member.role),
  ) as SQL;

/**
 * Who studies a program: a member of it as a student (the user, when one is named). Boards, checkout, lessons and the
 * trackers ask it here.
 */
export const studentOfProgram = (scope: Scope, member: { courseId: number; userId?: number | Column }) =>
  memberOfProgram(scope, { ...member, role: "student" });

/** Whether the user studies the program (a board exists only for its students; a student does not buy it again). */
export async function isStudentOf(scope: Scope, member: { courseId: number; userId: number }): Promise<boolean> {
  const [row] = await scope.db
    .select({ one: sql`1` })
    .from(courseMembers)
    .where(studentOfProgram(scope, member))
    .limit(1);
  return row !== undefined;
}

/** Members are users of the same school; the join repeats the school so a stray row of another school never shows. */
export function listMembers(scope: Scope, courseId: number) {
  return scope.db
    .select({ role: courseMembers.role, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, courseId), inSchool(scope, users)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/**
 * The condition "this user is a member of the program in this role", correlated with the outer query's `courses`
 * row, so a list of programs is filtered in the same query; the membership's school is the program's (decision 0017).
 */
export const isMemberOfCourseRow = (db: Db, member: { userId: number; role: Membership["role"] }) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(courseMembers)
      .where(
        and(
          eq(courseMembers.courseId, courses.id),
          eq(courseMembers.userId, member.userId),
          eq(courseMembers.role, member.role),
        ),
      ),
  );

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
