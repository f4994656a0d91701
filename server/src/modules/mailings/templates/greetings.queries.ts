import type { GreetingOccasion } from "@school/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { inSchool, joinedInSchool, type Scope, schoolOf } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { greetingSends, mailingSettings, schools, studentRecords, users } from "../../../db/schema/index.js";

/** Every school with an active tariff and greetings on, and its zone: a fan-out on the owner's handle. */
export function selectGreetingSchools(db: Db) {
  return db
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .innerJoin(mailingSettings, schoolOf(mailingSettings))
    .where(and(eq(schools.tariffActive, true), eq(mailingSettings.greetingsEnabled, true)));
}

/** The zone the school's days are counted in. */
export async function selectSchoolTimeZone(scope: Scope): Promise<string> {
  const [school] = await scope.db
    .select({ timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  if (!school) throw new Error(`School ${scope.schoolId} not found`);
  return school.timeZone;
}

const studentsOf = (scope: Scope) => and(inSchool(scope, users), eq(users.role, "student"));

/** Every student of the school. */
export function selectStudentIds(scope: Scope) {
  return scope.db.select({ id: users.id }).from(users).where(studentsOf(scope));
}

/** The students whose birthday (month and day, `MM-DD`) is one of `monthDays`. */
export function selectStudentsBornOn(scope: Scope, filter: { monthDays: string[] }) {
  return scope.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(studentRecords, joinedInSchool(users, { from: studentRecords, by: studentRecords.userId }))
    .where(
      and(studentsOf(scope), inArray(sql<string>`to_char(${studentRecords.birthDate}, 'MM-DD')`, filter.monthDays)),
    );
}

/**
 * Takes the greeting of `occasion` on `onDate` for each of `userIds` not greeted for it yet (a row is unique per
 * student, occasion and day); answers the rows taken now.
 */
export function takeGreetings(
  scope: Scope,
  greeting: { userIds: number[]; occasion: GreetingOccasion; onDate: string },
) {
  const { occasion, onDate } = greeting;
  return scope.db
    .insert(greetingSends)
    .values(greeting.userIds.map((userId) => ({ schoolId: scope.schoolId, userId, occasion, onDate })))
    .onConflictDoNothing()
    .returning({ id: greetingSends.id, userId: greetingSends.userId });
}

/** Ties the taken greetings `sendIds` to the mailing that carries them. */
export async function attachGreetingMailing(scope: Scope, input: { sendIds: number[]; mailingId: number }) {
  await scope.db
    .update(greetingSends)
    .set({ mailingId: input.mailingId })
    .where(and(inSchool(scope, greetingSends), inArray(greetingSends.id, input.sendIds)));
}
