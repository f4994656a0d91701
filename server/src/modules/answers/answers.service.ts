import {
  type HomeworkAnswer,
  type ListAnswers,
  type NextPageCheck,
  type ReviewedTask,
  reviewOpen,
  TASK_DEFINITIONS,
  taskSolution,
} from "@school/contracts";
import { hasAccess, requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import * as queries from "./answers.queries.js";
import { attemptState, closeIfExpired, toHomeworkAnswer } from "./attempts.service.js";

/** Answers once saved: a student's answers to a list, deleting one, and the pass mark's gate to the next page. */

/**
 * `delete/{id}/`: a student deletes their own answer while it is only saved (a handed-in one is the teacher's to
 * see); staff delete any answer of the school. The file goes with it.
 */
export async function deleteAnswer(actor: Actor, id: number): Promise<void> {
  const row = await queries.findAnswer(actor, id);
  if (!row) throw new AppError("not_found", "Homework not found");
  await requireAccess(actor, "answer.delete", { userId: row.userId, courseId: row.courseId });
  const grader = await hasAccess(actor, "answer.grade", { courseId: row.courseId });
  if (!grader && row.status !== "saved")
    throw new AppError("answer_sent", "This answer has been handed in and can no longer be deleted");
  await queries.deleteAnswerRow(actor, row.id);
  if (row.fileUrl) await removeStoredFiles(actor.deps, [row.fileUrl]);
}

/** `get_ans_homework/{taskId}/{exListId}/`: a student's answers to a list with the attempt (a reload loses nothing). */
export async function listAnswers(
  actor: Actor,
  input: { taskId: number; exListId: number; studentId?: number },
): Promise<ListAnswers> {
  const [list, task] = await Promise.all([
    queries.findList(actor, { exListId: input.exListId }),
    queries.findTask(actor, { taskId: input.taskId }),
  ]);
  if (!list || !task || task.exListId !== list.id)
    throw new AppError("not_found", "The task is not in this list", { fields: { taskId: "Not found" } });
  const userId = input.studentId ?? actor.caller.userId;
  if (userId === actor.caller.userId) await requireAccess(actor, "answer.read", { courseId: list.courseId });
  else await requireAccess(actor, "answer.grade", { courseId: list.courseId });
  await closeIfExpired(actor, { list, userId });
  const attempt = await attemptState(actor, { list, userId });
  const rows = await queries.answersOfList(actor, { exListId: list.id, userId, attempt: attempt?.number ?? 1 });
  const answers = rows.map((row) => toHomeworkAnswer(actor.deps, row));
  const handedIn = attempt?.finished_at != null;
  // A grader reviews any handed-in attempt (they hold the key anyway); the student only as the list allows.
  const open =
    userId === actor.caller.userId
      ? reviewOpen({
          review: list.review,
          reviewDeadline: list.dueAt ? list.dueAt.toISOString() : null,
          handedIn,
          now: actor.deps.clock.now(),
        })
      : handedIn;
  const tasks = open ? await reviewedTasks(actor, { exListId: list.id, answers }) : [];
  return {
    ex_list: list.id,
    task: answers.find((answer) => answer.task === task.id) ?? null,
    answers,
    attempt,
    review: { review: list.review, due_at: list.dueAt ? list.dueAt.toISOString() : null, open, tasks },
  };
}

/**
 * The review of a handed-in attempt (decision 0077): each task's score as graded (an automatically graded task
 * not answered scored 0) and its right answer from the key. Built only once the review is open, so the key never
 * leaves the server before.
 */
async function reviewedTasks(
  actor: Actor,
  input: { exListId: number; answers: HomeworkAnswer[] },
): Promise<ReviewedTask[]> {
  const tasks = await queries.selectGradingTasks(actor, input.exListId);
  const byTask = new Map(input.answers.map((answer) => [answer.task, answer]));
  return tasks.map((task) => {
    if (TASK_DEFINITIONS[task.type].grading === "teacher") return { task: task.id, score: null, solution: null };
    const answer = byTask.get(task.id);
    const score = answer?.status === "graded" && answer.grade !== null ? answer.grade / 100 : 0;
    return { task: task.id, score, solution: taskSolution(task.type, task.content, task.key) };
  });
}

/**
 * `check/check_next_page/{a}/{b}/{c}/{d}/`: {a} the program, {b} the lesson and {c} the list the student is on,
 * {d} the lesson to open ({d} = {b}: the list after {c}). Allowed when every list with `next` before that point
 * is passed; otherwise the first that is not, with its pass mark. Teachers of the program and staff always may.
 */
export async function checkNextPage(
  actor: Actor,
  input: { courseId: number; lessonId: number; exListId: number; nextLessonId: number },
): Promise<NextPageCheck> {
  const [lesson, list, nextLesson] = await Promise.all([
    queries.findLessonPosition(actor, input.lessonId),
    queries.findList(actor, { exListId: input.exListId }),
    queries.findLessonPosition(actor, input.nextLessonId),
  ]);
  if (!lesson || lesson.courseId !== input.courseId)
    throw new AppError("not_found", "The lesson is not in this program", { fields: { b: "Not found" } });
  if (!list || list.lessonId !== lesson.id)
    throw new AppError("not_found", "The list is not in this lesson", { fields: { c: "Not found" } });
  if (!nextLesson || nextLesson.courseId !== input.courseId)
    throw new AppError("not_found", "The lesson is not in this program", { fields: { d: "Not found" } });
  await requireAccess(actor, "lesson.read", { courseId: input.courseId });
  const open = { allowed: true, min_percent: null, percent: null, lesson_id: null, ex_list: null };
  if (await hasAccess(actor, "answer.grade", { courseId: input.courseId })) return open;

  const userId = actor.caller.userId;
  const point =
    nextLesson.id === lesson.id
      ? { lesson, list: { id: list.id, order: list.order } }
      : { lesson: nextLesson, list: null };
  const blocking = () => queries.firstBlockingList(actor, { courseId: input.courseId, userId, ...point });
  let first = await blocking();
  if (first?.timeForTimer != null) {
    const blocked = await queries.findList(actor, { exListId: first.id });
    if (blocked && (await closeIfExpired(actor, { list: blocked, userId }))) first = await blocking();
  }
  if (!first) return open;
  return {
    allowed: false,
    min_percent: first.minPercent,
    percent: first.percent ?? null,
    lesson_id: first.lessonId,
    ex_list: first.id,
  };
}
