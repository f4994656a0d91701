import type { UserListQuery } from "@school/contracts";
import { and, count, desc, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { inSchool, joinedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { applicationStatuses, studentRecords, users } from "../../../db/schema/index.js";
import { userListWhere, withRecord } from "../users.queries.js";

type ExportFilters = Omit<UserListQuery, "page">;

const manager = alias(users, "manager");

/** How many users the filters select. */
export async function exportCount(scope: Scope, filters: ExportFilters): Promise<number> {
  const [total] = await scope.db
    .select({ count: count() })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .where(userListWhere(scope, filters));
  return total?.count ?? 0;
}

/** The ids of the users the filters select, as a query the audit log runs. */
export const exportedUserIds = (scope: Scope, filters: ExportFilters) =>
  scope.db
    .select({ id: users.id })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .where(userListWhere(scope, filters));

/** Up to `limit` of the selected users with ids below `before`, newest first, with their record and manager. */
export async function exportPage(
  scope: Scope,
  input: { filters: ExportFilters; before: number | null; limit: number },
) {
  return scope.db
    .select({
      id: users.id,
      lastName: users.lastName,
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
      packages: studentRecords.packages,
      country: studentRecords.country,
      countries: studentRecords.countries,
      academicYear: studentRecords.academicYear,
      paymentBalance: studentRecords.paymentBalance,
      managerFirst: manager.firstName,
      managerLast: manager.lastName,
    })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .leftJoin(manager, joinedInSchool(manager, { from: users, by: studentRecords.responsible }))
    .where(and(userListWhere(scope, input.filters), input.before === null ? undefined : lt(users.id, input.before)))
    .orderBy(desc(users.id))
    .limit(input.limit);
}

/** The users' application statuses counted by user and status, in one query. */
export async function statusCounts(scope: Scope, userIds: number[]) {
  return scope.db
    .select({
      userId: applicationStatuses.userId,
      status: applicationStatuses.status,
      count: sql<number>`count(*)::int`,
    })
    .from(applicationStatuses)
    .where(and(inSchool(scope, applicationStatuses), inArray(applicationStatuses.userId, userIds)))
    .groupBy(applicationStatuses.userId, applicationStatuses.status);
}
