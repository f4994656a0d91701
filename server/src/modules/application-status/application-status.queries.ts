import type { ApplicationStatusKey, StatusAnalyticsQuery } from "@school/contracts";
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { conditionsOf, type FilterTable } from "../../core/filters.js";
import { type SchoolDay, zoneLiteral } from "../../core/school-day.js";
import { byId, inSchool, joinedInSchool, keyedInSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import { applicationStatuses, applicationStatusHistory, courseRounds, courses, users } from "../../db/schema/index.js";

/** The analytics' filters, whose dates are read as days of the school (core/school-day.ts). */
export type Analytics = { query: StatusAnalyticsQuery; day: SchoolDay };
const statuses = applicationStatuses;
const history = applicationStatusHistory;

export const STATUS_LIST_LIMIT = 500;
const joinCourse = joinedInSchool(courses, { from: statuses, by: statuses.courseId });
export const HISTORY_LIMIT = 5000;
export const STATUS_USERS_LIMIT = 200;

const statusColumns = {
  id: statuses.id,
  userId: statuses.userId,
  courseId: statuses.courseId,
  status: statuses.status,
  updatedAt: statuses.updatedAt,
};
export type StatusRow = { id: number; userId: number; courseId: number; status: ApplicationStatusKey; updatedAt: Date };
export type NamedStatusRow = StatusRow & {
  firstName: string;
  lastName: string;
  titleRu: string;
  titleKk: string;
  titleEn: string;
};

/** A status with its student's name and its program's titles (`users` and `courses` joined). */
export const namedStatusColumns = {
  ...statusColumns,
  firstName: users.firstName,
  lastName: users.lastName,
  titleRu: courses.titleRu,
  titleKk: courses.titleKk,
  titleEn: courses.titleEn,
};

/** Statuses or history entries of the scope's school, of one student or program when named, as the caller sees. */
type PairFilter = { userId?: number; courseId?: number; visible: SQL | undefined };
const ofPairs = (scope: Scope, table: typeof statuses | typeof history, filter: PairFilter) =>
  and(
    inSchool(scope, table),
    filter.userId === undefined ? undefined : eq(table.userId, filter.userId),
    filter.courseId === undefined ? undefined : eq(table.courseId, filter.courseId),
    filter.visible,
  );

export async function selectStatuses(scope: Scope, filter: PairFilter): Promise<NamedStatusRow[]> {
  return scope.db
    .select(namedStatusColumns)
    .from(statuses)
    .innerJoin(users, joinedInSchool(users, { from: statuses, by: statuses.userId }))
    .innerJoin(courses, joinCourse)
    .where(ofPairs(scope, statuses, filter))
    .orderBy(asc(statuses.courseId), asc(statuses.userId))
    .limit(STATUS_LIST_LIMIT);
}

export type HistoryRow = {
  id: number;
  userId: number;
  courseId: number;
  fromStatus: ApplicationStatusKey | null;
  toStatus: ApplicationStatusKey | null;
  changedBy: number | null;
  changedByName: string | null;
  changedAt: Date;
};

export async function selectHistory(scope: Scope, filter: PairFilter): Promise<HistoryRow[]> {
  return scope.db
    .select({
      id: history.id,
      userId: history.userId,
      courseId: history.courseId,
      fromStatus: history.fromStatus,
      toStatus: history.toStatus,
      changedBy: history.changedBy,
      changedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      changedAt: history.changedAt,
    })
    .from(history)
    .leftJoin(users, joinedInSchool(users, { from: history, by: history.changedBy }))
    .where(ofPairs(scope, history, filter))
    .orderBy(asc(history.changedAt), asc(history.id))
    .limit(HISTORY_LIMIT);
}

/** The current status of a student in a program, locked until the transaction ends (two managers at once). */
export async function lockStatus(scope: Scope, key: { userId: number; courseId: number }) {
  const [row] = await scope.db
    .select(statusColumns)
    .from(statuses)
    .where(keyedInSchool(scope, { table: statuses, key: { userId: key.userId, courseId: key.courseId } }))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function lockStatusById(scope: Scope, id: number) {
  const [row] = await scope.db
    .select(statusColumns)
    .from(statuses)
    .where(byId(scope, statuses, id))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** The student, when the user is one of the school's students. */
export async function findStudent(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(byId(scope, users, userId), eq(users.role, "student")))
    .limit(1);
  return row ?? null;
}

export async function writeStatus(
  scope: Scope,
  change: { userId: number; courseId: number; status: ApplicationStatusKey; current: StatusRow | null },
) {
  if (change.current) {
    await scope.db
      .update(statuses)
      .set({ status: change.status, updatedAt: sql`now()` })
      .where(byId(scope, statuses, change.current.id));
  } else {
    await scope.db
      .insert(statuses)
      .values({ schoolId: scope.schoolId, userId: change.userId, courseId: change.courseId, status: change.status });
  }
}

/** A student-program's first status, unless a concurrent call has just set one (then null: nothing written). */
export async function insertStatusIfAbsent(
  scope: Scope,
  row: { userId: number; courseId: number; status: ApplicationStatusKey },
) {
  const [created] = await scope.db
    .insert(statuses)
    .values({ schoolId: scope.schoolId, ...row })
    .onConflictDoNothing({ target: [statuses.userId, statuses.courseId] })
    .returning({ id: statuses.id });
  return created ?? null;
}

export async function deleteStatus(scope: Scope, id: number) {
  await scope.db.delete(statuses).where(byId(scope, statuses, id));
}

export async function insertHistory(
  scope: Scope,
  entry: {
    userId: number;
    courseId: number;
    fromStatus: ApplicationStatusKey | null;
    toStatus: ApplicationStatusKey | null;
    changedBy: number;
  },
) {
  const [row] = await scope.db
    .insert(history)
    .values({ schoolId: scope.schoolId, ...entry })
    .returning({ id: history.id, changedAt: history.changedAt });
  return row!;
}

// ---- analytics: one query each, over the statuses (the program's fields filter through a semi-join) ----

/**
 * Statuses whose program meets `condition`: a semi-join on the programs, so the analytics read the statuses alone
 * (joining every status to its program cost more than the aggregate over 100,000 statuses). Uncorrelated, so it is
 * planned once; a status's program is of its school (the composite foreign key), so no school test is needed here.
 */
const ofPrograms = (condition: SQL) =>
  sql`${statuses.courseId} in (select ${courses.id} from ${courses} where ${condition})`;

/** The analytics' filters as data (core/filters): each field adds one condition; dates are the school's days. */
const analyticsFilters = (day: SchoolDay): FilterTable<StatusAnalyticsQuery> => ({
  created_from: (first) => gte(statuses.createdAt, day.startOf(first)),
  created_to: (last) => lt(statuses.createdAt, day.bounds({ last }).before!),
  status_id: (status) => eq(statuses.status, status),
  course_id: (courseId) => eq(statuses.courseId, courseId),
  country: (country) => ofPrograms(eq(courses.country, country)),
  degree: (degree) => ofPrograms(eq(courses.degreeId, degree)),
  university: (university) => ofPrograms(eq(courses.universityId, university)),
  is_open: (isOpen) => {
    const open = sql`exists (select 1 from ${courseRounds} where ${joinedInSchool(courses, { from: courseRounds, by: courseRounds.courseId })} and ${courseRounds.startsOn} <= ${day.today} and ${courseRounds.endsOn} >= ${day.today})`;
    return ofPrograms(isOpen === "true" ? open : sql`not ${open}`);
  },
});

const analyticsWhere = (scope: Scope, { query, day }: Analytics) =>
  and(inSchool(scope, statuses), ...conditionsOf(analyticsFilters(day), query));

export async function countStatuses(scope: Scope, analytics: Analytics) {
  const [row] = await scope.db
    .select({ count: count(), students: countDistinct(statuses.userId) })
    .from(statuses)
    .where(analyticsWhere(scope, analytics));
  return row ?? { count: 0, students: 0 };
}

export async function statusTotals(scope: Scope, analytics: Analytics) {
  return scope.db
    .select({ status: statuses.status, count: count() })
    .from(statuses)
    .where(analyticsWhere(scope, analytics))
    .groupBy(statuses.status);
}

export async function statusByMonth(scope: Scope, analytics: Analytics) {
  // The school's zone is a literal written into the text, so the grouped expression is the selected one (a parameter
  // each time would make them two different expressions to PostgreSQL). Months are grouped as timestamps and written
  // as text only for the few groups: to_char on every status cost a third of the query.
  const month = sql<Date>`date_trunc('month', ${statuses.updatedAt} at time zone ${zoneLiteral(analytics.day.timeZone)})`;
  const grouped = scope.db
    .select({ month: month.as("month"), status: statuses.status, count: count().as("count") })
    .from(statuses)
    .where(analyticsWhere(scope, analytics))
    .groupBy(month, statuses.status)
    .as("grouped");
  return scope.db
    .select({
      month: sql<string>`to_char(${grouped.month}, 'YYYY-MM')`,
      status: grouped.status,
      count: grouped.count,
    })
    .from(grouped)
    .orderBy(grouped.month);
}

export async function statusUsers(scope: Scope, analytics: Analytics) {
  return scope.db
    .select(namedStatusColumns)
    .from(statuses)
    .innerJoin(courses, joinCourse)
    .innerJoin(users, joinedInSchool(users, { from: statuses, by: statuses.userId }))
    .where(analyticsWhere(scope, analytics))
    .orderBy(desc(statuses.updatedAt), desc(statuses.id))
    .limit(STATUS_USERS_LIMIT);
}

/** The funnel: of the statuses matching the filters, how many ever reached each status. */
export async function statusSteps(scope: Scope, analytics: Analytics) {
  return scope.db
    .select({ status: history.toStatus, reached: countDistinct(statuses.id) })
    .from(statuses)
    .innerJoin(
      history,
      joinedInSchool(history, {
        from: statuses,
        on: and(
          eq(history.courseId, statuses.courseId),
          eq(history.userId, statuses.userId),
          isNotNull(history.toStatus),
        ) as SQL,
      }),
    )
    .where(analyticsWhere(scope, analytics))
    .groupBy(history.toStatus);
}

export async function findCourse(scope: Scope, courseId: number) {
  const row = await rowById(scope, { table: courses, id: courseId, columns: { id: courses.id } });
  return row ?? null;
}

/**
 * The student in `student` (a column of the caller's query) applies to one of the programs (none named: any), in the
 * status if one is named: the one way another module narrows to a program's or a status's students, an `exists`
 * probe of `application_statuses_user_course_key` per row.
 */
export function appliesTo(
  scope: Scope,
  input: { student: PgColumn; programIds?: readonly number[]; status?: ApplicationStatusKey },
): SQL {
  return exists(
    scope.db
      .select({ one: sql`1` })
      .from(applicationStatuses)
      .where(
        and(
          inSchool(scope, applicationStatuses),
          eq(applicationStatuses.userId, input.student),
          input.programIds === undefined ? undefined : inArray(applicationStatuses.courseId, [...input.programIds]),
          input.status === undefined ? undefined : eq(applicationStatuses.status, input.status),
        ),
      ),
  );
}

/** The students who apply to the program (in the status, if named), at most `limit` (`application_statuses_course_idx`). */
export async function applicantIds(
  scope: Scope,
  input: { program: number; status?: ApplicationStatusKey; limit: number },
): Promise<number[]> {
  const rows = await scope.db
    .select({ id: applicationStatuses.userId })
    .from(applicationStatuses)
    .where(
      and(
        inSchool(scope, applicationStatuses),
        eq(applicationStatuses.courseId, input.program),
        input.status === undefined ? undefined : eq(applicationStatuses.status, input.status),
      ),
    )
    .limit(input.limit);
  return rows.map((row) => row.id);
}
