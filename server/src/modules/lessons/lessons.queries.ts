import type { LessonSearchQuery } from "@school/contracts";
import { and, asc, count, eq, ilike, inArray, max, or, type SQL, sql } from "drizzle-orm";
import { isMemberOfCourseRow, studentOfProgram } from "../../core/access/membership.js";
import type { PageWindow } from "../../core/pagination.js";
import type { SchoolDay } from "../../core/school-day.js";
import { preparedInSchool } from "../../core/tenancy/prepared-in-school.js";
import { byId, deleteInSchool, inSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import { changesOrKeep } from "../../core/update-set.js";
import {
  courseMembers,
  courses,
  exerciseAttempts,
  exerciseLists,
  exercises,
  lessonCompletions,
  lessons,
  users,
} from "../../db/schema/index.js";
import { filterConditions, wordMatch } from "../catalog/index.js";

/** A known user's id where the access module's filter asks for the row's user (`userId`), as an int column. */
export const userIdValue = (userId: number) => sql`${userId}::int`;

/**
 * Lessons and one user's finished lessons per program, counted in one grouped query: either one program, or every
 * program the user studies; `visible` keeps only the programs the caller may see.
 */
export function selectLessonCounts(
  scope: Scope,
  filter: { userId: number; courseId?: number; visible: SQL | undefined },
) {
  return scope.db
    .select({
      courseId: courses.id,
      titleRu: courses.titleRu,
      titleKk: courses.titleKk,
      titleEn: courses.titleEn,
      lessonsCount: count(lessons.id),
      completedCount: count(lessonCompletions.lessonId),
    })
    .from(courses)
    .leftJoin(lessons, and(eq(lessons.courseId, courses.id), inSchool(scope, lessons)))
    .leftJoin(
      lessonCompletions,
      and(
        eq(lessonCompletions.lessonId, lessons.id),
        eq(lessonCompletions.userId, filter.userId),
        inSchool(scope, lessonCompletions),
      ),
    )
    .where(
      and(
        inSchool(scope, courses),
        filter.courseId === undefined
          ? isMemberOfCourseRow(scope.db, { userId: filter.userId, role: "student" })
          : eq(courses.id, filter.courseId),
        filter.visible,
      ),
    )
    .groupBy(courses.id)
    .orderBy(asc(courses.id));
}

export type LessonRow = typeof lessons.$inferSelect;
export type LessonColumns = Partial<Omit<typeof lessons.$inferInsert, "id" | "schoolId" | "createdAt">>;

/** The program order: `order`, then the id, so equal orders still list the same way every time. */
const lessonOrder = [asc(lessons.order), asc(lessons.id)];

export async function findLesson(scope: Scope, lessonId: number): Promise<LessonRow | null> {
  const row = await rowById(scope, { table: lessons, id: lessonId });
  return row ?? null;
}

export function selectCourseTitles(scope: Scope, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({ id: courses.id, titleRu: courses.titleRu, titleKk: courses.titleKk, titleEn: courses.titleEn })
    .from(courses)
    .where(and(inSchool(scope, courses), inArray(courses.id, courseIds)));
}

/** A program's lessons in their order, the program a placeholder: the statements below are built from it. */
const courseLessonsOf = (scope: Scope) =>
  scope.db
    .select()
    .from(lessons)
    .where(and(inSchool(scope, lessons), eq(lessons.courseId, sql.placeholder("courseId"))))
    .orderBy(...lessonOrder);

/** A program's lessons and their count: a student's most asked list (prepared, core/tenancy/prepared-in-school.ts). */
const lessonsOfCourse = {
  count: preparedInSchool("lessons_of_course_count", (scope, name) =>
    scope.db
      .select({ total: count() })
      .from(lessons)
      .where(and(inSchool(scope, lessons), eq(lessons.courseId, sql.placeholder("courseId"))))
      .prepare(name),
  ),
  all: preparedInSchool("lessons_of_course", (scope, name) => courseLessonsOf(scope).prepare(name)),
  page: preparedInSchool("lessons_of_course_page", (scope, name) =>
    courseLessonsOf(scope).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(name),
  ),
};

export async function countCourseLessons(scope: Scope, courseId: number): Promise<number> {
  const [row] = await lessonsOfCourse.count(scope, { courseId });
  return row?.total ?? 0;
}

export function selectCourseLessons(scope: Scope, { courseId, window }: { courseId: number; window?: PageWindow }) {
  return window
    ? lessonsOfCourse.page(scope, { courseId, limit: window.limit, offset: window.offset })
    : lessonsOfCourse.all(scope, { courseId });
}

/** The order after the program's last lesson. */
export async function nextOrder(scope: Scope, courseId: number): Promise<number> {
  const [row] = await scope.db
    .select({ last: max(lessons.order) })
    .from(lessons)
    .where(and(inSchool(scope, lessons), eq(lessons.courseId, courseId)));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The `all/` filters: the catalogue's own program filters (one table, `CATALOG_FILTERS`, so a filter means the same
 * in both lists), and q over the lesson's names (any language) or its program's titles.
 */
export function searchConditions(query: LessonSearchQuery, day: SchoolDay): SQL[] {
  const { q, page: _page, translate_lang: _language, ...programFilters } = query;
  const conditions = filterConditions({ ...programFilters, day });
  const words = q?.trim();
  if (words) {
    const byTitle = wordMatch(words);
    const pattern = `%${escapeLike(words)}%`;
    const byName = [ilike(lessons.name, pattern), ilike(lessons.nameKk, pattern), ilike(lessons.nameEn, pattern)];
    conditions.push(or(...byName, byTitle) as SQL);
  }
  return conditions;
}

/** The rows `all/` may show at all: one school, and the caller's programs for teachers and students. */
function searchWhere(scope: Scope, input: { conditions: SQL[]; visible: SQL | undefined }) {
  return and(inSchool(scope, lessons), inSchool(scope, courses), input.visible, ...input.conditions);
}

export async function countSearch(scope: Scope, input: { conditions: SQL[]; visible: SQL | undefined }) {
  const [row] = await scope.db
    .select({ total: count() })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(searchWhere(scope, input));
  return row?.total ?? 0;
}

/** The ids of one page of `all/`, by program then the program's order (lessons_course_order_idx). */
export function selectSearchIds(
  scope: Scope,
  input: { conditions: SQL[]; visible: SQL | undefined; window: PageWindow },
) {
  return scope.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(searchWhere(scope, input))
    .orderBy(asc(lessons.courseId), ...lessonOrder)
    .limit(input.window.limit)
    .offset(input.window.offset);
}

export function selectLessonsByIds(scope: Scope, ids: number[]) {
  return scope.db
    .select()
    .from(lessons)
    .where(and(inSchool(scope, lessons), inArray(lessons.id, ids)));
}

export function selectExListsOf(scope: Scope, lessonIds: number[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(exerciseLists)
    .where(and(inSchool(scope, exerciseLists), inArray(exerciseLists.lessonId, lessonIds)))
    .orderBy(asc(exerciseLists.lessonId), asc(exerciseLists.order), asc(exerciseLists.id));
}

export async function completedLessonIds(scope: Scope, { userId, lessonIds }: { userId: number; lessonIds: number[] }) {
  if (lessonIds.length === 0) return new Set<number>();
  const rows = await scope.db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(
      and(
        inSchool(scope, lessonCompletions),
        eq(lessonCompletions.userId, userId),
        inArray(lessonCompletions.lessonId, lessonIds),
      ),
    );
  return new Set(rows.map((row) => row.lessonId));
}

/** A student's results per exercise list of a program, for the progress report. */
export function selectAttemptsOf(scope: Scope, { userId, exListIds }: { userId: number; exListIds: number[] }) {
  if (exListIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({ exListId: exerciseAttempts.exListId, percent: exerciseAttempts.percent, passed: exerciseAttempts.passed })
    .from(exerciseAttempts)
    .where(
      and(
        inSchool(scope, exerciseAttempts),
        eq(exerciseAttempts.userId, userId),
        inArray(exerciseAttempts.exListId, exListIds),
      ),
    );
}

export async function insertLesson(scope: Scope, values: LessonColumns & { courseId: number; name: string }) {
  const [row] = await scope.db
    .insert(lessons)
    .values({ ...values, schoolId: scope.schoolId })
    .returning({ id: lessons.id });
  if (!row) throw new Error("lesson insert returned nothing");
  return row.id;
}

export async function updateLessonRow(scope: Scope, { lessonId, values }: { lessonId: number; values: LessonColumns }) {
  await scope.db
    .update(lessons)
    .set(changesOrKeep(lessons, values))
    .where(byId(scope, lessons, lessonId));
}

/** Deletes the lesson (its lists, tasks, completions, attempts and boards go with it by their foreign keys). */
export async function deleteLessonRow(scope: Scope, lessonId: number) {
  await deleteInSchool(scope, { table: lessons, id: lessonId });
}

/** The stored files of a lesson's tasks, removed from storage once the lesson is gone. */
export async function taskFilesOf(scope: Scope, lessonId: number): Promise<string[]> {
  const rows = await scope.db
    .select({ file: exercises.file })
    .from(exercises)
    .innerJoin(exerciseLists, eq(exerciseLists.id, exercises.exListId))
    .where(and(inSchool(scope, exercises), eq(exerciseLists.lessonId, lessonId)));
  return rows.flatMap((row) => (row.file ? [row.file] : []));
}

/** The ids of these lessons that belong to the program. */
export async function lessonIdsInCourse(scope: Scope, { courseId, ids }: { courseId: number; ids: number[] }) {
  const rows = await scope.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(inSchool(scope, lessons), eq(lessons.courseId, courseId), inArray(lessons.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** New orders for several lessons in one statement. */
export async function setOrders(scope: Scope, rows: { id: number; order: number }[]) {
  const cases = sql.join(
    rows.map((row) => sql`when ${row.id}::int then ${row.order}::int`),
    sql` `,
  );
  await scope.db
    .update(lessons)
    .set({ order: sql`case ${lessons.id} ${cases} end` })
    .where(
      and(
        inSchool(scope, lessons),
        inArray(
          lessons.id,
          rows.map((row) => row.id),
        ),
      ),
    );
}

export function selectTasksOfLists(scope: Scope, exListIds: number[]) {
  if (exListIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(exercises)
    .where(and(inSchool(scope, exercises), inArray(exercises.exListId, exListIds)))
    .orderBy(asc(exercises.exListId), asc(exercises.order), asc(exercises.id));
}

export async function insertExList(scope: Scope, values: Omit<typeof exerciseLists.$inferInsert, "id" | "schoolId">) {
  const [row] = await scope.db
    .insert(exerciseLists)
    .values({ ...values, schoolId: scope.schoolId })
    .returning({ id: exerciseLists.id });
  if (!row) throw new Error("exercise list insert returned nothing");
  return row.id;
}

export async function insertTasks(scope: Scope, values: Omit<typeof exercises.$inferInsert, "id" | "schoolId">[]) {
  if (values.length === 0) return;
  await scope.db.insert(exercises).values(values.map((value) => ({ ...value, schoolId: scope.schoolId })));
}

/** Locks the program's lessons while their order is computed or changed, so two writers do not interleave. */
export async function lockCourse(scope: Scope, courseId: number) {
  await scope.db.execute(
    sql`select 1 from ${courses} where ${courses.id} = ${courseId} and ${inSchool(scope, courses)} for update`,
  );
}

/** A student of the program, with what their progress report is mailed to. */
export async function findProgramStudent(scope: Scope, input: { courseId: number; studentId: number }) {
  const [row] = await scope.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(courseMembers, studentOfProgram(scope, { courseId: input.courseId, userId: users.id }))
    .where(byId(scope, users, input.studentId))
    .limit(1);
  return row ?? null;
}
