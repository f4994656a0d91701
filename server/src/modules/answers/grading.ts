import { type GradingMethod, gradeTask, TASK_DEFINITIONS } from "@school/contracts";
import { recordLearningProgress, type StoringJobs } from "../../core/learning-events.js";
import * as queries from "./answers.queries.js";

/**
 * Grading on the server (decision 0024). Every automatically graded answer is scored by the task-type registry's
 * `gradeTask` against the key, which never leaves the server; teacher-graded answers are handed in (`submitted`)
 * and count 0 until the teacher grades them. The list's percentage weighs each task by its points; a task without
 * an answer counts 0; a list without tasks is 100 %.
 */

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The list's percentage from its tasks' weights and the answers' grades (0..100 or null). */
export function listPercent(
  tasks: readonly { id: number; points: number }[],
  grades: ReadonlyMap<number, number | null>,
): number {
  const total = tasks.reduce((sum, task) => sum + Math.max(0, task.points), 0);
  if (total === 0) return 100;
  const earned = tasks.reduce((sum, task) => sum + Math.max(0, task.points) * (grades.get(task.id) ?? 0), 0);
  return round2(earned / total);
}

type ListInfo = { id: number; lessonId: number; minPercent: number; gradingMethod: GradingMethod };

/**
 * The counting result of every handed-in attempt on the student's row, and the lesson's completion; then the
 * progress is recorded, for the reactions to it (a certificate when the program's rule is met, decision 0163).
 */
async function settle(scope: StoringJobs, input: { list: ListInfo; userId: number }) {
  const { list, userId } = input;
  await queries.applyCountingResult(scope, {
    exListId: list.id,
    userId,
    minPercent: list.minPercent,
    gradingMethod: list.gradingMethod,
  });
  await queries.completeLessonIfDone(scope, { lessonId: list.lessonId, userId });
  await recordLearningProgress(scope, { userId, lessonId: list.lessonId });
}

/**
 * Hands in and grades the student's answers of the current attempt, keeps the attempt in the history with its
 * percentage and pass, then the counting result (decision 0041) and, when the lesson is done, its completion. Runs
 * inside the caller's transaction, with the attempt row locked. An answer a teacher graded keeps the teacher's grade.
 */
export async function gradeAndFinish(
  scope: StoringJobs,
  input: { list: ListInfo; userId: number; attempt: number; atDeadline: boolean },
): Promise<void> {
  const { list, userId } = input;
  // One after the other: inside a transaction both run on its one connection, which takes a statement at a time.
  const tasks = await queries.selectGradingTasks(scope, list.id);
  const answers = await queries.answersOfList(scope, { exListId: list.id, userId, attempt: input.attempt });
  const taskById = new Map(tasks.map((task) => [task.id, task]));
  const updates: { id: number; status: "submitted" | "graded"; grade: number | null }[] = [];
  const grades = new Map<number, number | null>();
  for (const answer of answers) {
    const task = answer.taskId === null ? undefined : taskById.get(answer.taskId);
    if (!task) continue;
    const teacherGraded = answer.status === "graded" && answer.gradedBy !== null;
    if (teacherGraded) {
      grades.set(task.id, answer.grade);
      continue;
    }
    if (TASK_DEFINITIONS[task.type].grading === "teacher") {
      if (answer.status === "saved") updates.push({ id: answer.id, status: "submitted", grade: null });
      grades.set(task.id, answer.status === "graded" ? answer.grade : null);
      continue;
    }
    const graded = gradeTask(task.type, task.content, task.key, answer.answer);
    // An answer the stored task no longer accepts (its key changed shape) scores 0 rather than failing the list.
    const grade = graded.ok && graded.score !== null ? round2(graded.score * 100) : 0;
    updates.push({ id: answer.id, status: "graded", grade });
    grades.set(task.id, grade);
  }
  await queries.writeGrades(scope, updates);
  const percent = listPercent(tasks, grades);
  await queries.finishAttempt(scope, {
    exListId: list.id,
    userId,
    percent,
    passed: percent >= list.minPercent,
    atDeadline: input.atDeadline,
  });
  await settle(scope, { list, userId });
}

/**
 * After a teacher's grade or a regrade of one attempt's answers: that attempt's percentage again from its stored
 * grades (nothing regraded), then the counting result. An attempt not handed in has nothing to recompute.
 */
export async function recomputeAttempt(
  scope: StoringJobs,
  input: { list: ListInfo; userId: number; attempt: number },
): Promise<void> {
  const { list, userId } = input;
  // The student's row is locked first, as a hand-in does, so a grade and a hand-in of the same student queue.
  await queries.findAttempt(scope, { exListId: list.id, userId, lock: "update" });
  // One after the other: inside a transaction both run on its one connection, which takes a statement at a time.
  const tasks = await queries.selectGradingTasks(scope, list.id);
  const answers = await queries.answersOfList(scope, { exListId: list.id, userId, attempt: input.attempt });
  const grades = new Map<number, number | null>();
  for (const answer of answers) {
    if (answer.taskId !== null && answer.status === "graded") grades.set(answer.taskId, answer.grade);
  }
  const percent = listPercent(tasks, grades);
  const handedIn = await queries.rescoreHandedIn(scope, {
    exListId: list.id,
    userId,
    number: input.attempt,
    percent,
    passed: percent >= list.minPercent,
  });
  if (handedIn) await settle(scope, { list, userId });
}
