import {
  canMoveLesson,
  inLanguage,
  LESSON_ACTIONS,
  LESSON_RESETTABLE,
  type LessonEvent,
  type ScheduleLesson,
  type ScheduleLessonDetail,
  type ScheduleListQuery,
  type SchedulePerson,
  type scheduleCreateBody,
} from "@school/contracts";
import type { z } from "zod";
import {
  type AccessActor,
  accessFilter,
  programsLockedFor,
  requireAccess,
  requireListAccess,
} from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { isoWeekday, zonedParts } from "../../../core/schedule-time.js";
import { schoolDayIn, schoolTimeZone } from "../../../core/school-day.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { scheduleLessons } from "../../../db/schema/index.js";
import * as queries from "../schedule.queries.js";
import { planLessons, type Slot, weeklySlots } from "./lesson-planning.js";

const person = (id: number, firstName: string | null, lastName: string | null): SchedulePerson => ({
  id,
  first_name: firstName ?? "",
  last_name: lastName ?? "",
});

/**
 * Lessons as the API answers them, their students fetched in one query, times in the school's zone. A lesson of a
 * program closed to its student by the program lock keeps its time but not its comment, where a teacher writes the
 * call's link (decision 0166).
 */
async function toLessons(actor: Actor, rows: queries.LessonRow[], timeZone: string) {
  const [students, locked] = await Promise.all([
    queries.selectLessonStudents(
      actor,
      rows.map((row) => row.id),
    ),
    programsLockedFor(actor),
  ]);
  const byLesson = new Map<number, SchedulePerson[]>(rows.map((row) => [row.id, []]));
  for (const student of students)
    byLesson.get(student.lessonId)?.push(person(student.id, student.firstName, student.lastName));
  return rows.map((row): ScheduleLesson => {
    const start = zonedParts(row.startAt, timeZone);
    const end = zonedParts(row.endAt, timeZone);
    return {
      id: row.id,
      date: start.date,
      time_start: start.time,
      // A lesson ending at midnight ends at 24:00 of its own day.
      time_end: end.date > start.date && end.time === "00:00" ? "24:00" : end.time,
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      status_lesson: row.status,
      type_lesson: row.typeLesson,
      teacher: person(row.teacherId, row.teacherFirstName, row.teacherLastName),
      course:
        row.courseId === null
          ? null
          : {
              id: row.courseId,
              title_ru: row.courseTitleRu ?? "",
              title_kk: row.courseTitleKk ?? "",
              title_en: row.courseTitleEn ?? "",
            },
      group:
        row.groupId === null
          ? null
          : {
              id: row.groupId,
              name_group: inLanguage(actor.language, {
                ru: row.groupName ?? "",
                kk: row.groupNameKk ?? "",
                en: row.groupNameEn ?? "",
              }),
              name_ru: row.groupName ?? "",
              name_kk: row.groupNameKk ?? "",
              name_en: row.groupNameEn ?? "",
            },
      students: byLesson.get(row.id) ?? [],
      series_id: row.seriesId,
      comment: row.courseId !== null && locked.has(row.courseId) ? "" : row.comment,
    };
  });
}

/** The lessons `actor` may see: the condition of every list of lessons, the calendar feed's included. */
export const visibleLessons = (actor: AccessActor) =>
  accessFilter(actor, "schedule.read", { teacherId: scheduleLessons.teacherId, lessonId: scheduleLessons.id });

const lessonsBetween = queries.lessonsBetween(visibleLessons);

/** GET list/: a day or a range, narrowed by the filters and by what the caller may see. */
export async function listLessons(actor: Actor, query: ScheduleListQuery) {
  const timeZone = await schoolTimeZone(actor);
  const from = query.date ?? (query.date_after as string);
  const to = query.date ?? (query.date_before as string);
  const days = schoolDayIn(timeZone, actor.deps.clock.now()).bounds({ first: from, last: to });
  const filter = {
    teacherId: query.teacher,
    studentId: query.student,
    courseId: query.course,
    groupId: query.group,
    typeLesson: query.typelesson,
  };
  // A week with no filter but what the caller may see (a teacher's, a student's) is the prepared statement's.
  const unfiltered = Object.values(filter).every((value) => value === undefined);
  const rows =
    unfiltered && days.from && days.before
      ? await lessonsBetween(actor, { from: days.from, to: days.before })
      : await queries.selectLessons(actor, {
          ...filter,
          from: days.from,
          to: days.before,
          visible: visibleLessons(actor),
        });
  return toLessons(actor, rows, timeZone);
}

