import { and, asc, count, eq, sql } from "drizzle-orm";
import { byId, type Scope } from "../../../core/tenancy/scope.js";
import { changesOrKeep } from "../../../core/update-set.js";
import { paymentTranches, studentRecords } from "../../../db/schema/index.js";
import { ensureRecord, recordFieldsOf, recordOf } from "../student-record.queries.js";

export type TrancheRow = typeof paymentTranches.$inferSelect;
export type TrancheChanges = Partial<Pick<TrancheRow, "amount" | "dueDate" | "paidOn" | "note">>;

export async function tranchesOf(scope: Scope, userId: number): Promise<TrancheRow[]> {
  return scope.db
    .select()
    .from(paymentTranches)
    .where(and(eq(paymentTranches.schoolId, scope.schoolId), eq(paymentTranches.userId, userId)))
    .orderBy(asc(paymentTranches.dueDate), asc(paymentTranches.id));
}

/** The package cost, paid total and balance kept on the student's record (none before it was first written). */
export const recordMoney = (scope: Scope, userId: number) =>
  recordFieldsOf(scope, {
    userId,
    fields: {
      packageCost: studentRecords.packageCost,
      paidTotal: studentRecords.paidTotal,
      balance: studentRecords.paymentBalance,
    },
  });

/** Recomputes the paid total from the tranches themselves, so concurrent changes cannot drift it. */
export async function refreshPaidTotal(scope: Scope, userId: number): Promise<void> {
  await ensureRecord(scope, userId);
  await scope.db
    .update(studentRecords)
    .set({
      paidTotal: sql`coalesce((select sum(${paymentTranches.amount}) from ${paymentTranches} where ${paymentTranches.userId} = ${userId} and ${paymentTranches.paidOn} is not null), 0)`,
    })
    .where(recordOf(scope, userId));
}

export async function insertTranche(
  scope: Scope,
  tranche: Pick<TrancheRow, "userId" | "amount" | "dueDate" | "paidOn" | "note">,
): Promise<TrancheRow> {
  const [row] = await scope.db
    .insert(paymentTranches)
    .values({ schoolId: scope.schoolId, ...tranche })
    .returning();
  return row!;
}

export async function findTranche(scope: Scope, id: number): Promise<TrancheRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(paymentTranches)
    .where(byId(scope, paymentTranches, id));
  return row;
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

/** The school's students the filters select: how many, and what their packages cost, what is paid and what is owed. */
export async function balanceOf(scope: Scope, filters: BalanceFilters) {
  const r = studentRecords;
  const [row] = await scope.db
    .select({
      students: count(),
      packageCost: sql<number>`coalesce(sum(${r.packageCost}), 0)::float8`,
      paid: sql<number>`coalesce(sum(${r.paidTotal}), 0)::float8`,
      balance: sql<number>`coalesce(sum(${r.paymentBalance}), 0)::float8`,
    })
    .from(r)
    .where(
      and(
        eq(r.schoolId, scope.schoolId),
        filters.degree ? sql`${r.degrees} @> array[${filters.degree}]::text[]` : undefined,
        filters.pre_enrollment ? eq(r.pre_enrollment_admit, filters.pre_enrollment === "true") : undefined,
        filters.academic_year ? eq(r.academicYear, filters.academic_year) : undefined,
        filters.countries ? sql`${r.countries} @> array[${filters.countries}]::text[]` : undefined,
        filters.step ? sql`${r.steps} @> array[${filters.step}]::text[]` : undefined,
      ),
    );
  return row;
}
