import { LESSON_MAX_SPAN_MINUTES } from "@school/contracts";
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { AccessActor } from "../../core/access/access.js";
import { preparedForCaller } from "../../core/access/prepared-for-caller.js";
import { personColumns } from "../../core/person-name.js";
import { preparedInSchool } from "../../core/tenancy/prepared-in-school.js";
import { byId, inSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import {
  courses,
  scheduleLessonEvents,
  scheduleLessonStudents,
  scheduleLessons,
  schools,
  studyGroups,
  users,
} from "../../db/schema/index.js";

export type { Scope };

/**
 * Lessons whose time overlaps [from, to). A lesson lasts at most LESSON_MAX_SPAN_MINUTES (a check constraint), so
 * one overlapping `from` starts after `from` less that span: a bounded range of the (teacher_id, start_at) and
 * (school_id, start_at) indexes instead of every lesson before `to` (the free-teacher search read 140,000 rows).
 */
const overlapping = (from: Date, to: Date) =>
  and(
    lt(scheduleLessons.startAt, to),
    gt(scheduleLessons.startAt, new Date(from.getTime() - LESSON_MAX_SPAN_MINUTES * 60_000)),
    gt(scheduleLessons.endAt, from),
  );

/**
 * THE rule of a teacher's time taken: a lesson of the school, not cancelled, overlapping [from, to). A new lesson's
 * clash check and the free-teacher search both ask it here.
 */
export const takesTime = (scope: Scope, interval: { from: Date; to: Date }) =>
  and(
    inSchool(scope, scheduleLessons),
    ne(scheduleLessons.status, "cancelled"),
    overlapping(interval.from, interval.to),
  );

/** The school's schedule rules as stored. */
export async function selectRules(scope: Scope) {
  const [row] = await scope.db
    .select({
      timeZone: schools.timeZone,
      cancelCount: schools.cancelCount,
      transferCount: schools.transferCount,
      cancelTime: schools.cancelTime,
      transferTime: schools.transferTime,
      workStartMinute: schools.workStartMinute,
      workEndMinute: schools.workEndMinute,
      autoFinishLessons: schools.autoFinishLessons,
    })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  if (!row) throw new Error(`School ${scope.schoolId} has no row`);
  return row;
}
export type Rules = Awaited<ReturnType<typeof selectRules>>;

/**
 * How many planned lessons from now on fall outside the school's work hours in its zone (they were booked under
 * wider hours or another zone): they stay as they are, and the settings screen says how many there are. A lesson's
 * end is counted from the start of its own day, so one ending after midnight is outside too.
 */
export async function countPlannedOutsideWorkHours(scope: Scope): Promise<number> {
  const localStart = sql`(${scheduleLessons.startAt} at time zone ${schools.timeZone})`;
  const minutesFromDayStart = (instant: SQL) =>
    sql`extract(epoch from (${instant} at time zone ${schools.timeZone}) - date_trunc('day', ${localStart})) / 60`;
  const [row] = await scope.db
    .select({ lessons: sql<number>`count(*)::int` })
    .from(scheduleLessons)
    .innerJoin(schools, eq(schools.id, scheduleLessons.schoolId))
    .where(
      and(
        inSchool(scope, scheduleLessons),
        gte(scheduleLessons.startAt, sql`now()`),
        eq(scheduleLessons.status, "planned"),
        sql`(${minutesFromDayStart(sql`${scheduleLessons.startAt}`)} < ${schools.workStartMinute}
          or ${minutesFromDayStart(sql`${scheduleLessons.endAt}`)} > ${schools.workEndMinute})`,
      ),
    );
  return row?.lessons ?? 0;
}

const lessonColumns = {
  id: scheduleLessons.id,
  startAt: scheduleLessons.startAt,
  endAt: scheduleLessons.endAt,
  status: scheduleLessons.status,
  typeLesson: scheduleLessons.typeLesson,
  seriesId: scheduleLessons.seriesId,
  comment: scheduleLessons.comment,
  teacherId: scheduleLessons.teacherId,
  teacherFirstName: users.firstName,
  teacherLastName: users.lastName,
  courseId: courses.id,
  courseTitleRu: courses.titleRu,
  courseTitleKk: courses.titleKk,
  courseTitleEn: courses.titleEn,
  groupId: studyGroups.id,
  groupName: studyGroups.nameGroup,
  groupNameKk: studyGroups.nameKk,
  groupNameEn: studyGroups.nameEn,
};

/** At most this many lessons in one answer: a month of a large school's whole calendar, unfiltered. */
export const LESSON_LIST_CAP = 5000;

export type LessonFilter = {
  from?: Date;
  to?: Date;
  ids?: number[];
  teacherId?: number;
  studentId?: number;
  courseId?: number;
  groupId?: number;
  typeLesson?: (typeof scheduleLessons.typeLesson.enumValues)[number];
  visible?: SQL;
};

export function selectLessons(scope: Scope, filter: LessonFilter) {
  return lessonsWhere(scope, [
    filter.ids ? inArray(scheduleLessons.id, filter.ids) : undefined,
    filter.from ? gte(scheduleLessons.startAt, filter.from) : undefined,
    filter.to ? lt(scheduleLessons.startAt, filter.to) : undefined,
    filter.teacherId ? eq(scheduleLessons.teacherId, filter.teacherId) : undefined,
    filter.courseId ? eq(scheduleLessons.courseId, filter.courseId) : undefined,
    filter.groupId ? eq(scheduleLessons.groupId, filter.groupId) : undefined,
    filter.typeLesson ? eq(scheduleLessons.typeLesson, filter.typeLesson) : undefined,
    filter.studentId
      ? inArray(
          scheduleLessons.id,
          scope.db
            .select({ id: scheduleLessonStudents.lessonId })
            .from(scheduleLessonStudents)
            .where(eq(scheduleLessonStudents.userId, filter.studentId)),
        )
      : undefined,
    filter.visible,
  ]);
}
export type LessonRow = Awaited<ReturnType<typeof selectLessons>>[number];

/** The school's lessons under the conditions, with their teacher, program and group, in time order. */
function lessonsWhere(scope: Scope, conditions: (SQL | undefined)[]) {
  return scope.db
    .select(lessonColumns)
    .from(scheduleLessons)
    .innerJoin(users, eq(users.id, scheduleLessons.teacherId))
    .leftJoin(courses, eq(courses.id, scheduleLessons.courseId))
    .leftJoin(studyGroups, eq(studyGroups.id, scheduleLessons.groupId))
    .where(and(inSchool(scope, scheduleLessons), ...conditions))
    .orderBy(asc(scheduleLessons.startAt), asc(scheduleLessons.id))
    .limit(LESSON_LIST_CAP);
}

/**
 * The lessons starting in [from, to) that `visible` lets the caller see, no other filter: a teacher's and a student's
 * week, the timetable's most asked list, prepared per role (core/access/prepared-for-caller.ts). The moments go as
 * ISO texts, as the column writes them.
 */
export function lessonsBetween(visible: (actor: AccessActor) => SQL | undefined) {
  const statement = preparedForCaller<{ from: string; to: string }, LessonRow[]>(
    "schedule_lessons_between",
    (actor, name) =>
      lessonsWhere(actor, [
        gte(scheduleLessons.startAt, sql.placeholder("from")),
        lt(scheduleLessons.startAt, sql.placeholder("to")),
        visible(actor),
      ]).prepare(name),
  );
  return (actor: AccessActor, input: { from: Date; to: Date }) =>
    statement(actor, { from: input.from.toISOString(), to: input.to.toISOString() });
}

/** The students of many lessons at once (prepared: asked for every list of lessons). */
const studentsOfLessons = preparedInSchool("schedule_lesson_students", (scope, name) =>
  scope.db
    .select({
      lessonId: scheduleLessonStudents.lessonId,
      ...personColumns(users),
    })
    .from(scheduleLessonStudents)
    .innerJoin(users, eq(users.id, scheduleLessonStudents.userId))
    .where(
      and(
        inSchool(scope, scheduleLessonStudents),
        sql`${scheduleLessonStudents.lessonId} = any(${sql.placeholder("lessonIds")}::int[])`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .prepare(name),
);

export async function selectLessonStudents(scope: Scope, lessonIds: number[]) {
  if (lessonIds.length === 0) return [];
  return studentsOfLessons(scope, { lessonIds });
}

export function selectEvents(scope: Scope, lessonId: number) {
  return scope.db
    .select({
      id: scheduleLessonEvents.id,
      kind: scheduleLessonEvents.kind,
      fromStatus: scheduleLessonEvents.fromStatus,
      toStatus: scheduleLessonEvents.toStatus,
      oldStartAt: scheduleLessonEvents.oldStartAt,
      oldEndAt: scheduleLessonEvents.oldEndAt,
      newStartAt: scheduleLessonEvents.newStartAt,
      newEndAt: scheduleLessonEvents.newEndAt,
      reason: scheduleLessonEvents.reason,
      override: scheduleLessonEvents.override,
      createdAt: scheduleLessonEvents.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(scheduleLessonEvents)
    .leftJoin(users, eq(users.id, scheduleLessonEvents.actorId))
    .where(and(inSchool(scope, scheduleLessonEvents), eq(scheduleLessonEvents.lessonId, lessonId)))
    .orderBy(asc(scheduleLessonEvents.id));
}

/** One lesson's row, locked for a change of status (two changes of one lesson take turns). */
export async function lockLesson(scope: Scope, lessonId: number) {
  const [row] = await scope.db
    .select({
      id: scheduleLessons.id,
      status: scheduleLessons.status,
      startAt: scheduleLessons.startAt,
      endAt: scheduleLessons.endAt,
      teacherId: scheduleLessons.teacherId,
      typeLesson: scheduleLessons.typeLesson,
      seriesId: scheduleLessons.seriesId,
    })
    .from(scheduleLessons)
    .where(byId(scope, scheduleLessons, lessonId))
    .for("update");
  return row;
}

export async function studentIdsOf(scope: Scope, lessonId: number): Promise<number[]> {
  const rows = await scope.db
    .select({ userId: scheduleLessonStudents.userId })
    .from(scheduleLessonStudents)
    .where(and(inSchool(scope, scheduleLessonStudents), eq(scheduleLessonStudents.lessonId, lessonId)));
  return rows.map((row) => row.userId);
}

/** Users of the school with these ids and this role. */
export async function usersWithRole(scope: Scope, input: { ids: number[]; role: "teacher" | "student" }) {
  if (input.ids.length === 0) return [];
  return scope.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inSchool(scope, users), inArray(users.id, input.ids), eq(users.role, input.role)));
}

export async function groupOf(scope: Scope, groupId: number) {
  return rowById(scope, {
    table: studyGroups,
    id: groupId,
    columns: { id: studyGroups.id, courseId: studyGroups.courseId },
  });
}

export async function courseExists(scope: Scope, courseId: number): Promise<boolean> {
  const row = await rowById(scope, { table: courses, id: courseId, columns: { found: sql<number>`1` } });
  return row !== undefined;
}

export async function groupTeacherOf(scope: Scope, groupId: number): Promise<number | null> {
  const row = await rowById(scope, { table: studyGroups, id: groupId, columns: { teacherId: studyGroups.teacherId } });
  return row?.teacherId ?? null;
}

/** A lesson's id, and with `series` the ids of its series' lessons from it on; empty when there is no such lesson. */
export async function seriesFrom(scope: Scope, input: { lessonId: number; series: boolean }): Promise<number[]> {
  const [lesson] = await scope.db
    .select({ id: scheduleLessons.id, seriesId: scheduleLessons.seriesId, startAt: scheduleLessons.startAt })
    .from(scheduleLessons)
    .where(byId(scope, scheduleLessons, input.lessonId));
  if (!lesson) return [];
  if (!input.series || lesson.seriesId === null) return [lesson.id];
  const rows = await scope.db
    .select({ id: scheduleLessons.id })
    .from(scheduleLessons)
    .where(
      and(
        inSchool(scope, scheduleLessons),
        eq(scheduleLessons.seriesId, lesson.seriesId),
        gte(scheduleLessons.startAt, lesson.startAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** Deletes the named lessons (with `series`, their series' later lessons too); how many were named and deleted. */
export async function deleteLessons(scope: Scope, input: { ids: number[]; series: boolean }) {
  const ids = new Set<number>();
  let named = 0;
  for (const lessonId of new Set(input.ids)) {
    const found = await seriesFrom(scope, { lessonId, series: input.series });
    if (found.length > 0) named += 1;
    for (const id of found) ids.add(id);
  }
  if (ids.size === 0) return { named, count: 0 };
  const deleted = await scope.db
    .delete(scheduleLessons)
    .where(and(inSchool(scope, scheduleLessons), inArray(scheduleLessons.id, [...ids])))
    .returning({ id: scheduleLessons.id });
  return { named, count: deleted.length };
}

/** Adds a student to lessons they are not in yet, with a history entry each; how many were added. */
export async function addStudentTo(scope: Scope, input: { lessonIds: number[]; userId: number; actorId: number }) {
  const added = await scope.db
    .insert(scheduleLessonStudents)
    .values(input.lessonIds.map((lessonId) => ({ schoolId: scope.schoolId, lessonId, userId: input.userId })))
    .onConflictDoNothing()
    .returning({ lessonId: scheduleLessonStudents.lessonId });
  if (added.length === 0) return 0;
  const statuses = await scope.db
    .select({ id: scheduleLessons.id, status: scheduleLessons.status })
    .from(scheduleLessons)
    .where(
      and(
        inSchool(scope, scheduleLessons),
        inArray(
          scheduleLessons.id,
          added.map((row) => row.lessonId),
        ),
      ),
    );
  await scope.db.insert(scheduleLessonEvents).values(
    statuses.map((lesson) => ({
      schoolId: scope.schoolId,
      lessonId: lesson.id,
      kind: "student_added" as const,
      fromStatus: lesson.status,
      toStatus: lesson.status,
      actorId: input.actorId,
      studentId: input.userId,
    })),
  );
  return added.length;
}

type PlannedLesson = Omit<typeof scheduleLessons.$inferInsert, "id" | "schoolId">;

/**
 * Writes planned lessons, their students and each one's "created" event in the school; answers the lessons' ids in
 * the order given. The teacher's exclusion constraint may refuse one: the caller's transaction then rolls back.
 */
export async function insertPlannedLessons(
  scope: Scope,
  input: { lessons: PlannedLesson[]; studentIds: readonly number[] },
): Promise<number[]> {
  const created = await scope.db
    .insert(scheduleLessons)
    .values(input.lessons.map((lesson) => ({ ...lesson, schoolId: scope.schoolId })))
    .returning({ id: scheduleLessons.id });
  const ids = created.map((row) => row.id);
  if (input.studentIds.length > 0) {
    await scope.db
      .insert(scheduleLessonStudents)
      .values(
        ids.flatMap((lessonId) => input.studentIds.map((userId) => ({ schoolId: scope.schoolId, lessonId, userId }))),
      );
  }
  await scope.db.insert(scheduleLessonEvents).values(
    input.lessons.map((lesson, index) => ({
      schoolId: scope.schoolId,
      lessonId: ids[index] as number,
      kind: "created" as const,
      toStatus: "planned" as const,
      newStartAt: lesson.startAt,
      newEndAt: lesson.endAt,
      actorId: lesson.createdBy ?? null,
    })),
  );
  return ids;
}

/** The times of the teacher's lessons (cancelled ones aside) overlapping [from, to), but the lesson `except`. */
export function selectTeacherLessonTimes(
  scope: Scope,
  input: { teacherId: number; from: Date; to: Date; except?: number },
) {
  return scope.db
    .select({ startAt: scheduleLessons.startAt, endAt: scheduleLessons.endAt })
    .from(scheduleLessons)
    .where(
      and(
        takesTime(scope, input),
        eq(scheduleLessons.teacherId, input.teacherId),
        input.except ? ne(scheduleLessons.id, input.except) : undefined,
      ),
    );
}

/** Every school that has its past lessons marked finished, and its zone: a fan-out on the owner's handle. */
export function selectAutoFinishingSchools(db: Db) {
  return db
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.autoFinishLessons, true));
}

/**
 * Marks finished the lessons still planned or moved that started from `since` and ended by `before`, each with its
 * history row (no actor: the system); answers how many.
 */
export async function finishLessonsEnded(scope: Scope, input: { since: Date; before: Date }): Promise<number> {
  const rows = await scope.db
    .update(scheduleLessons)
    .set({ status: "finished" })
    .where(
      and(
        inSchool(scope, scheduleLessons),
        inArray(scheduleLessons.status, ["planned", "rescheduled"]),
        gte(scheduleLessons.startAt, input.since),
        lte(scheduleLessons.endAt, input.before),
      ),
    )
    .returning({ id: scheduleLessons.id });
  if (rows.length === 0) return 0;
  await scope.db.insert(scheduleLessonEvents).values(
    rows.map((row) => ({
      schoolId: scope.schoolId,
      lessonId: row.id,
      kind: "finished" as const,
      toStatus: "finished" as const,
      reason: "automatic",
    })),
  );
  return rows.length;
}
