import { FINANCE_PAGE_SIZE } from "@school/contracts";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { byId, inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { schools, users, workActs } from "../../../db/schema/index.js";

export type SchoolActsFilters = { date_from?: string; date_to?: string; user_id?: number };

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
        filters.user_id ? eq(workActs.userId, filters.user_id) : undefined,
        filters.date_from ? gte(workActs.date, filters.date_from) : undefined,
        filters.date_to ? lte(workActs.date, filters.date_to) : undefined,
        after ? sql`(${workActs.date}, ${workActs.id}) < (${after.date}::date, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(workActs.date), desc(workActs.id))
    .limit(FINANCE_PAGE_SIZE + 1);
}

/** One act with its student's name and email and the school's names and currency: what its PDF shows. */
export async function actForPdf(scope: Scope, id: number) {
  const [row] = await scope.db
    .select({
      ...actColumns,
      email: users.email,
      schoolName: schools.name,
      schoolNameKk: schools.nameKk,
      schoolNameEn: schools.nameEn,
      currency: schools.currency,
    })
    .from(workActs)
    .innerJoin(users, eq(users.id, workActs.userId))
    .innerJoin(schools, eq(schools.id, workActs.schoolId))
    .where(byId(scope, workActs, id));
  return row;
}
export type ActForPdf = NonNullable<Awaited<ReturnType<typeof actForPdf>>>;
