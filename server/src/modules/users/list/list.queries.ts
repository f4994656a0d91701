import {
  type MailingAudience,
  type MailingAudienceQuery,
  STAFF_DUTY_HOLDERS,
  STAFF_DUTY_LIMIT,
  type StaffDuty,
  type StaffDutyRow,
  type UserListOrdering,
  type UserListQuery,
  type UserListSortKey,
} from "@school/contracts";
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { conditionsOf } from "../../../core/filters.js";
import { type PageWindow, rowsOfPage } from "../../../core/pagination.js";
import { preparedInSchool, preparedVariant } from "../../../core/tenancy/prepared-in-school.js";
import { inSchool, joinedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { studentRecords, userRoleCounts, users } from "../../../db/schema/index.js";
import { onlyTheRecordFiltered, searchMatches, studentFilters } from "../student-filters.queries.js";
import { type ListFilters, userListWhere, whereOver, withRecord } from "../users.queries.js";

/** A user as the user list and the duty list show them. */
const listedUser = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
};

/** The student whose referral link brought a user (decision 0056). */
const referrers = alias(users, "referrers");

/**
 * Each sort key's columns, over the users (left-joined to their record) and over the records alone: a total order
 * ending in the user's id, in the order of an index (users_school_name_idx, student_records_country_idx,
 * student_records_balance_minor_idx, the primary key). A user without a value (staff have no record, a record may
 * have no country) comes last either way: a manager sorting by balance wants the debtors first, not the teachers.
 * A record's balance is never null, so over the records alone its order stays the index's, both ways.
 */
type SortColumn = { column: PgColumn; nullable: boolean };
const SORT_COLUMNS: Record<UserListSortKey, { users: SortColumn[]; records: SortColumn[] }> = {
  created: {
    users: [{ column: users.id, nullable: false }],
    records: [{ column: studentRecords.userId, nullable: false }],
  },
  name: {
    users: [users.lastName, users.firstName, users.id].map((column) => ({ column, nullable: false })),
    records: [users.lastName, users.firstName, users.id].map((column) => ({ column, nullable: false })),
  },
  balance: {
    users: [
      { column: studentRecords.paymentBalanceMinor, nullable: true },
      { column: users.id, nullable: false },
    ],
    records: [
      { column: studentRecords.paymentBalanceMinor, nullable: false },
      { column: studentRecords.userId, nullable: false },
    ],
  },
  country: {
    users: [
      { column: studentRecords.country, nullable: true },
      { column: users.id, nullable: false },
    ],
    records: [
      { column: studentRecords.country, nullable: true },
      { column: studentRecords.userId, nullable: false },
    ],
  },
};
const orderOf = (ordering: UserListOrdering, over: "users" | "records") => {
  const descending = ordering.startsWith("-");
  const key = (descending ? ordering.slice(1) : ordering) as UserListSortKey;
  return SORT_COLUMNS[key][over].map(({ column, nullable }) =>
    nullable
      ? sql`${column} ${sql.raw(descending ? "desc" : "asc")} nulls last`
      : descending
        ? desc(column)
        : asc(column),
  );
};

/** A page's users by their ids (prepared: every page of the list reads them). */
const usersOfPage = preparedInSchool("user_list_rows", (scope, name) =>
  scope.db
    .select({
      ...listedUser,
      createdAt: users.createdAt,
      utmSource: users.utmSource,
      referrerId: referrers.id,
      referrerName: sql<string | null>`${referrers.firstName} || ' ' || ${referrers.lastName}`,
    })
    .from(users)
    .leftJoin(referrers, joinedInSchool(referrers, { from: users, by: users.referrerId }))
    .where(and(inSchool(scope, users), sql`${users.id} = any(${sql.placeholder("ids")}::int[])`))
    .prepare(name),
);

/**
 * One page of the school's users, newest first (ids grow with creation): the ids of the page first, then their rows
 * (core/pagination.ts). Filters come from `studentFilters` over the users joined to their student record (one row
 * per student, so the join never repeats a user); an empty search is no filter.
 */
export async function userListPage(
  scope: Scope,
  { filters, ordering, window }: { filters: ListFilters; ordering: UserListOrdering; window: PageWindow },
) {
  const { role, ...sent } = filters;
  const given = { ...sent, q: sent.q ? sent.q : undefined };
  // Filters on the record alone keep records only, which are students': counted and paged without `users` (but for
  // the order by name, which is the account's).
  const fromRecords = (role === undefined || role === "student") && onlyTheRecordFiltered(given);
  const byName = ordering === "name" || ordering === "-name";
  // The search's matches once for both statements, as a value whose size the planner sees.
  const matches = given.q ? await searchMatches(scope, given.q) : undefined;
  const conditions = conditionsOf(studentFilters({ schoolId: scope.schoolId, matches }), given);
  const recordsWhere = and(inSchool(scope, studentRecords), ...conditions);
  const usersWhere = whereOver(scope, role, conditions);
  const [[total], rows] = await Promise.all([
    conditions.length === 0
      ? roleCount(scope, role)
      : fromRecords
        ? scope.db.select({ count: count() }).from(studentRecords).where(recordsWhere)
        : scope.db.select({ count: count() }).from(users).leftJoin(studentRecords, withRecord).where(usersWhere),
    rowsOfPage({
      window,
      selectIds: ({ limit, offset }) =>
        conditions.length === 0
          ? unfilteredPage(ordering, role !== undefined)(scope, { role, limit, offset })
          : fromRecords
            ? (byName
                ? scope.db
                    .select({ id: studentRecords.userId })
                    .from(studentRecords)
                    .innerJoin(users, and(eq(users.id, studentRecords.userId), inSchool(scope, users)))
                : scope.db.select({ id: studentRecords.userId }).from(studentRecords)
              )
                .where(recordsWhere)
                .orderBy(...orderOf(ordering, "records"))
                .limit(limit)
                .offset(offset)
            : scope.db
                .select({ id: users.id })
                .from(users)
                .leftJoin(studentRecords, withRecord)
                .where(usersWhere)
                .orderBy(...orderOf(ordering, "users"))
                .limit(limit)
                .offset(offset),
      loadRows: (ids) => usersOfPage(scope, { ids }),
    }),
  ]);
  return { total: total?.count ?? 0, rows };
}

