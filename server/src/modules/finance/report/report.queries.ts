import { OVERDUE_ROWS_SHOWN, type UiLanguage } from "@school/contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { courses, paymentMonths, paymentTranches, schools, users } from "../../../db/schema/index.js";

async function rowsOf<Row>(scope: Scope, query: SQL): Promise<Row[]> {
  const result = await scope.db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The school's zone (every month is one of its calendar) and currency (the report's when nothing was received). */
export async function schoolMoneySettings(scope: Scope) {
  const [row] = await scope.db
    .select({ timeZone: schools.timeZone, currency: schools.currency })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  return row;
}

export type ReceivedGroup = {
  set: "month" | "program" | "method";
  currency: string;
  month: string | null;
  kind: string | null;
  courseId: number | null;
  method: string | null;
  provider: string | null;
  received: number;
  payments: number;
  /** The program's title in the language asked for (the Russian one when it has none); empty but for programs. */
  title: string;
};

/**
 * What was received in the months `from` to `to` (first days of the school's calendar months), grouped three ways in
 * one pass (grouping sets) over the rollup `payment_months`, whose key leads with (school, month): a year is some
 * thousand rows whatever the number of payments. Programs are named from the catalogue by key.
 */
export async function receivedGroups(
  scope: Scope,
  input: { from: string; to: string; language: UiLanguage },
): Promise<ReceivedGroup[]> {
  const m = paymentMonths;
  const titleColumn = { ru: courses.titleRu, kk: courses.titleKk, en: courses.titleEn }[input.language];
  const month = sql`to_char(${m.month}, 'YYYY-MM')`;
  const rows = await rowsOf<{
    set: number;
    currency: string;
    month: string | null;
    kind: string | null;
    course_id: number | null;
    method: string | null;
    provider: string | null;
    received: string;
    payments: number;
    title: string;
  }>(
    scope,
    sql`
    select g.*, coalesce(nullif(${titleColumn}, ''), ${courses.titleRu}, '') as title from (
    select grouping(${month}, ${m.kind}, ${m.courseId}, ${m.method}, ${m.provider}) as set,
      ${m.currency} as currency, ${month} as month, ${m.kind} as kind, ${m.courseId} as course_id,
      ${m.method} as method, ${m.provider} as provider,
      sum(${m.receivedMinor})::text as received, sum(${m.payments})::int as payments
    from ${m}
    where ${inSchool(scope, m)} and ${m.month} >= ${input.from} and ${m.month} <= ${input.to}
    group by grouping sets ((${m.currency}, ${month}), (${m.currency}, ${m.kind}, ${m.courseId}),
      (${m.currency}, ${m.method}, ${m.provider}))
    ) g left join ${courses} on ${inSchool(scope, courses)} and ${courses.id} = g.course_id
  `,
  );
  // grouping() sets a bit per column left out: month alone kept → 0b01111, program → 0b10011, method → 0b11100.
  const sets: Record<number, ReceivedGroup["set"]> = { 15: "month", 19: "program", 28: "method" };
  return rows.map((row) => ({
    set: sets[row.set]!,
    currency: row.currency,
    month: row.month,
    kind: row.kind,
    courseId: row.course_id,
    method: row.method,
    provider: row.provider,
    received: Number(row.received),
    payments: row.payments,
    title: row.title,
  }));
}

/**
 * Unpaid tranches past due, by the partial index `payment_tranches_open_due_idx` (school, due date, id, amount): how
 * many and their total, read from the index alone, and the oldest with their students' names; one round trip.
 */
export async function overdueTranches(scope: Scope, today: string) {
  const t = paymentTranches;
  const open = sql`select ${t.id}, ${t.userId}, ${t.amount}, ${t.dueDate} from ${t}
    where ${inSchool(scope, t)} and ${t.paidOn} is null and ${t.dueDate} < ${today}`;
  const rows = await rowsOf<{
    total_count: number;
    total_amount: number;
    id: number | null;
    user_id: number;
    first_name: string;
    last_name: string;
    amount: string;
    due_date: string;
    days_overdue: number;
  }>(
    scope,
    sql`
    with open as not materialized (${open}),
      totals as (select count(*)::int as total_count, coalesce(sum(amount), 0)::float8 as total_amount from open)
    select totals.*, oldest.* from totals left join lateral (
      select o.id, o.user_id, ${users.firstName} as first_name, ${users.lastName} as last_name, o.amount::text,
        o.due_date::text, (${today}::date - o.due_date)::int as days_overdue
      from open o join ${users} on ${inSchool(scope, users)} and ${users.id} = o.user_id
      order by o.due_date, o.id limit ${OVERDUE_ROWS_SHOWN}
    ) oldest on true`,
  );
  return {
    count: rows[0]?.total_count ?? 0,
    amount: rows[0]?.total_amount ?? 0,
    rows: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              tranche_id: row.id,
              user_id: row.user_id,
              first_name: row.first_name,
              last_name: row.last_name,
              amount: Number(row.amount),
              due_date: row.due_date,
              days_overdue: row.days_overdue,
            },
          ],
    ),
  };
}
