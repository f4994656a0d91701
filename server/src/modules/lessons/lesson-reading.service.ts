import {
  type CourseLessons,
  LESSON_PAGE_SIZE,
  LESSON_SEARCH_PAGE_SIZE,
  type LessonCount,
  type LessonDetail,
  type LessonSearchPage,
  type LessonSearchQuery,
  type TranslateLang,
} from "@school/contracts";
import { accessFilter, readProgramLessons, requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { overdueInstalmentOf } from "../../core/access/program-lock.js";
import { AppError } from "../../core/errors.js";
import { drfPage, pageWindow, rowsAndCount, rowsOfPage } from "../../core/pagination.js";
import { schoolDayOf } from "../../core/school-day.js";
import { titlesOf } from "../../core/titles.js";
import { courses, lessons } from "../../db/schema/index.js";
import { loadCourse } from "../course/index.js";
import {
  detailOf,
  groupBy,
  lessonView,
  loadLesson,
  lockedLesson,
  programLessonsLock,
  requireProgramLessons,
  toCourse,
  toExList,
} from "./lesson-view.js";
import * as queries from "./lessons.queries.js";

/**
 * Reading lessons: one lesson, a program's lessons (a page, or the course view with the caller's completion), the
 * search over every program the caller may see, and a user's progress per program. `language` is what `name` is
 * shown in (`translate_lang`, Russian when left out; decision 0042).
 */

/**
 * A user's lesson progress per program: students their own, teachers their students' in the programs they teach,
 * staff anyone's (`progress.read`). Without a program: every program the user studies. With one: that program, member or not, so staff
 * can look before the user is attached.
 */
export async function lessonCounts(actor: Actor, input: { userId: number; courseId?: number }): Promise<LessonCount[]> {
  const { courseId, userId } = input;
  if (courseId !== undefined) await loadCourse(actor, courseId);
  await requireAccess(actor, "progress.read", { userId, courseId });
  const rows = await queries.selectLessonCounts(actor, {
    userId,
    courseId,
    visible: accessFilter(actor, "progress.read", { courseId: courses.id, userId: queries.userIdValue(userId) }),
  });
  return rows.map((row) => ({
    course_id: row.courseId,
    ...titlesOf(row),
    lessons_count: row.lessonsCount,
    completed_count: row.completedCount,
  }));
}

export async function getLesson(
  actor: Actor,
  input: { lessonId: number; language?: TranslateLang },
): Promise<LessonDetail> {
  const row = await loadLesson(actor, input.lessonId);
  await requireProgramLessons(actor, row.courseId);
  return detailOf(actor, { language: input.language, row });
}

/** `all/`: lessons of the programs the caller may see, narrowed by the catalogue's program filters. */
export async function searchLessons(
  actor: Actor,
  input: { query: LessonSearchQuery; language?: TranslateLang; requestUrl: string },
): Promise<LessonSearchPage> {
  const filter = {
    conditions: queries.searchConditions(input.query, await schoolDayOf(actor)),
    visible: accessFilter(actor, "lesson.read", { courseId: lessons.courseId }),
  };
  const window = pageWindow(input.query.page, LESSON_SEARCH_PAGE_SIZE);
  const [count, rows] = await Promise.all([
    queries.countSearch(actor, filter),
    rowsOfPage({
      window,
      selectIds: (page) => queries.selectSearchIds(actor, { ...filter, window: page }),
      loadRows: (ids) => queries.selectLessonsByIds(actor, ids),
    }),
  ]);
  const titles = await queries.selectCourseTitles(actor, [...new Set(rows.map((row) => row.courseId))]);
  const toLesson = lessonView(actor.deps, input.language);
  const courseById = new Map(titles.map((row) => [row.id, toCourse(row)]));
  return drfPage({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.query.page,
    pageSize: LESSON_SEARCH_PAGE_SIZE,
    count,
    results: rows.flatMap((row) => {
      const course = courseById.get(row.courseId);
      return course ? [{ ...toLesson(row), course }] : [];
    }),
  });
}

/** A program's lessons a page at a time; locked for a student held by the program lock (decision 0166). */
export async function listProgramLessons(actor: Actor, input: { courseId: number; page: number; requestUrl: string }) {
  const { courseId } = input;
  const lock = await readProgramLessons(actor, courseId);
  const toLesson = lessonView(actor.deps, actor.language);
  const { rows, count } = await rowsAndCount({
    window: pageWindow(input.page, LESSON_PAGE_SIZE),
    selectRows: (window) => queries.selectCourseLessons(actor, { courseId, window }),
    count: () => queries.countCourseLessons(actor, courseId),
  });
  return drfPage({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.page,
    pageSize: LESSON_PAGE_SIZE,
    count,
    results: rows.map((row) => (lock ? lockedLesson(toLesson(row)) : toLesson(row))),
  });
}

/**
 * The course view: every lesson with its exercise lists and the caller's own completion; for a student held by the
 * program lock, every lesson locked and the payment that opens them (decision 0166).
 */
export async function courseLessons(
  actor: Actor,
  input: { courseId: number; language?: TranslateLang },
): Promise<CourseLessons> {
  const { courseId } = input;
  const lock = await programLessonsLock(actor, courseId);
  const [rows, [course]] = await Promise.all([
    queries.selectCourseLessons(actor, { courseId }),
    queries.selectCourseTitles(actor, [courseId]),
  ]);
  if (!course) throw new AppError("not_found", "Program not found");
  const ids = rows.map((row) => row.id);
  const [exLists, completed] = await Promise.all([
    queries.selectExListsOf(actor, ids),
    queries.completedLessonIds(actor, { userId: actor.caller.userId, lessonIds: ids }),
  ]);
  const listsByLesson = groupBy(exLists, (row) => row.lessonId);
  const toLesson = lessonView(actor.deps, input.language);
  return {
    course: toCourse(course),
    lessons: rows.map((row) => {
      const lesson = {
        ...toLesson(row),
        ex_lists: (listsByLesson.get(row.id) ?? []).map(toExList),
        completed: completed.has(row.id),
      };
      return lock ? lockedLesson(lesson) : lesson;
    }),
    lessons_count: rows.length,
    completed_count: completed.size,
    overdue_instalment: lock ? overdueInstalmentOf(lock) : null,
  };
}
