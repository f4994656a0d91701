import {
  EXERCISE_PAGE_SIZE,
  type ExerciseList,
  type ExerciseListCreateBody,
  type ExerciseListTasks,
  type ExerciseListUpdateBody,
  type ExerciseTasksPage,
  MAX_LISTS_PER_LESSON,
  MAX_TASKS_PER_LIST,
  type ReviewOption,
  SPEC_MESSAGES,
} from "@school/contracts";
import { hasAccess, requireAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { drfPage, pageOffset } from "../../../core/pagination.js";
import { removeStoredFiles } from "../../../core/storage/remove-stored-files.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { findLesson } from "../../lessons/index.js";
import * as queries from "../exercises.queries.js";
import { listView, staffView, studentView } from "../task-view.js";

/** A lesson's exercise lists: reading them with their tasks, adding, changing and deleting one. */

async function loadLesson(actor: Actor, lessonId: number) {
  const lesson = await findLesson(actor, lessonId);
  if (!lesson) throw new AppError("not_found", "Lesson not found", { fields: { lesson_id: "Not found" } });
  return lesson;
}

export async function loadList(actor: Actor, exListId: number) {
  const list = await queries.findExerciseList(actor, exListId);
  if (!list) throw notFound("Exercise list not found");
  return list;
}

/** A list the caller authors tasks in (`exercise.author`). */
async function authoredList(actor: Actor, exListId: number) {
  const list = await loadList(actor, exListId);
  await requireAccess(actor, "exercise.author", { courseId: list.courseId });
  return list;
}

/** The tasks of a page of a list as the caller may see them: the grading key only with `exercise.readKey`. */
async function tasksAsSeen(actor: Actor, input: { list: queries.ExerciseListRow; limit: number; offset: number }) {
  const { list } = input;
  const rows = await queries.selectTasks(actor, { exListId: list.id, limit: input.limit, offset: input.offset });
  if (!(await hasAccess(actor, "exercise.readKey", { courseId: list.courseId }))) {
    return rows.map((row) => studentView(actor.deps, row));
  }
  // The key column is never selected with the content: the staff's keys are read in one more statement.
  const keys = await queries.selectAnswers(
    actor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => staffView(actor.deps, { ...row, answer: keys.get(row.id) ?? null }));
}

/**
 * The tasks of an exercise list in order, a page at a time, under the list's header (`lesson.read`); the grading
 * key only for those holding `exercise.readKey`, never for students.
 */
export async function listTasks(
  actor: Actor,
  input: { exListId: number; page: number; requestUrl: string },
): Promise<ExerciseTasksPage> {
  const { page } = input;
  const list = await loadList(actor, input.exListId);
  await requireAccess(actor, "lesson.read", { courseId: list.courseId });
  const results = await tasksAsSeen(actor, {
    list,
    limit: EXERCISE_PAGE_SIZE,
    offset: pageOffset(page, EXERCISE_PAGE_SIZE),
  });
  return {
    ...drfPage({
      publicUrl: actor.deps.env.PUBLIC_URL,
      requestUrl: input.requestUrl,
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

/** `get_ex_in_ex_lst/{id}/`: every task of the list, the key only for those holding `exercise.readKey`. */
export async function tasksOfList(actor: Actor, exListId: number): Promise<ExerciseListTasks> {
  const list = await loadList(actor, exListId);
  await requireAccess(actor, "lesson.read", { courseId: list.courseId });
  const results = await tasksAsSeen(actor, { list, limit: MAX_TASKS_PER_LIST, offset: 0 });
  return { ex_list: listView(list), results };
}

/** `lst/{id}/`: a lesson's exercise lists, for anyone who may read the lesson. */
export async function listsOfLesson(actor: Actor, lessonId: number): Promise<ExerciseList[]> {
  const lesson = await loadLesson(actor, lessonId);
  await requireAccess(actor, "lesson.read", { courseId: lesson.courseId });
  const rows = await queries.selectListsOfLesson(actor, { lessonId: lesson.id, limit: MAX_LISTS_PER_LESSON });
  return rows.map(listView);
}

/** Review "after the deadline" needs the deadline: without one it would never open, which `never` says plainly. */
function requireDueDate(input: { review: ReviewOption; dueAt: Date | string | null }) {
  if (input.review === "after_deadline" && input.dueAt === null)
    throw new AppError("validation_failed", "Review after the deadline needs the list's deadline", {
      fields: { due_at: "Required" },
    });
}

export async function createList(actor: Actor, body: ExerciseListCreateBody): Promise<ExerciseList> {
  const { lesson_id: lessonId, ...fields } = body;
  requireDueDate({ review: fields.review, dueAt: fields.due_at });
  const lesson = await loadLesson(actor, lessonId);
  await requireAccess(actor, "exercise.author", { courseId: lesson.courseId });
  const id = await inTransaction(actor, async (tx) => {
    await queries.lockLesson(tx, lessonId);
    const slots = await queries.listSlots(tx, lessonId);
    if (slots.total >= MAX_LISTS_PER_LESSON) {
      throw new AppError("conflict", SPEC_MESSAGES.quantityLimit, {
        fields: { lesson_id: `At most ${MAX_LISTS_PER_LESSON} exercise lists a lesson` },
      });
    }
    return queries.insertList(tx, {
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
      review: fields.review,
      dueAt: fields.due_at === null ? null : new Date(fields.due_at),
    });
  });
  return listView(await loadList(actor, id));
}

export async function updateList(
  actor: Actor,
  input: { exListId: number; body: ExerciseListUpdateBody },
): Promise<ExerciseList> {
  const list = await authoredList(actor, input.exListId);
  const { body } = input;
  requireDueDate({ review: body.review ?? list.review, dueAt: body.due_at === undefined ? list.dueAt : body.due_at });
  await queries.updateList(actor, {
    exListId: list.id,
    values: {
      titleRu: body.title_ru,
      titleKk: body.title_kk,
      titleEn: body.title_en,
      order: body.order,
      next: body.next,
      minPercent: body.min_percent,
      timeForTimer: body.time_for_timer,
      attemptsAllowed: body.attempts_allowed,
      gradingMethod: body.grading_method,
      review: body.review,
      dueAt: body.due_at === undefined ? undefined : body.due_at === null ? null : new Date(body.due_at),
    },
  });
  return listView(await loadList(actor, list.id));
}

/** Deletes the list with its tasks and students' attempts; the tasks' files go once the rows are gone. */
export async function deleteList(actor: Actor, exListId: number): Promise<void> {
  const list = await authoredList(actor, exListId);
  const files = await inTransaction(actor, async (tx) => {
    const taskFiles = await queries.taskFilesOfList(tx, list.id);
    await queries.deleteList(tx, list.id);
    return taskFiles;
  });
  await removeStoredFiles(actor.deps, files);
}
