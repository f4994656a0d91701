import { type ExerciseList, type StaffTask, type StudentTask, studentContent } from "@school/contracts";
import { titlesOf } from "../../core/titles.js";
import type { Deps } from "../../deps.js";
import type { ExerciseListRow, TaskRow } from "./exercises.queries.js";

/**
 * A task as a student gets it: no key, its file as a link, and arrays its type reorders (a word pair's right
 * column) in the task's own order rather than the author's.
 */
export const studentView = (deps: Deps, row: TaskRow): StudentTask => ({
  id: row.id,
  ex_list_id: row.exListId,
  type: row.type,
  order: row.order,
  title: row.title,
  points: row.points,
  file: row.file ? deps.storage.url(row.file) : null,
  content: studentContent(row.type, row.content, row.id) as StudentTask["content"],
});

/** A task as its authors see it: the content as written, and the answer key. */
export const staffView = (deps: Deps, row: TaskRow & { answer: unknown }): StaffTask => ({
  ...studentView(deps, row),
  content: row.content as StaffTask["content"],
  answer: row.answer ?? null,
});

export const listView = (row: Omit<ExerciseListRow, "courseId">): ExerciseList => ({
  id: row.id,
  lesson_id: row.lessonId,
  ...titlesOf(row),
  order: row.order,
  next: row.next,
  min_percent: row.minPercent,
  time_for_timer: row.timeForTimer,
  tasks_count: row.tasksCount,
  attempts_allowed: row.attemptsAllowed,
  grading_method: row.gradingMethod,
  review: row.review,
  due_at: row.dueAt ? row.dueAt.toISOString() : null,
});
