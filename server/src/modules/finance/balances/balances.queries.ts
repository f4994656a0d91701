import { FINANCE_PAGE_SIZE } from "@school/contracts";
import { and, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import { chargedOf } from "../../../core/payments/owed.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { paymentTranches, studentRecords, users } from "../../../db/schema/index.js";
import { recordConditions } from "../../student-record/index.js";

export type BalanceListFilters = {
  degree?: string;
  pre_enrollment?: "true" | "false";
  academic_year?: string;
  countries?: string;
  step?: string;
  standing?: "debt" | "credit" | "settled";
};

/** The balance/ filters: the records its totals count, narrowed by where each balance stands. */
export function balanceConditions(scope: Scope, filters: BalanceListFilters): SQL[] {
  const r = studentRecords;
  const byStanding = {
    debt: gt(r.paymentBalanceMinor, 0),
    credit: lt(r.paymentBalanceMinor, 0),
    settled: eq(r.paymentBalanceMinor, 0),
  };
  const { standing, ...recordFilters } = filters;
  return [...recordConditions(scope, recordFilters), ...(standing ? [byStanding[standing]] : [])];
}

/**
 * One page of students, largest balance first, after the cursor's (balance in minor units, user id): a keyset walk
 * down `student_records_balance_minor_idx` (school, balance, user), so the hundredth page costs what the first does.
 * The bigint balance, not the numeric one: under the school policies PostgreSQL lets only leakproof comparisons into
 * an index condition, and numeric's are not. Names come from `users` by key and the overdue tranches from
 * `payment_tranches_user_idx`, in the same query.
 */
export async function balancePage(
  scope: Scope,
  input: { filters: BalanceListFilters; after?: { balanceMinor: number; userId: number }; today: string },
) {
  const r = studentRecords;
  const t = paymentTranches;
  const overdue = sql`lateral (
      select count(*)::int as count, coalesce(sum(${t.amount}), 0)::float8 as amount
      from ${t}
      where ${t.userId} = ${r.userId} and ${t.dueDate} < ${input.today} and ${t.paidOn} is null
    ) overdue`;
  return scope.db
    .select({
      userId: r.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      // What is charged: the package and the programs bought in instalments (decision 0166).
      packageCost: chargedOf(r),
      paidTotal: r.paidTotal,
      balance: r.paymentBalance,
      balanceMinor: r.paymentBalanceMinor,
      overdueCount: sql<number>`overdue.count`,
      overdueAmount: sql<number>`overdue.amount`,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .innerJoin(overdue, sql`true`)
    .where(
      and(
        ...balanceConditions(scope, input.filters),
        input.after
          ? sql`(${r.paymentBalanceMinor}, ${r.userId}) < (${input.after.balanceMinor}::bigint, ${input.after.userId}::int)`
          : undefined,
      ),
    )
    .orderBy(desc(r.paymentBalanceMinor), desc(r.userId))
    .limit(FINANCE_PAGE_SIZE + 1);
}
