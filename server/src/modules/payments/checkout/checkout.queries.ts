import { and, eq } from "drizzle-orm";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { paymentEvents, payments, users } from "../../../db/schema/index.js";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, "schoolId">;
export type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, "schoolId">;

/** The order a client's idempotency key already made for this buyer, if any. */
export async function findByIdempotencyKey(scope: Scope, input: { userId: number; key: string }) {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(and(inSchool(scope, payments), eq(payments.userId, input.userId), eq(payments.idempotencyKey, input.key)));
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

/**
 * An event of the append-only history; with a provider transaction, null when that transaction's event of the same
 * kind is already written (a replayed notification), so the caller changes nothing.
 */
export async function insertEvent(scope: Scope, values: NewPaymentEvent): Promise<{ id: number } | null> {
  const [row] = await scope.db
    .insert(paymentEvents)
    .values({ ...values, schoolId: scope.schoolId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
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
