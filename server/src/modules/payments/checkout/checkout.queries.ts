import type { OrderKind } from "@school/contracts";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { inSchool, keyedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { courseMembers, lessons, payments, schools, users } from "../../../db/schema/index.js";
import type { PaymentRow } from "../ledger.queries.js";

export type NewPayment = Omit<typeof payments.$inferInsert, "schoolId">;

/** The order a client's idempotency key already made for this buyer, if any. */
export async function findByIdempotencyKey(scope: Scope, input: { userId: number; key: string }) {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(keyedInSchool(scope, { table: payments, key: { userId: input.userId, idempotencyKey: input.key } }));
  return row ?? null;
}

/**
 * The buyer's provider order of this purchase (the program, or the package when `courseId` is null) still waiting for
 * its payment, at this sum and with this provider, if any: the newest. The purchase is locked first, until the
 * caller's transaction ends, so that two callers opening it at once are one after the other: the second finds the
 * order the first made.
 */
export async function lockedOpenOrderOf(
  scope: Scope,
  purchase: {
    userId: number;
    kind: OrderKind;
    courseId: number | null;
    amountMinor: number;
    currency: string;
    provider: string;
  },
) {
  const { userId, kind, courseId, amountMinor, currency, provider } = purchase;
  await scope.db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`purchase:${scope.schoolId}:${userId}:${kind}:${courseId ?? ""}`}))`,
  );
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(
      and(
        keyedInSchool(scope, {
          table: payments,
          key: { userId, kind, amountMinor, currency, provider, status: "pending", method: "provider" },
        }),
        courseId === null ? isNull(payments.courseId) : eq(payments.courseId, courseId),
        isNull(payments.deletedAt),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function findByOrderId(scope: Scope, orderId: string) {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(and(inSchool(scope, payments), eq(payments.orderId, orderId)));
  return row ?? null;
}

/** Null when the idempotency key already names an order (a concurrent double click won the insert). */
export async function insertPayment(scope: Scope, values: NewPayment): Promise<PaymentRow | null> {
  const [row] = await scope.db
    .insert(payments)
    .values({ ...values, schoolId: scope.schoolId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The buyer as the order and its history need them: e-mail for the provider, name for the history, their UTM. */
export async function buyerOf(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      utmSource: users.utmSource,
      utmCampaign: users.utmCampaign,
      utmContent: users.utmContent,
      utmMedium: users.utmMedium,
      utmTerm: users.utmTerm,
    })
    .from(users)
    .where(and(inSchool(scope, users), eq(users.id, userId)));
  return row ?? null;
}

/** Joins a free program through the buy flow, marked as bought: a membership already there stays as it is. */
export async function joinFreeProgram(scope: Scope, member: { courseId: number; userId: number }) {
  await scope.db
    .insert(courseMembers)
    .values({ schoolId: scope.schoolId, ...member, role: "student", source: "payment" })
    .onConflictDoNothing();
}

/** The order of the user's paid priority package, if they bought it. */
export async function paidPriorityPackage(scope: Scope, userId: number): Promise<string | null> {
  const [row] = await scope.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(keyedInSchool(scope, { table: payments, key: { userId, kind: "priority_package", status: "paid" } }))
    .limit(1);
  return row?.orderId ?? null;
}

/** The program's first lesson, where a paid purchase's thank-you page leads. */
export async function firstLessonOf(scope: Scope, courseId: number): Promise<number | null> {
  const [row] = await scope.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(inSchool(scope, lessons), eq(lessons.courseId, courseId)))
    .orderBy(asc(lessons.order), asc(lessons.id))
    .limit(1);
  return row?.id ?? null;
}

/** The school's currency, which its programs are sold in. */
export async function schoolCurrency(scope: Scope): Promise<string | null> {
  const [row] = await scope.db
    .select({ currency: schools.currency })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  return row?.currency ?? null;
}
