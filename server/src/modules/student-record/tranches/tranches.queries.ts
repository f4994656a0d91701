import { and, asc, count, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { chargedOf, instalmentsTotalOf, paidTotalOf } from "../../../core/payments/owed.js";
import { fullNameOf } from "../../../core/person-name.js";
import { byId, inSchool, insertRowInSchool, joinedInSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { changesOrKeep } from "../../../core/update-set.js";
import type { Db } from "../../../db/client.js";
import {
  paymentTranches,
  schools,
  studentRecords,
  trancheOrders,
  trancheReminders,
  users,
} from "../../../db/schema/index.js";
import { ensureRecord, recordFieldsOf, recordOf } from "../student-record.queries.js";

export type TrancheRow = typeof paymentTranches.$inferSelect;
export type TrancheChanges = Partial<Pick<TrancheRow, "amount" | "dueDate" | "paidOn" | "note">>;

export async function tranchesOf(scope: Scope, userId: number): Promise<TrancheRow[]> {
  return scope.db
    .select()
    .from(paymentTranches)
    .where(and(inSchool(scope, paymentTranches), eq(paymentTranches.userId, userId)))
    .orderBy(asc(paymentTranches.dueDate), asc(paymentTranches.id));
}

/** The package cost, paid total and balance kept on the student's record (none before it was first written). */
export const recordMoney = (scope: Scope, userId: number) =>
  recordFieldsOf(scope, {
    userId,
    fields: {
      packageCost: studentRecords.packageCost,
      charged: chargedOf(studentRecords),
      paidTotal: studentRecords.paidTotal,
      balance: studentRecords.paymentBalance,
    },
  });

/**
 * Recomputes the paid total and the instalments charged from the tranches themselves (the rule of what is owed,
 * core/payments/owed.ts), so concurrent changes cannot drift them.
 */
export async function refreshTotals(scope: Scope, userId: number): Promise<void> {
  await ensureRecord(scope, userId);
  await scope.db
    .update(studentRecords)
    .set({ paidTotal: paidTotalOf(userId), instalmentsTotal: instalmentsTotalOf(userId) })
    .where(recordOf(scope, userId));
}

export async function insertTranche(
  scope: Scope,
  tranche: Pick<TrancheRow, "userId" | "amount" | "dueDate" | "paidOn" | "note">,
): Promise<TrancheRow> {
  return insertRowInSchool(scope, { table: paymentTranches, values: tranche });
}

export async function findTranche(scope: Scope, id: number): Promise<TrancheRow | undefined> {
  return rowById(scope, { table: paymentTranches, id });
}

export async function updateTranche(scope: Scope, { id, changes }: { id: number; changes: TrancheChanges }) {
  const [row] = await scope.db
    .update(paymentTranches)
    .set(changesOrKeep(paymentTranches, changes))
    .where(byId(scope, paymentTranches, id))
    .returning();
  return row!;
}

export async function deleteTranche(scope: Scope, id: number): Promise<void> {
  await scope.db.delete(paymentTranches).where(byId(scope, paymentTranches, id));
}

export type BalanceFilters = {
  degree?: string;
  pre_enrollment?: "true" | "false";
  academic_year?: string;
  countries?: string;
  step?: string;
};

/**
 * The student records the balance filters select, each condition on an indexed column: the totals here and the
 * list of balances (finance/balances) select the same students.
 */
export function recordConditions(scope: Scope, filters: BalanceFilters): SQL[] {
  const r = studentRecords;
  return [
    inSchool(scope, r),
    filters.degree ? sql`${r.degrees} @> array[${filters.degree}]::text[]` : undefined,
    filters.pre_enrollment ? eq(r.pre_enrollment_admit, filters.pre_enrollment === "true") : undefined,
    filters.academic_year ? eq(r.academicYear, filters.academic_year) : undefined,
    filters.countries ? sql`${r.countries} @> array[${filters.countries}]::text[]` : undefined,
    filters.step ? sql`${r.steps} @> array[${filters.step}]::text[]` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The school's students the filters select: how many, and what their packages cost, what is paid and what is owed. */
export async function balanceOf(scope: Scope, filters: BalanceFilters) {
  const r = studentRecords;
  const [row] = await scope.db
    .select({
      students: count(),
      packageCost: sql<number>`coalesce(sum(${chargedOf(r)}), 0)::float8`,
      paid: sql<number>`coalesce(sum(${r.paidTotal}), 0)::float8`,
      balance: sql<number>`coalesce(sum(${r.paymentBalance}), 0)::float8`,
    })
    .from(r)
    .where(and(...recordConditions(scope, filters)));
  return row;
}

/** Every school with an active tariff, and its zone: the reminders' fan-out on the owner's handle. */
export function selectTariffedSchools(db: Db) {
  return db.select({ id: schools.id, timeZone: schools.timeZone }).from(schools).where(eq(schools.tariffActive, true));
}

const manager = alias(users, "m");

/**
 * The school's tranches still unpaid after their due date and not yet reminded of for that date, each with its
 * student's name and email and its responsible manager's email.
 */
export function selectOverdueTranches(scope: Scope, input: { today: string }) {
  return scope.db
    .select({
      id: paymentTranches.id,
      dueDate: paymentTranches.dueDate,
      amount: paymentTranches.amount,
      email: users.email,
      name: fullNameOf(users),
      manager: manager.email,
    })
    .from(paymentTranches)
    .innerJoin(users, joinedInSchool(users, { from: paymentTranches, by: paymentTranches.userId }))
    .leftJoin(
      studentRecords,
      joinedInSchool(studentRecords, { from: paymentTranches, on: eq(studentRecords.userId, paymentTranches.userId) }),
    )
    .leftJoin(manager, and(eq(manager.id, studentRecords.responsible), inSchool(scope, manager)))
    .where(
      and(
        inSchool(scope, paymentTranches),
        isNull(paymentTranches.paidOn),
        lt(paymentTranches.dueDate, input.today),
        sql`not exists (select 1 from ${trancheReminders} r
          where r.tranche_id = ${paymentTranches.id} and r.due_date = ${paymentTranches.dueDate})`,
      ),
    );
}

/** Takes the reminders of the tranches for their due dates; answers the tranches not reminded of before. */
export function takeTrancheReminders(scope: Scope, input: { tranches: { id: number; dueDate: string }[] }) {
  return scope.db
    .insert(trancheReminders)
    .values(input.tranches.map((row) => ({ schoolId: scope.schoolId, trancheId: row.id, dueDate: row.dueDate })))
    .onConflictDoNothing()
    .returning({ trancheId: trancheReminders.trancheId });
}

/** The school's currency and zone. */
export async function selectSchoolMoneyFacts(scope: Scope) {
  const [school] = await scope.db
    .select({ currency: schools.currency, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  return school;
}

/** The student's earliest open tranche of `amount` (earliest due first), locked for the payment that settles it. */
export async function lockOpenTranche(scope: Scope, input: { userId: number; amount: number }) {
  const [open] = await scope.db
    .select({ id: paymentTranches.id })
    .from(paymentTranches)
    .where(
      and(
        inSchool(scope, paymentTranches),
        eq(paymentTranches.userId, input.userId),
        isNull(paymentTranches.paidOn),
        eq(paymentTranches.amount, input.amount),
      ),
    )
    .orderBy(asc(paymentTranches.dueDate), asc(paymentTranches.id))
    .limit(1)
    .for("update");
  return open;
}

/**
 * The tranche a payment names (decision 0159: a link's or the student's own Pay), locked for the payment that settles
 * it; undefined when the payment names none, and then the sum decides (`lockOpenTranche`).
 */
export async function lockNamedTranche(scope: Scope, paymentId: number) {
  const [named] = await scope.db
    .select({ id: paymentTranches.id, userId: paymentTranches.userId, paidOn: paymentTranches.paidOn })
    .from(trancheOrders)
    .innerJoin(paymentTranches, joinedInSchool(paymentTranches, { from: trancheOrders, by: trancheOrders.trancheId }))
    .where(and(inSchool(scope, trancheOrders), eq(trancheOrders.paymentId, paymentId)))
    .for("update", { of: paymentTranches });
  return named;
}
