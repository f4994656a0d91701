import { FINANCE_PAGE_SIZE } from "@school/contracts";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { conditionsOf, type FilterTable } from "../../../core/filters.js";
import { byId, inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { schools, users, workActs } from "../../../db/schema/index.js";

export type SchoolActsFilters = { date_from?: string; date_to?: string; user_id?: number };

/** The list's filters as data (core/filters): one student's acts, and the dates' bounds, both days included. */
const ACT_FILTERS: FilterTable<SchoolActsFilters> = {
  user_id: (userId) => eq(workActs.userId, userId),
  date_from: (first) => gte(workActs.date, first),
  date_to: (last) => lte(workActs.date, last),
};

const actColumns = {
  id: workActs.id,
  userId: workActs.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  number: workActs.number,
  date: workActs.date,
  amount: workActs.amount,
  note: workActs.note,
};

/**
 * The school's acts, newest first, after the cursor's (date, id): a keyset walk down `work_acts_school_date_idx`
 * (school, date, id), or `work_acts_user_idx` for one student; names from `users` by key in the same query.
 */
export async function schoolActsPage(
  scope: Scope,
  input: { filters: SchoolActsFilters; after?: { date: string; id: number } },
) {
  const { filters, after } = input;
  return scope.db
    .select(actColumns)
    .from(workActs)
    .innerJoin(users, eq(users.id, workActs.userId))
    .where(
      and(
        inSchool(scope, workActs),
        ...conditionsOf(ACT_FILTERS, filters),
        after ? sql`(${workActs.date}, ${workActs.id}) < (${after.date}::date, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(workActs.date), desc(workActs.id))
    .limit(FINANCE_PAGE_SIZE + 1);
}

/** One act with its student's name and email and the school's currency: what its PDF shows beside the requisites. */
export async function actForPdf(scope: Scope, id: number) {
  const [row] = await scope.db
    .select({
      ...actColumns,
      email: users.email,
      currency: schools.currency,
    })
    .from(workActs)
    .innerJoin(users, eq(users.id, workActs.userId))
    .innerJoin(schools, eq(schools.id, workActs.schoolId))
    .where(byId(scope, workActs, id));
  return row;
}
export type ActForPdf = NonNullable<Awaited<ReturnType<typeof actForPdf>>>;
