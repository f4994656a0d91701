import { STAFF_DUTY_HOLDERS, STAFF_DUTY_LIMIT, type StaffDuty, type StaffDutyRow } from "@school/contracts";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import { studentRecords, users } from "../../db/schema/index.js";

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
export async function listStaffDuties(scope: Scope, duty: StaffDuty): Promise<StaffDutyRow[]> {
  const column = DUTY_COLUMNS[duty];
  const counts = scope.db
    .select({ holder: sql<number>`${column}`.as("holder"), students: sql<number>`count(*)::int`.as("students") })
    .from(studentRecords)
    .where(and(eq(studentRecords.schoolId, scope.schoolId), isNotNull(column)))
    .groupBy(column)
    .as("counts");
  const students = sql<number>`coalesce(${counts.students}, 0)`;
  return scope.db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      students: students.mapWith(Number),
    })
    .from(users)
    .leftJoin(counts, eq(counts.holder, users.id))
    .where(and(eq(users.schoolId, scope.schoolId), inArray(users.role, [...STAFF_DUTY_HOLDERS[duty]])))
    .orderBy(desc(students), asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(STAFF_DUTY_LIMIT);
}
