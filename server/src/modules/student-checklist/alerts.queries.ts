import { and, eq, inArray, sql } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { documentAlerts, schools, studentRecords, users } from "../../db/schema/index.js";

type NewAlert = Omit<typeof documentAlerts.$inferInsert, "id" | "schoolId" | "sentAt">;

/** Every school with an active tariff and its zone: the dispatch crosses schools, so it reads with the owner's handle. */
export async function activeSchools(ownerDb: Db) {
  return ownerDb
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.tariffActive, true));
}

/** Records the alerts not recorded yet (each is a unique row) and returns those it recorded. */
export async function recordAlerts(scope: Scope, alerts: NewAlert[]) {
  if (alerts.length === 0) return [];
  return scope.db
    .insert(documentAlerts)
    .values(alerts.map((alert) => ({ schoolId: scope.schoolId, ...alert })))
    .onConflictDoNothing()
    .returning();
}

/** Each student's e-mail and name, and their responsible manager's e-mail when one is set. */
export async function recipientsOf(scope: Scope, userIds: number[]) {
  const { schoolId } = scope;
  const manager = sql<string | null>`(select m.email from users m
    where m.id = ${studentRecords.responsible} and m.school_id = ${schoolId})`;
  const rows = await scope.db
    .select({
      userId: users.id,
      email: users.email,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      manager,
    })
    .from(users)
    .leftJoin(studentRecords, and(eq(studentRecords.userId, users.id), eq(studentRecords.schoolId, schoolId)))
    .where(and(eq(users.schoolId, schoolId), inArray(users.id, userIds)));
  return new Map(rows.map((row) => [row.userId, { student: row.email, manager: row.manager, studentName: row.name }]));
}
