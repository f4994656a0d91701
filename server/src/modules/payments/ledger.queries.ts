import { and, eq, exists, getTableColumns, type SQL, sql } from "drizzle-orm";
import { byId, inSchool, insertRowInSchool, joinedInSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { courses, paymentEvents, payments } from "../../db/schema/index.js";

/**
 * The payments' ledger, shared by every way money moves (checkout, a provider's notification, a refund, staff): the
 * payment row and its append-only history of events.
 */
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, "id" | "schoolId" | "createdAt">;
/** A provider's transaction's event: recorded at most once per kind, by the unique index on these three columns. */
export type ProviderEvent = { provider: string; transactionId: string; kind: "paid" | "failed" | "refunded" };

/**
 * A program's titles as written, selected beside its orders (a left join: null once the program is deleted), so an
 * order is named in its reader's language (`orderTitle`, decision 0172).
 */
export const programTitles = { titleRu: courses.titleRu, titleKk: courses.titleKk, titleEn: courses.titleEn };
export const programOfOrder = () => joinedInSchool(courses, { from: payments, by: payments.courseId });
export type ProgramTitles = { titleRu: string; titleKk: string; titleEn: string } | null;

/** One order's program's titles, for a screen that reads one order. */
export async function programTitlesOf(scope: Scope, courseId: number | null): Promise<ProgramTitles> {
  if (courseId === null) return null;
  return (await rowById(scope, { table: courses, id: courseId, columns: programTitles })) ?? null;
}

/**
 * THE replay rule (decision 0052): a provider's transaction's event of a kind is recorded once. Every path asks it
 * through this condition; `insertEvent`'s conflict on the same unique index decides it when two deliveries race.
 */
const isRecorded = (event: ProviderEvent): SQL =>
  and(
    eq(paymentEvents.provider, event.provider),
    eq(paymentEvents.providerTransactionId, event.transactionId),
    eq(paymentEvents.kind, event.kind),
  ) as SQL;

/**
 * A notification's order, found once across schools (its order id names its school), with whether the notification's
 * event is recorded already: a check or a replay is answered from this one statement, without taking the order's
 * lock; a first delivery takes only the school from it, and is decided on the row `lockOrder` reads.
 */
export async function orderOfNotification(db: Db, input: { orderId: string; event: ProviderEvent | null }) {
  const replayed = input.event
    ? exists(db.select({ one: sql`1` }).from(paymentEvents).where(isRecorded(input.event)))
    : sql<boolean>`false`;
  const [row] = await db
    .select({ ...getTableColumns(payments), replayed: sql<boolean>`${replayed}` })
    .from(payments)
    .where(eq(payments.orderId, input.orderId))
    .limit(1);
  if (!row) return null;
  const { replayed: isReplay, ...payment } = row;
  return { payment: payment as PaymentRow, replayed: Boolean(isReplay) };
}

export async function eventRecorded(scope: Scope, event: ProviderEvent): Promise<boolean> {
  const rows = await scope.db.select({ id: paymentEvents.id }).from(paymentEvents).where(isRecorded(event)).limit(1);
  return rows.length > 0;
}

/** The order's payment locked until the transaction ends: what settling changes is decided on this read alone. */
export async function lockOrder(scope: Scope, orderId: string): Promise<PaymentRow | null> {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(and(inSchool(scope, payments), eq(payments.orderId, orderId)))
    .for("update");
  return row ?? null;
}

/** A line of the append-only history that no provider's transaction names (an order opened, staff's changes). */
export async function appendEvent(scope: Scope, values: NewPaymentEvent): Promise<PaymentEventRow> {
  return insertRowInSchool(scope, { table: paymentEvents, values });
}

/**
 * A provider's transaction's event, recorded once: null when it is already written (a replayed notification, or a
 * delivery that raced this one), so the caller changes nothing.
 */
export async function recordProviderEvent(
  scope: Scope,
  values: NewPaymentEvent & { provider: string; providerTransactionId: string },
): Promise<{ id: number } | null> {
  const [row] = await scope.db
    .insert(paymentEvents)
    .values({ ...values, schoolId: scope.schoolId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row ?? null;
}

export async function updatePayment(
  scope: Scope,
  change: { id: number; values: Partial<Omit<PaymentRow, "id" | "schoolId">> },
): Promise<PaymentRow> {
  const [row] = await scope.db
    .update(payments)
    .set(change.values)
    .where(byId(scope, payments, change.id))
    .returning();
  return row as PaymentRow;
}
