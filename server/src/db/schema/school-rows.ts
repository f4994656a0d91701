import { sql } from "drizzle-orm";
import { pgPolicy } from "drizzle-orm/pg-core";

/**
 * The school a connection acts for: set by the request's database handle (`core/tenancy/school-database.ts`), unset
 * (so null, so no row) anywhere else on the application's role. The owner role, which migrations, jobs and
 * cross-school calls use, is not subject to it. A sub-select, so PostgreSQL reads the setting once per statement (an
 * init plan) instead of once per row: 9 % of a 100,000-row count before (decision 0049).
 */
export const CURRENT_SCHOOL = sql`(select nullif(current_setting('app.school_id', true), '')::int)`;

/**
 * Row-level security of a school-owned table (decision 0049): the application's role reads and writes only the rows
 * of the school its connection acts for, whatever a query forgets to filter.
 */
export const schoolRowsOnly = (column = sql`school_id`) =>
  pgPolicy("school_rows_only", {
    for: "all",
    to: "public",
    using: sql`${column} = ${CURRENT_SCHOOL}`,
    withCheck: sql`${column} = ${CURRENT_SCHOOL}`,
  });