/**
 * How many users the school has in the role (in every role without one), read from the counts the database keeps in
 * the transaction of every write of users (decision 0098): one row instead of a pass over every student. Prepared
 * (core/tenancy/prepared-in-school.ts): a manager's every first look at the list asks it.
 */
function usersInRole(scope: Scope, role: UserListQuery["role"]) {
  return scope.db
    .select({ count: sql<number>`coalesce(sum(${userRoleCounts.users}), 0)`.mapWith(Number) })
    .from(userRoleCounts)
    .where(and(inSchool(scope, userRoleCounts), role ? eq(userRoleCounts.role, role) : undefined));
}
const roleCounts = {
  ofRole: preparedInSchool("user_list_count_of_role", (scope, name) =>
    usersInRole(scope, sql.placeholder("role") as unknown as UserListQuery["role"]).prepare(name),
  ),
  ofAll: preparedInSchool("user_list_count_of_all", (scope, name) => usersInRole(scope, undefined).prepare(name)),
};
const roleCount = (scope: Scope, role: UserListQuery["role"]) =>
  role === undefined ? roleCounts.ofAll(scope, {}) : roleCounts.ofRole(scope, { role });

/**
 * A page's ids of the list filtered by nothing but its role tab (a manager's first look, and paging on from it), in
 * `ordering`: prepared once per order, with a role tab or without.
 */
function unfilteredPage(ordering: UserListOrdering, withRole: boolean) {
  const order = ordering.startsWith("-") ? `${ordering.slice(1)}_desc` : ordering;
  return preparedVariant<{ role: UserListQuery["role"]; limit: number; offset: number }, { id: number }[]>(
    `user_list_page_${withRole ? "of_role" : "of_all"}_${order}`,
    (scope, prepared) =>
      scope.db
        .select({ id: users.id })
        .from(users)
        .leftJoin(studentRecords, withRecord)
        .where(
          whereOver(scope, withRole ? (sql.placeholder("role") as unknown as UserListQuery["role"]) : undefined, []),
        )
        .orderBy(...orderOf(ordering, "users"))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(prepared),
  );
}

/** The record field naming each duty's holder. */
const DUTY_COLUMNS = {
  seller: studentRecords.seller,
  responsible_abroad: studentRecords.responsibleAbroad,
  ielts_teacher: studentRecords.ieltsTeacher,
} as const satisfies Record<StaffDuty, unknown>;

/**
 * `duties/`: everyone of the school who may hold the duty, with how many students' records name them for it. The
 * counts are one grouped pass over the records through the (school_id, field) index, joined to the people: no query
 * per person.
 */
export async function staffDutyRows(scope: Scope, duty: StaffDuty): Promise<StaffDutyRow[]> {
  const column = DUTY_COLUMNS[duty];
  const counts = scope.db
    .select({ holder: sql<number>`${column}`.as("holder"), students: sql<number>`count(*)::int`.as("students") })
    .from(studentRecords)
    .where(and(inSchool(scope, studentRecords), isNotNull(column)))
    .groupBy(column)
    .as("counts");
  const students = sql<number>`coalesce(${counts.students}, 0)`;
  return scope.db
    .select({ ...listedUser, students: students.mapWith(Number) })
    .from(users)
    .leftJoin(counts, eq(counts.holder, users.id))
    .where(and(inSchool(scope, users), inArray(users.role, [...STAFF_DUTY_HOLDERS[duty]])))
    .orderBy(desc(students), asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(STAFF_DUTY_LIMIT);
}

/**
 * `mailing_users/`: the size of a mailing's audience, selected exactly as the user list selects (`userListWhere`), in
 * one pass: everyone has an e-mail address; the Telegram bot reaches the students who linked it. Its people, page by
 * page, are the user list itself (`list_mailing_users/` answers with `listUsers`), so the two never disagree.
 */
export async function audienceSize(scope: Scope, query: MailingAudienceQuery): Promise<MailingAudience> {
  const [row] = await scope.db
    .select({
      count: count(),
      with_chat_id: sql<number>`count(*) filter (where ${studentRecords.has_chat_id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .where(userListWhere(scope, query));
  return { count: row?.count ?? 0, with_chat_id: row?.with_chat_id ?? 0 };
}
