import { and, eq, gt, inArray, isNotNull, max, ne } from "drizzle-orm";
import { inSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { groupTimetable, scheduleLessonStudents, scheduleLessons, studyGroups } from "../../db/schema/index.js";

/** A group's timetable lessons: the lessons of its series (`timetableSeriesId`). */
type Series = { seriesId: string };

/** The series' lessons after `now` not yet held: the ones a change of the group reaches. */
const comingLessons = (scope: Scope, { seriesId, now }: Series & { now: Date }) =>
  and(
    inSchool(scope, scheduleLessons),
    eq(scheduleLessons.seriesId, seriesId),
    gt(scheduleLessons.startAt, now),
    ne(scheduleLessons.status, "finished"),
  );

/** Deletes the series' coming lessons, moved and cancelled ones included. */
export async function deleteComingLessons(scope: Scope, coming: Series & { now: Date }) {
  await scope.db.delete(scheduleLessons).where(comingLessons(scope, coming));
}

/** What the timetable's planning reads of a group: its type and teacher. */
export async function selectPlannedGroup(scope: Scope, groupId: number) {
  return rowById(scope, {
    table: studyGroups,
    id: groupId,
    columns: { id: studyGroups.id, typeGroup: studyGroups.typeGroup, teacherId: studyGroups.teacherId },
  });
}

/** Takes the students off the series' coming lessons. */
export async function removeFromComingLessons(
  scope: Scope,
  change: Series & { now: Date; userIds: readonly number[] },
) {
  const coming = scope.db.select({ id: scheduleLessons.id }).from(scheduleLessons).where(comingLessons(scope, change));
  await scope.db
    .delete(scheduleLessonStudents)
    .where(
      and(
        inSchool(scope, scheduleLessonStudents),
        inArray(scheduleLessonStudents.lessonId, coming),
        inArray(scheduleLessonStudents.userId, [...change.userIds]),
      ),
    );
}

/** Books the students on the series' coming lessons (those already on one stay as they are). */
export async function addToComingLessons(scope: Scope, change: Series & { now: Date; userIds: readonly number[] }) {
  const lessons = await scope.db
    .select({ id: scheduleLessons.id })
    .from(scheduleLessons)
    .where(comingLessons(scope, change));
  if (lessons.length === 0) return;
  await scope.db
    .insert(scheduleLessonStudents)
    .values(
      lessons.flatMap((lesson) =>
        change.userIds.map((userId) => ({ schoolId: scope.schoolId, lessonId: lesson.id, userId })),
      ),
    )
    .onConflictDoNothing();
}

/** Every school's groups with a teacher and a timetable: the nightly top-up's fan-out, on the owner's handle. */
export function selectTimetabledGroups(db: Db) {
  return db
    .selectDistinct({
      schoolId: studyGroups.schoolId,
      id: studyGroups.id,
      typeGroup: studyGroups.typeGroup,
      teacherId: studyGroups.teacherId,
    })
    .from(studyGroups)
    .innerJoin(groupTimetable, eq(groupTimetable.groupId, studyGroups.id))
    .where(isNotNull(studyGroups.teacherId));
}

/** When the series' latest lesson starts, if it has any. */
export async function latestLessonStart(scope: Scope, { seriesId }: Series): Promise<Date | null> {
  const [latest] = await scope.db
    .select({ startAt: max(scheduleLessons.startAt) })
    .from(scheduleLessons)
    .where(and(inSchool(scope, scheduleLessons), eq(scheduleLessons.seriesId, seriesId)));
  return latest?.startAt ?? null;
}
