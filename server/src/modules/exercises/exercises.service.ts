import { EXERCISE_PAGE_SIZE, type ExerciseTasksPage } from "@school/contracts";
import { hasAccess, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { notFound } from "../../core/errors.js";
import { drfPage, pageOffset } from "../../core/pagination.js";
import type { Scope } from "../../core/tenancy/scope.js";
import type { Deps } from "../../deps.js";
import * as queries from "./exercises.queries.js";
import { staffView, studentView } from "./task-view.js";

/**
 * The tasks of an exercise list in order, a page at a time, under the list's header (`lesson.read`); the grading
 * key only for those holding `exercise.readKey`, never for students.
 */
export async function listTasks(
  deps: Deps,
  target: { schoolId: number; caller: Caller; exListId: number; page: number; requestUrl: string },
): Promise<ExerciseTasksPage> {
  const { caller, page } = target;
  const scope = { db: deps.db, schoolId: target.schoolId };
  const actor = { ...scope, caller };
  const list = await queries.findExerciseList(scope, target.exListId);
  if (!list) throw notFound("Exercise list not found");
  await requireAccess(actor, "lesson.read", { courseId: list.courseId });
  const rows = await queries.selectTasks(scope, {
    exListId: list.id,
    limit: EXERCISE_PAGE_SIZE,
    offset: pageOffset(page, EXERCISE_PAGE_SIZE),
  });
  const seesKey = await hasAccess(actor, "exercise.readKey", { courseId: list.courseId });
  const results = seesKey ? await withKeys(deps, scope, rows) : rows.map((row) => studentView(deps, row));
  return {
    ...drfPage({
      publicUrl: deps.env.PUBLIC_URL,
      requestUrl: target.requestUrl,
      page,
      pageSize: EXERCISE_PAGE_SIZE,
      count: list.tasksCount,
      results,
    }),
    ex_list: {
      id: list.id,
      lesson_id: list.lessonId,
      title_ru: list.titleRu,
      title_kk: list.titleKk,
      title_en: list.titleEn,
      next: list.next,
      min_percent: list.minPercent,
      time_for_timer: list.timeForTimer,
    },
  };
}

/** Staff views of tasks, their keys read in one more statement (the key column is never selected with content). */
export async function withKeys(deps: Deps, scope: Scope, rows: queries.TaskRow[]) {
  const keys = await queries.selectAnswers(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => staffView(deps, { ...row, answer: keys.get(row.id) ?? null }));
}
