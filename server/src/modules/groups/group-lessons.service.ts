import { TIMETABLE_HORIZON_WEEKS } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import { addDays, clockOf, minutesOfDay, zonedInstant, zonedParts } from "../../core/schedule-time.js";
import { inTransaction, type Scope, schoolScope } from "../../core/tenancy/scope.js";
import type { Deps } from "../../deps.js";
import { planLessons, selectRules, weeklySlots } from "../schedule/index.js";
import * as lessons from "./group-lessons.queries.js";
import * as queries from "./groups.queries.js";

/**
 * A group's weekly timetable makes its lessons in the schedule (decision 0027): for the next
 * `TIMETABLE_HORIZON_WEEKS`, as one series per group, through the schedule's own planning (the school's hours, the
 * teacher's work time, a teacher never booked twice). A nightly job keeps the horizon ahead.
 */
const HORIZON_DAYS = TIMETABLE_HORIZON_WEEKS * 7;

/** The series of a group's timetable lessons: derived from the group's id, so no column is needed to find them. */
export const timetableSeriesId = (groupId: number) =>
  `00000000-0000-4000-8000-${groupId.toString(16).padStart(12, "0")}`;

type PlannedGroup = { id: number; typeGroup: string; teacherId: number | null };

/** Plans the group's timetable lessons that start after `after`, up to the horizon; how many were planned. */
async function planTimetable(scope: Scope, group: PlannedGroup, input: { after: Date; actorId: number | null }) {
  if (group.teacherId === null) return 0;
  const timetable = await queries.selectTimetables(scope, [group.id]);
  if (timetable.length === 0) return 0;
  const { timeZone } = await selectRules(scope);
  const today = zonedParts(new Date(), timeZone).date;
  const slots = weeklySlots({
    from: zonedParts(input.after, timeZone).date,
    until: addDays(today, HORIZON_DAYS),
    weekdays: timetable.map((slot) => ({
      weekday: slot.weekday,
      time_start: slot.startTime,
      time_end: clockOf(minutesOfDay(slot.startTime) + slot.duration),
    })),
  }).filter((slot) => zonedInstant(slot.date, slot.time_start, timeZone) > input.after);
  if (slots.length === 0) return 0;
  const ids = await planLessons(scope, {
    actorId: input.actorId,
    teacherId: group.teacherId,
    groupId: group.id,
    typeLesson: group.typeGroup as Parameters<typeof planLessons>[1]["typeLesson"],
    studentIds: await queries.studentIdsOf(scope, group.id),
    slots,
    seriesId: timetableSeriesId(group.id),
    now: new Date(),
  });
  return ids.length;
}

/**
 * After the timetable, the teacher or the type changed (in the caller's transaction): the group's lessons from now
 * on, moved and cancelled ones included, give way to the new plan; lessons held stay in the past.
 */
export async function replanGroupLessons(scope: Scope, { groupId, actorId }: { groupId: number; actorId: number }) {
  const now = new Date();
  await lessons.deleteComingLessons(scope, { seriesId: timetableSeriesId(groupId), now });
  const group = await lessons.selectPlannedGroup(scope, groupId);
  if (group) await planTimetable(scope, group, { after: now, actorId });
}

/** After the students changed (in the caller's transaction): the group's coming lessons follow the group. */
export async function syncGroupLessonStudents(
  scope: Scope,
  change: { groupId: number; added: number[]; removed: number[] },
) {
  const coming = { seriesId: timetableSeriesId(change.groupId), now: new Date() };
  if (change.removed.length > 0) await lessons.removeFromComingLessons(scope, { ...coming, userIds: change.removed });
  if (change.added.length > 0) await lessons.addToComingLessons(scope, { ...coming, userIds: change.added });
}

/**
 * The nightly top-up: every group with a teacher and a timetable gets its lessons planned up to the horizon, after
 * its latest one (so a lesson deleted or cancelled by staff is not planned again, and a second run plans nothing).
 * A group whose next slot cannot be booked (the teacher busy or off work then) is skipped, not the whole run.
 */
export async function topUpTimetables(deps: Deps): Promise<{ planned: number; skipped: number }> {
  const groups = await lessons.selectTimetabledGroups(deps.db);
  let planned = 0;
  let skipped = 0;
  for (const group of groups) {
    try {
      planned += await inTransaction(schoolScope(deps, group.schoolId), async (tx) => {
        const latest = await lessons.latestLessonStart(tx, { seriesId: timetableSeriesId(group.id) });
        const now = new Date();
        const after = latest && latest > now ? latest : now;
        return planTimetable(tx, group, { after, actorId: null });
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped += 1;
    }
  }
  return { planned, skipped };
}
