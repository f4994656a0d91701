import {
  type ExerciseList,
  type ExerciseListCreateBody,
  type ExerciseListTasks,
  type ExerciseListUpdateBody,
  MAX_LISTS_PER_LESSON,
  MAX_TASKS_PER_LIST,
  SPEC_MESSAGES,
} from "@school/contracts";
import { type Actor, hasAccess, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError, notFound } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import type { Deps } from "../../deps.js";
import { findLesson } from "../lessons/lessons.queries.js";
import * as queries from "./exercises.queries.js";
import { withKeys } from "./exercises.service.js";
import { listView, studentView } from "./task-view.js";

type Target = { schoolId: number; caller: Caller };
const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

async function loadLesson(deps: Deps, target: Target & { lessonId: number }) {
  const lesson = await findLesson({ db: deps.db, schoolId: target.schoolId }, target.lessonId);
  if (!lesson) throw new AppError("not_found", "Lesson not found", { fields: { lesson_id: "Not found" } });
  return lesson;
}

export async function loadList(deps: Deps, target: Target & { exListId: number }) {
  const list = await queries.findExerciseList({ db: deps.db, schoolId: target.schoolId }, target.exListId);
  if (!list) throw notFound("Exercise list not found");
  return list;
}

/** `lst/{id}/`: a lesson's exercise lists, for anyone who may read the lesson. */
export async function listsOfLesson(deps: Deps, target: Target & { lessonId: number }): Promise<ExerciseList[]> {
  const lesson = await loadLesson(deps, target);
  await requireAccess(actorOf(deps, target), "lesson.read", { courseId: lesson.courseId });
  const rows = await queries.selectListsOfLesson(
    { db: deps.db, schoolId: target.schoolId },
    lesson.id,
    MAX_LISTS_PER_LESSON,
  );
  return rows.map(listView);
}

export async function createList(deps: Deps, target: Target & { body: ExerciseListCreateBody }): Promise<ExerciseList> {
  const { lesson_id: lessonId, ...fields } = target.body;
  const lesson = await loadLesson(deps, { ...target, lessonId });
  await requireAccess(actorOf(deps, target), "exercise.author", { courseId: lesson.courseId });
  const id = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    await queries.lockLesson(scope, lessonId);
    const slots = await queries.listSlots(scope, lessonId);
    if (slots.total >= MAX_LISTS_PER_LESSON) {
      throw new AppError("conflict", SPEC_MESSAGES.quantityLimit, {
        fields: { lesson_id: `At most ${MAX_LISTS_PER_LESSON} exercise lists a lesson` },
      });
    }
    return queries.insertList(scope, {
      lessonId,
      titleRu: fields.title_ru,
      titleKk: fields.title_kk,
      titleEn: fields.title_en,
      order: fields.order ?? slots.nextOrder,
      next: fields.next,
      minPercent: fields.min_percent,
      timeForTimer: fields.time_for_timer,
      attemptsAllowed: fields.attempts_allowed,
      gradingMethod: fields.grading_method,
    });
  });
  return listView(await loadList(deps, { ...target, exListId: id }));
}

export async function updateList(
  deps: Deps,
  target: Target & { exListId: number; body: ExerciseListUpdateBody },
): Promise<ExerciseList> {
  const list = await loadList(deps, target);
  await requireAccess(actorOf(deps, target), "exercise.author", { courseId: list.courseId });
  const { body } = target;
  await queries.updateList({ db: deps.db, schoolId: target.schoolId }, list.id, {
    titleRu: body.title_ru,
    titleKk: body.title_kk,
    titleEn: body.title_en,
    order: body.order,
    next: body.next,
    minPercent: body.min_percent,
    timeForTimer: body.time_for_timer,
    attemptsAllowed: body.attempts_allowed,
    gradingMethod: body.grading_method,
  });
  return listView(await loadList(deps, target));
}

/** Deletes the list with its tasks and students' attempts; the tasks' files go once the rows are gone. */
export async function deleteList(deps: Deps, target: Target & { exListId: number }): Promise<void> {
  const list = await loadList(deps, target);
  await requireAccess(actorOf(deps, target), "exercise.author", { courseId: list.courseId });
  const files = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const taskFiles = await queries.taskFilesOfList(scope, list.id);
    await queries.deleteList(scope, list.id);
    return taskFiles;
  });
  await removeStoredFiles(deps, files);
}

/** `get_ex_in_ex_lst/{id}/`: every task of the list, the key only for those holding `exercise.readKey`. */
export async function tasksOfList(deps: Deps, target: Target & { exListId: number }): Promise<ExerciseListTasks> {
  const list = await loadList(deps, target);
  const actor = actorOf(deps, target);
  await requireAccess(actor, "lesson.read", { courseId: list.courseId });
  const scope = { db: deps.db, schoolId: target.schoolId };
  const rows = await queries.selectTasks(scope, { exListId: list.id, limit: MAX_TASKS_PER_LIST, offset: 0 });
  const seesKey = await hasAccess(actor, "exercise.readKey", { courseId: list.courseId });
  const results = seesKey ? await withKeys(deps, scope, rows) : rows.map((row) => studentView(deps, row));
  return { ex_list: listView(list), results };
}
