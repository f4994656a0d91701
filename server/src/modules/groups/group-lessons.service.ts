import { TIMETABLE_HORIZON_WEEKS } from "@school/contracts";
import { and, eq, gt, inArray, isNotNull, max, ne } from "drizzle-orm";
import { AppError } from "../../core/errors.js";
import { addDays, clockOf, minutesOfDay, zonedInstant, zonedParts } from "../../core/schedule-time.js";
import { byId, inSchool, inTransaction, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { groupTimetable, scheduleLessonStudents, scheduleLessons, studyGroups } from "../../db/schema/index.js";
import { planLessons, weeklySlots } from "../schedule/lessons/lesson-planning.js";
import { selectRules } from "../schedule/schedule.queries.js";
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

/** The group's timetable lessons after `now` not yet held: the ones a change of the group reaches. */
const comingLessons = (scope: Scope, groupId: number, now: Date) =>
  and(
    inSchool(scope, scheduleLessons),
    eq(scheduleLessons.seriesId, timetableSeriesId(groupId)),
    gt(scheduleLessons.startAt, now),
    ne(scheduleLessons.status, "finished"),
  );

/**
 * After the timetable, the teacher or the type changed (in the caller's transaction): the group's lessons from now
 * on, moved and cancelled ones included, give way to the new plan; lessons held stay in the past.
 */
export async function replanGroupLessons(scope: Scope, { groupId, actorId }: { groupId: number; actorId: number }) {
  const now = new Date();
  await scope.db.delete(scheduleLessons).where(comingLessons(scope, groupId, now));
  const [group] = await scope.db
    .select({ id: studyGroups.id, typeGroup: studyGroups.typeGroup, teacherId: studyGroups.teacherId })
    .from(studyGroups)
    .where(byId(scope, studyGroups, groupId));
  if (group) await planTimetable(scope, group, { after: now, actorId });
}

/** After the students changed (in the caller's transaction): the group's coming lessons follow the group. */
export async function syncGroupLessonStudents(
  scope: Scope,
  change: { groupId: number; added: number[]; removed: number[] },
) {
  const coming = scope.db
    .select({ id: scheduleLessons.id })
    .from(scheduleLessons)
    .where(comingLessons(scope, change.groupId, new Date()));
  if (change.removed.length > 0) {
    await scope.db
      .delete(scheduleLessonStudents)
      .where(
        and(
          inSchool(scope, scheduleLessonStudents),
          inArray(scheduleLessonStudents.lessonId, coming),
          inArray(scheduleLessonStudents.userId, change.removed),
        ),
      );
  }
  if (change.added.length > 0) {
    const lessons = await coming;
    if (lessons.length === 0) return;
    await scope.db
      .insert(scheduleLessonStudents)
      .values(
        lessons.flatMap((lesson) =>
          change.added.map((userId) => ({ schoolId: scope.schoolId, lessonId: lesson.id, userId })),
        ),
      )
      .onConflictDoNothing();
  }
}

/**
 * The nightly top-up: every group with a teacher and a timetable gets its lessons planned up to the horizon, after
 * its latest one (so a lesson deleted or cancelled by staff is not planned again, and a second run plans nothing).
 * A group whose next slot cannot be booked (the teacher busy or off work then) is skipped, not the whole run.
 */
export async function topUpTimetables(db: Db): Promise<{ planned: number; skipped: number }> {
  const groups = await db
    .selectDistinct({
      schoolId: studyGroups.schoolId,
      id: studyGroups.id,
      typeGroup: studyGroups.typeGroup,
      teacherId: studyGroups.teacherId,
    })
    .from(studyGroups)
    .innerJoin(groupTimetable, eq(groupTimetable.groupId, studyGroups.id))
    .where(isNotNull(studyGroups.teacherId));
  let planned = 0;
  let skipped = 0;
  for (const group of groups) {
    try {
      planned += await inTransaction({ db, schoolId: group.schoolId }, async (tx) => {
        const [latest] = await tx.db
          .select({ startAt: max(scheduleLessons.startAt) })
          .from(scheduleLessons)
          .where(and(inSchool(tx, scheduleLessons), eq(scheduleLessons.seriesId, timetableSeriesId(group.id))));
        const now = new Date();
        const after = latest?.startAt && latest.startAt > now ? latest.startAt : now;
        return planTimetable(tx, group, { after, actorId: null });
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped += 1;
    }
  }
  return { planned, skipped };
}
