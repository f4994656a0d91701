import { type AnyColumn, and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { instalmentTranches, paymentTranches } from "../../db/schema/index.js";
import { inSchool, joinedInSchool, type Scope } from "../tenancy/scope.js";

/**
 * THE rule of what a student owes (decision 0166): what they are charged, the package cost staff set and every
 * program bought in instalments (all its payments, paid or not), less what they paid (every paid tranche). A plan's
 * unpaid payments are a debt, never an overpayment. The student's record keeps the two sums (`paid_total`,
 * `instalments_total`, refreshed here in the transaction of every change of a tranche) and PostgreSQL derives the
 * balance from them (`payment_balance`, db/schema/student-record.ts), which /finance, the student's page, the lists,
 * the export and the totals read; a program's share, the payment check's, is its plan's unpaid payments. It sits in
 * core, below the modules that make tranches (student-record, tranche-payments) and the one that answers the check
 * (payments).
 */

/** The student's paid tranches, summed: the record's `paid_total`. */
export const paidTotalOf = (userId: number): SQL =>
  sql`coalesce((select sum(${paymentTranches.amount}) from ${paymentTranches} where ${paymentTranches.userId} = ${userId} and ${paymentTranches.paidOn} is not null), 0)`;

/** Every payment of the programs the student bought in instalments, paid or not: the record's `instalments_total`. */
export const instalmentsTotalOf = (userId: number): SQL =>
  sql`coalesce((select sum(${paymentTranches.amount}) from ${instalmentTranches} join ${paymentTranches} on ${joinedInSchool(paymentTranches, { from: instalmentTranches, by: instalmentTranches.trancheId })} where ${instalmentTranches.userId} = ${userId}), 0)`;

/** What the student still owes on one program's instalments: its plan's unpaid payments (0 without a plan). */
export async function owedOnProgram(scope: Scope, input: { userId: number; courseId: number }): Promise<number> {
  const [row] = await scope.db
    .select({ owed: sql<number>`coalesce(sum(${paymentTranches.amount}), 0)::float8` })
    .from(instalmentTranches)
    .innerJoin(
      paymentTranches,
      joinedInSchool(paymentTranches, { from: instalmentTranches, by: instalmentTranches.trancheId }),
    )
    .where(
      and(
        inSchool(scope, instalmentTranches),
        eq(instalmentTranches.userId, input.userId),
        eq(instalmentTranches.courseId, input.courseId),
        isNull(paymentTranches.paidOn),
      ),
    );
  return row?.owed ?? 0;
}

/**
 * What the student is charged, as the money screens show it under `package_cost`: the package and the instalments,
 * null while neither is set, so the shown cost less the paid total is always the balance.
 */
export const chargedOf = (record: { packageCost: AnyColumn; instalmentsTotal: AnyColumn }): SQL<number | null> =>
  sql<number | null>`(case when ${record.packageCost} is null and ${record.instalmentsTotal} = 0 then null
    else coalesce(${record.packageCost}, 0) + ${record.instalmentsTotal} end)::float8`;
