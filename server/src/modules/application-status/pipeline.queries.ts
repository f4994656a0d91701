import type { ApplicationStatusKey, PipelineQuery } from "@school/contracts";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { conditionsOf, type FilterTable } from "../../core/filters.js";
import { inSchool, joinedInSchool, type Scope } from "../../core/tenancy/scope.js";
import { applicationStatuses, courses, studentRecords, users } from "../../db/schema/index.js";
import { namedStatusColumns } from "./application-status.queries.js";

const statuses = applicationStatuses;
const manager = alias(users, "manager");

type BoardFilters = Pick<PipelineQuery, "country" | "academic_year" | "responsible">;

/** The board's filters as data (core/filters): the program's country, the student's intake and manager. */
const PIPELINE_FILTERS: FilterTable<BoardFilters> = {
  country: (country) => eq(courses.country, country),
  academic_year: (year) => eq(studentRecords.academicYear, year),
  responsible: (staffId) => eq(studentRecords.responsible, staffId),
};

const joinCourse = joinedInSchool(courses, { from: statuses, by: statuses.courseId });
const joinRecord = joinedInSchool(studentRecords, { from: statuses, on: eq(studentRecords.userId, statuses.userId) });

const boardWhere = (scope: Scope, filters: BoardFilters, ...more: (SQL | undefined)[]) =>
  and(inSchool(scope, statuses), ...conditionsOf(PIPELINE_FILTERS, filters), ...more);

/** Microseconds since 1970 of the last change, exact (numeric), so a cursor finds its card's place again. */
const changedMicros = sql<string>`(extract(epoch from ${statuses.updatedAt}) * 1000000)::bigint::text`;

/** How many cards each column (or the one named) holds under the filters: one grouped query. */
export async function countColumns(scope: Scope, input: { filters: BoardFilters; status?: ApplicationStatusKey }) {
  const { filters, status } = input;
  return scope.db
    .select({ status: statuses.status, count: count() })
    .from(statuses)
    .innerJoin(courses, joinCourse)
    .leftJoin(studentRecords, joinRecord)
    .where(boardWhere(scope, filters, status === undefined ? undefined : eq(statuses.status, status)))
    .groupBy(statuses.status);
}

export type CardRow = Awaited<ReturnType<typeof selectColumn>>[number];

/**
 * One column's cards, most recently moved first, `limit` of them after the cursor (keyset on the last change and
 * the id, which the `(school_id, status, updated_at, id)` index serves).
 */
export async function selectColumn(
  scope: Scope,
  input: {
    filters: BoardFilters;
    status: ApplicationStatusKey;
    after: { micros: string; id: number } | undefined;
    limit: number;
  },
) {
  const after = input.after
    ? sql`(${statuses.updatedAt}, ${statuses.id}) < (timestamptz 'epoch' + ${input.after.micros}::bigint * interval '1 microsecond', ${input.after.id})`
    : undefined;
  return scope.db
    .select({
      ...namedStatusColumns,
      country: courses.country,
      academicYear: studentRecords.academicYear,
      responsible: studentRecords.responsible,
      responsibleName: sql<string | null>`nullif(trim(${manager.firstName} || ' ' || ${manager.lastName}), '')`,
      changedMicros,
    })
    .from(statuses)
    .innerJoin(courses, joinCourse)
    .innerJoin(users, joinedInSchool(users, { from: statuses, by: statuses.userId }))
    .leftJoin(studentRecords, joinRecord)
    .leftJoin(manager, eq(manager.id, studentRecords.responsible))
    .where(boardWhere(scope, input.filters, eq(statuses.status, input.status), after))
    .orderBy(desc(statuses.updatedAt), desc(statuses.id))
    .limit(input.limit);
}
