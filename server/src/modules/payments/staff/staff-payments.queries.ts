import { PAYMENT_PAGE_SIZE } from "@school/contracts";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullNameOf } from "../../../core/person-name.js";
import { byId, inSchool, insertRowInSchool, joinedInSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { courseMembers, courses, paymentEvents, payments, users } from "../../../db/schema/index.js";
import { type PaymentRow, type ProgramTitles, programOfOrder, programTitles } from "../ledger.queries.js";

const buyer = alias(users, "buyer");
/** The buyer's name as the lists show it ("" once the account is gone: the payment stays). */
const buyerName = sql<string>`coalesce(trim(${buyer.firstName} || ' ' || ${buyer.lastName}), '')`;

/** Payments with their buyer's name and their program's titles, in the scope's school. */
const paymentsWithBuyer = (scope: Scope) =>
  scope.db
    .select({ payment: payments, userName: buyerName, program: programTitles })
    .from(payments)
    .leftJoin(buyer, joinedInSchool(buyer, { from: payments, by: payments.userId }))
    .leftJoin(courses, programOfOrder())
    .$dynamic();

export type PaymentWithBuyer = { payment: PaymentRow; userName: string; program: ProgramTitles };

export async function findPayment(scope: Scope, id: number): Promise<PaymentWithBuyer | undefined> {
  const [row] = await paymentsWithBuyer(scope).where(byId(scope, payments, id));
  return row;
}

/** A program's payments, newest first, one page after `before` (keyset on the id, so a page costs the same anywhere). */
export function programPayments(
  scope: Scope,
  input: { courseId: number; before?: number; includeDeleted: boolean },
): Promise<PaymentWithBuyer[]> {
  return paymentsWithBuyer(scope)
    .where(
      and(
        inSchool(scope, payments),
        eq(payments.courseId, input.courseId),
        input.before ? lt(payments.id, input.before) : undefined,
        input.includeDeleted ? undefined : isNull(payments.deletedAt),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(PAYMENT_PAGE_SIZE + 1);
}

/** The most payments of one student a history answers (nobody buys hundreds). */
export const STUDENT_PAYMENTS_LIMIT = 200;

export function studentPayments(scope: Scope, userId: number): Promise<PaymentWithBuyer[]> {
  return paymentsWithBuyer(scope)
    .where(and(inSchool(scope, payments), eq(payments.userId, userId)))
    .orderBy(desc(payments.id))
    .limit(STUDENT_PAYMENTS_LIMIT);
}

/** Events of one payment or of one student's payments, newest first, one page after `before`. */
export function eventsOf(scope: Scope, input: { paymentId?: number; userId?: number; before?: number }) {
  return scope.db
    .select({ event: paymentEvents, payment: payments, program: programTitles })
    .from(paymentEvents)
    .innerJoin(payments, joinedInSchool(payments, { from: paymentEvents, by: paymentEvents.paymentId }))
    .leftJoin(courses, programOfOrder())
    .where(
      and(
        inSchool(scope, paymentEvents),
        input.paymentId !== undefined ? eq(paymentEvents.paymentId, input.paymentId) : undefined,
        input.userId !== undefined ? eq(payments.userId, input.userId) : undefined,
        input.before ? lt(paymentEvents.id, input.before) : undefined,
      ),
    )
    .orderBy(desc(paymentEvents.id))
    .limit(PAYMENT_PAGE_SIZE + 1);
}

export async function insertPayment(
  scope: Scope,
  values: Omit<typeof payments.$inferInsert, "id" | "schoolId">,
): Promise<PaymentRow> {
  return insertRowInSchool(scope, { table: payments, values });
}

/** Marks a payment deleted once: answers false when it already was. */
export async function markDeleted(scope: Scope, input: { id: number; at: Date }): Promise<boolean> {
  const rows = await scope.db
    .update(payments)
    .set({ deletedAt: input.at })
    .where(and(byId(scope, payments, input.id), isNull(payments.deletedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Staff enrolment: a membership already there (by hand or by payment) stays as it is. */
export async function enrolByStaff(scope: Scope, input: { courseId: number; userId: number }) {
  await scope.db
    .insert(courseMembers)
    .values({ schoolId: scope.schoolId, ...input, role: "student", source: "staff" })
    .onConflictDoNothing();
}

/** A user of the school with their role and name, for the enrolment's checks and the history's actor name. */
export async function schoolUser(scope: Scope, userId: number) {
  return rowById(scope, {
    table: users,
    id: userId,
    columns: {
      id: users.id,
      role: users.role,
      name: fullNameOf(users),
      language: users.language,
    },
  });
}