/** GET list_manager_group/{id}/: a group's lessons; a teacher only of a group they teach. */
export async function listGroupLessons(actor: Actor, groupId: number) {
  const group = await queries.groupOf(actor, groupId);
  if (!group) throw notFound("No such group");
  const teacherId = await queries.groupTeacherOf(actor, groupId);
  await requireAccess(actor, "schedule.readGroup", { teacherId });
  const timeZone = await schoolTimeZone(actor);
  return toLessons(actor, await queries.selectLessons(actor, { groupId }), timeZone);
}

/** GET list_manager_student/{userId}/: a student's lessons (a teacher: of students of programs they teach). */
export async function listStudentLessons(
  actor: Actor,
  input: {
    userId: number;
    query: { type_lesson?: ScheduleLesson["type_lesson"]; date_after?: string; date_before?: string };
  },
) {
  const { userId, query } = input;
  await requireListAccess(actor, "schedule.readStudent", { userId });
  const timeZone = await schoolTimeZone(actor);
  const days = schoolDayIn(timeZone, actor.deps.clock.now()).bounds({
    first: query.date_after,
    last: query.date_before,
  });
  const rows = await queries.selectLessons(actor, {
    studentId: userId,
    typeLesson: query.type_lesson,
    from: days.from,
    to: days.before,
  });
  return toLessons(actor, rows, timeZone);
}

/** One lesson the caller may see, with its history and the moves its status allows; 404 otherwise. */
export async function lessonDetail(actor: Actor, id: number): Promise<ScheduleLessonDetail> {
  const timeZone = await schoolTimeZone(actor);
  const [row] = await queries.selectLessons(actor, { ids: [id], visible: visibleLessons(actor) });
  if (!row) throw notFound("No such lesson");
  const [lesson] = await toLessons(actor, [row], timeZone);
  const events = await queries.selectEvents(actor, id);
  const at = (instant: Date | null) => {
    if (!instant) return null;
    const parts = zonedParts(instant, timeZone);
    return `${parts.date} ${parts.time}`;
  };
  const history = events.map(
    (event): LessonEvent => ({
      id: event.id,
      kind: event.kind,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      old_start: at(event.oldStartAt),
      old_end: at(event.oldEndAt),
      new_start: at(event.newStartAt),
      new_end: at(event.newEndAt),
      by: event.actorId === null ? null : person(event.actorId, event.actorFirstName, event.actorLastName),
      reason: event.reason,
      override: event.override,
      at: event.createdAt.toISOString(),
    }),
  );
  return {
    ...(lesson as ScheduleLesson),
    history,
    next: LESSON_ACTIONS.filter((action) => canMoveLesson(row.status, action)),
    can_reset: LESSON_RESETTABLE.includes(row.status),
  };
}

/** POST create/: one lesson or a weekly series, all or nothing. */
export async function createLessons(actor: Actor, body: z.output<typeof scheduleCreateBody>) {
  const slots: Slot[] = body.repeat_until
    ? weeklySlots({
        from: body.date,
        until: body.repeat_until,
        weekdays: (body.weekdays ?? [isoWeekday(body.date)]).map((weekday) => ({
          weekday,
          time_start: body.time_start,
          time_end: body.time_end,
        })),
      })
    : [{ date: body.date, time_start: body.time_start, time_end: body.time_end }];
  const ids = await inTransaction(actor, (tx) =>
    planLessons(tx, {
      actorId: actor.caller.userId,
      teacherId: body.teacher,
      courseId: body.course,
      groupId: body.group,
      typeLesson: body.type_lesson,
      studentIds: body.students,
      slots,
      comment: body.comment,
      now: actor.deps.clock.now(),
    }),
  );
  const timeZone = await schoolTimeZone(actor);
  return toLessons(actor, await queries.selectLessons(actor, { ids }), timeZone);
}

/** POST delete/: the named lessons (and with `series` the later ones of their series); 404 when one is not found. */
export async function deleteLessons(actor: Actor, body: { ids: number[]; series: boolean }) {
  return inTransaction(actor, async (tx) => {
    const deleted = await queries.deleteLessons(tx, body);
    if (deleted.named < new Set(body.ids).size) throw notFound("No such lesson");
    return { deleted: deleted.count };
  });
}

/** POST add/{userId}/: the student joins the lesson (and with `series` the later lessons of its series). */
export async function addStudent(actor: Actor, input: { userId: number; body: { schedule: number; series: boolean } }) {
  const { userId, body } = input;
  return inTransaction(actor, async (tx) => {
    const [student] = await queries.usersWithRole(tx, { ids: [userId], role: "student" });
    if (!student) throw new AppError("validation_failed", "Only a student can be added to a lesson");
    const lessonIds = await queries.seriesFrom(tx, { lessonId: body.schedule, series: body.series });
    if (lessonIds.length === 0)
      throw new AppError("not_found", "No such lesson", { fields: { schedule: "No such lesson" } });
    const added = await queries.addStudentTo(tx, { lessonIds, userId, actorId: actor.caller.userId });
    return { added };
  });
}
