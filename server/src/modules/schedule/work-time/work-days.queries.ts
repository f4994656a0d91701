import { and, asc, eq, inArray } from "drizzle-orm";
import { memberOfProgram } from "../../../core/access/membership.js";
import {
  byId,
  deleteInSchool,
  type InSchoolValues,
  inSchool,
  insertInSchool,
  type Scope,
  updateInSchool,
} from "../../../core/tenancy/scope.js";
import { courseMembers, scheduleLessons, schools, users, workDays } from "../../../db/schema/index.js";
import { type Rules, takesTime } from "../schedule.queries.js";

export const workDayColumns = {
  id: workDays.id,
  teacherId: workDays.teacherId,
  weekday: workDays.weekday,
  startMinute: workDays.startMinute,
  endMinute: workDays.endMinute,
  typeLessons: workDays.typeLessons,
};

/**
 * The work days of some teachers (all of them when `teacherIds` is undefined), by teacher, week day and time; one
 * work day with `id`.
 */
export function selectWorkDays(scope: Scope, filter: { teacherIds?: number[]; weekday?: number; id?: number }) {
  return scope.db
    .select(workDayColumns)
    .from(workDays)
    .where(
      and(
        filter.id ? byId(scope, workDays, filter.id) : inSchool(scope, workDays),
        filter.teacherIds ? inArray(workDays.teacherId, filter.teacherIds) : undefined,
        filter.weekday ? eq(workDays.weekday, filter.weekday) : undefined,
      ),
    )
    .orderBy(asc(workDays.teacherId), asc(workDays.weekday), asc(workDays.startMinute), asc(workDays.id));
}
export type WorkDayRow = Awaited<ReturnType<typeof selectWorkDays>>[number];

export const insertWorkDay = (scope: Scope, values: InSchoolValues<typeof workDays>) =>
  insertInSchool(scope, { table: workDays, values });

export const updateWorkDayRow = (
  scope: Scope,
  change: { id: number; values: Pick<WorkDayRow, "weekday" | "startMinute" | "endMinute" | "typeLessons"> },
) => updateInSchool(scope, { table: workDays, ...change });

export const deleteWorkDayRow = (scope: Scope, id: number) => deleteInSchool(scope, { table: workDays, id });

const teacherName = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/** The school's teachers, or one of them, or a program's, by name. */
export function teachersAmong(scope: Scope, filter: { teacherId?: number; courseId?: number }) {
  return scope.db
    .select(teacherName)
    .from(users)
    .where(
      and(
        inSchool(scope, users),
        eq(users.role, "teacher"),
        filter.teacherId ? eq(users.id, filter.teacherId) : undefined,
        filter.courseId
          ? inArray(
              users.id,
              scope.db
                .select({ id: courseMembers.userId })
                .from(courseMembers)
                .where(memberOfProgram(scope, { courseId: filter.courseId, role: "teacher" })),
            )
          : undefined,
      ),
    )
    .orderBy(users.lastName, users.firstName, users.id);
}

/** Which of the teachers have a lesson (not cancelled) that overlaps the interval. */
export async function busyTeachers(scope: Scope, input: { teacherIds: number[]; from: Date; to: Date }) {
  const rows = await scope.db
    .selectDistinct({ teacherId: scheduleLessons.teacherId })
    .from(scheduleLessons)
    .where(and(takesTime(scope, input), inArray(scheduleLessons.teacherId, input.teacherIds)));
  return new Set(rows.map((row) => row.teacherId));
}

/** A program's teachers, by name. */
export function teachersOfCourse(scope: Scope, courseId: number) {
  return scope.db
    .select(teacherName)
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(memberOfProgram(scope, { courseId, role: "teacher" }))
    .orderBy(users.lastName, users.firstName, users.id);
}

/** The school's schedule rules, as the settings screen saves them. */
export async function updateRules(scope: Scope, rules: Partial<Rules>) {
  await scope.db.update(schools).set(rules).where(eq(schools.id, scope.schoolId));
}
