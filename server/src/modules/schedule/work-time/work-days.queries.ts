import { and, asc, eq, inArray } from "drizzle-orm";
import { byId, inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { workDays } from "../../../db/schema/index.js";

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
