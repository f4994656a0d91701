import { type OfflineChannel, type OfflineState, RECONCILIATION_PAGE_SIZE } from "@school/contracts";
import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullNameOf } from "../../../core/person-name.js";
import { byId, inSchool, insertRowInSchool, joinedInSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { courses, offlinePaymentSettings, offlinePayments, payments, users } from "../../../db/schema/index.js";
import { type PaymentRow, type ProgramTitles, programOfOrder, programTitles } from "../ledger.queries.js";

/** The Kaspi, transfer and cash payments and the school's settings for them (decision 0160). */

export type SettingsRow = typeof offlinePaymentSettings.$inferSelect;
export type SettingsValues = Partial<Omit<typeof offlinePaymentSettings.$inferInsert, "schoolId" | "updatedAt">>;
export type OfflineRow = typeof offlinePayments.$inferSelect;
export type OfflineWithPayment = { offline: OfflineRow; payment: PaymentRow; userName: string; program: ProgramTitles };

export async function settingsOf(scope: Scope): Promise<SettingsRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(offlinePaymentSettings)
    .where(inSchool(scope, offlinePaymentSettings))
    .limit(1);
  return row;
}

/** The school's one row, created on the first save; only the fields given change. */
export async function saveSettings(scope: Scope, values: SettingsValues): Promise<SettingsRow> {
  const changes = { ...values, updatedAt: new Date() };
  const [row] = await scope.db
    .insert(offlinePaymentSettings)
    .values({ ...changes, schoolId: scope.schoolId })
    .onConflictDoUpdate({ target: offlinePaymentSettings.schoolId, set: changes })
    .returning();
  return row!;
}

export async function insertOffline(
  scope: Scope,
  values: Omit<typeof offlinePayments.$inferInsert, "id" | "schoolId" | "createdAt">,
): Promise<OfflineRow> {
  return insertRowInSchool(scope, { table: offlinePayments, values });
}

const buyer = alias(users, "offline_buyer");
const buyerName = sql<string>`coalesce(trim(${buyer.firstName} || ' ' || ${buyer.lastName}), '')`;

/** Offline payments with their ledger row, buyer's name and program's titles, in the scope's school. */
const withPayment = (scope: Scope) =>
  scope.db
    .select({ offline: offlinePayments, payment: payments, userName: buyerName, program: programTitles })
    .from(offlinePayments)
    .innerJoin(payments, joinedInSchool(payments, { from: offlinePayments, by: offlinePayments.paymentId }))
    .leftJoin(buyer, joinedInSchool(buyer, { from: payments, by: payments.userId }))
    .leftJoin(courses, programOfOrder())
    .$dynamic();

export async function findById(scope: Scope, id: number): Promise<OfflineWithPayment | undefined> {
  const [row] = await withPayment(scope).where(byId(scope, offlinePayments, id));
  return row;
}

export async function findByOrder(scope: Scope, orderId: string): Promise<OfflineWithPayment | undefined> {
  const [row] = await withPayment(scope).where(and(inSchool(scope, offlinePayments), eq(payments.orderId, orderId)));
  return row;
}

/**
 * The offline row locked until the transaction ends: two confirmations (or a confirmation and a rejection) of one
 * payment at once queue here, and the second reads the first one's decision.
 */
export async function lockOffline(scope: Scope, id: number): Promise<OfflineRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(offlinePayments)
    .where(byId(scope, offlinePayments, id))
    .for("update");
  return row;
}

export async function updateOffline(
  scope: Scope,
  change: { id: number; values: Partial<Omit<OfflineRow, "id" | "schoolId" | "paymentId">> },
): Promise<void> {
  await scope.db
    .update(offlinePayments)
    .set(change.values)
    .where(byId(scope, offlinePayments, change.id));
}

/** The most offline orders of one buyer their list answers. */
export const OWN_ORDERS_LIMIT = 50;

export function ownOrders(scope: Scope, userId: number): Promise<OfflineWithPayment[]> {
  return withPayment(scope)
    .where(and(inSchool(scope, offlinePayments), eq(payments.userId, userId), sql`${payments.deletedAt} is null`))
    .orderBy(desc(offlinePayments.id))
    .limit(OWN_ORDERS_LIMIT);
}

export type QueueFilter = { states: readonly OfflineState[]; channel?: OfflineChannel; before?: number };

/** One page of the queue, newest first (keyset on the id); deleted payments are not in it. */
export function queuePage(scope: Scope, filter: QueueFilter): Promise<OfflineWithPayment[]> {
  return withPayment(scope)
    .where(
      and(
        inSchool(scope, offlinePayments),
        inArray(offlinePayments.state, [...filter.states]),
        filter.channel ? eq(offlinePayments.channel, filter.channel) : undefined,
        filter.before ? lt(offlinePayments.id, filter.before) : undefined,
        sql`${payments.deletedAt} is null`,
      ),
    )
    .orderBy(desc(offlinePayments.id))
    .limit(RECONCILIATION_PAGE_SIZE + 1);
}

/** How many payments of the channel (or all) stand in each state. */
export async function stateCounts(scope: Scope, channel?: OfflineChannel): Promise<Record<OfflineState, number>> {
  const rows = await scope.db
    .select({ state: offlinePayments.state, total: count() })
    .from(offlinePayments)
    .innerJoin(payments, joinedInSchool(payments, { from: offlinePayments, by: offlinePayments.paymentId }))
    .where(
      and(
        inSchool(scope, offlinePayments),
        channel ? eq(offlinePayments.channel, channel) : undefined,
        sql`${payments.deletedAt} is null`,
      ),
    )
    .groupBy(offlinePayments.state);
  const counts = { awaiting_payment: 0, awaiting_confirmation: 0, confirmed: 0, rejected: 0 };
  for (const row of rows) counts[row.state] = row.total;
  return counts;
}

/** A user's name as a decision or a record keeps it. */
export async function userName(scope: Scope, userId: number): Promise<string> {
  const row = await rowById(scope, {
    table: users,
    id: userId,
    columns: { name: fullNameOf(users) },
  });
  return row?.name ?? "";
}

/** A user of the school with their role, for staff recording money for a student. */
export async function schoolUser(scope: Scope, userId: number) {
  return rowById(scope, {
    table: users,
    id: userId,
    columns: { id: users.id, role: users.role, language: users.language },
  });
}
