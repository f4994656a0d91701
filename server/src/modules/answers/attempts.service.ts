import { type ExerciseAttempt, type HomeworkAnswer, SPEC_MESSAGES, type SubmitResult } from "@school/contracts";
import { type Actor, hasAccess, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import type { Deps } from "../../deps.js";
import * as queries from "./answers.queries.js";
import { gradeAndFinish } from "./grading.js";

/**
 * A student's attempts at an exercise list (decisions 0024 and 0041): opening one, handing it in, a retake while
 * attempts remain, a teacher reopening the list, and the timer's rules for every write into an attempt.
 */

export type Target = { schoolId: number; caller: Caller };
export const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

export const listNotFound = () => new AppError("not_found", "Exercise list not found");
export const timeIsUp = () => new AppError("time_is_up", SPEC_MESSAGES.timeIsUp);
export const finished = () =>
  new AppError(
    "attempt_finished",
    "This attempt has been handed in; start a new attempt if you have attempts left, or ask your teacher",
  );
const noAttemptsLeft = () =>
  new AppError("no_attempts_left", "You have used every attempt of this list; your teacher may reopen it for you");

export async function answerableList(deps: Deps, target: Target, exListId: number): Promise<queries.ListRow> {
  const list = await queries.findList({ db: deps.db, schoolId: target.schoolId }, exListId);
  if (!list || !(await hasAccess(actorOf(deps, target), "answer.save", { courseId: list.courseId })))
    throw listNotFound();
  return list;
}

/** Attempts this student may hand in: the list's, with those a teacher granted; null for unlimited. */
const attemptsAllowed = (list: queries.ListRow, attempt: { extraAttempts: number }) =>
  list.attemptsAllowed === null ? null : list.attemptsAllowed + attempt.extraAttempts;

export function toAttempt(
  row: queries.AttemptRow,
  context: { list: queries.ListRow; pending: number; history: queries.HistoryRow[] },
): ExerciseAttempt {
  return {
    ex_list: row.exListId,
    user_id: row.userId,
    number: row.attempt,
    started_at: row.startedAt.toISOString(),
    deadline: row.deadline ? row.deadline.toISOString() : null,
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    percent: row.percent ?? null,
    passed: row.passed,
    attempts_allowed: attemptsAllowed(context.list, row),
    grading_method: context.list.gradingMethod,
    history: context.history.map((attempt) => ({
      number: attempt.number,
      started_at: attempt.startedAt.toISOString(),
      finished_at: attempt.finishedAt.toISOString(),
      percent: attempt.percent,
      passed: attempt.passed,
    })),
    min_percent: context.list.minPercent,
    pending: context.pending,
    now: row.now,
  };
}

/**
 * The rules of a write into the student's current attempt, inside the write's transaction: the attempt is begun
 * by the first answer if the list was not opened (so a timer cannot be dodged); a handed-in attempt takes nothing
 * (409 attempt_finished: a retake is a new attempt), nor one past its deadline (409 time_is_up). Answers the
 * current attempt's number.
 */
export async function guardAttempt(
  scope: queries.Scope,
  input: { list: { id: number; timeForTimer: number | null }; userId: number },
): Promise<number> {
  const { list, userId } = input;
  await queries.ensureAttempt(scope, { exListId: list.id, userId, minutes: list.timeForTimer });
  const attempt = await queries.findAttempt(scope, { exListId: list.id, userId, lock: "share" });
  if (!attempt || attempt.finishedAt) throw finished();
  if (attempt.expired) throw timeIsUp();
  return attempt.attempt;
}

/**
 * A timed attempt whose deadline passed without a hand-in is closed: the answers saved before the deadline are
 * graded as if handed in then. Runs in its own transaction; answers whether it closed one.
 */
export async function closeIfExpired(
  deps: Deps,
  input: { schoolId: number; list: queries.ListRow; userId: number; known?: queries.AttemptRow | null },
) {
  const { list, userId, schoolId } = input;
  if (list.timeForTimer === null) return false;
  // Read without a lock first: the common case (running or finished) needs no transaction.
  const seen =
    input.known === undefined
      ? await queries.findAttempt({ db: deps.db, schoolId }, { exListId: list.id, userId })
      : input.known;
  if (!seen || seen.finishedAt || !seen.expired) return false;
  return deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId };
    const attempt = await queries.findAttempt(scope, { exListId: list.id, userId, lock: "update" });
    if (!attempt || attempt.finishedAt || !attempt.expired) return false;
    await gradeAndFinish(scope, { list, userId, attempt: attempt.attempt, atDeadline: true });
    return true;
  });
}

/** The student's attempt at the list as the API answers it, with the handed-in ones; null when never opened. */
export async function attemptState(deps: Deps, input: { schoolId: number; list: queries.ListRow; userId: number }) {
  const scope = { db: deps.db, schoolId: input.schoolId };
  const key = { exListId: input.list.id, userId: input.userId };
  const [attempt, pending, history] = await Promise.all([
    queries.findAttempt(scope, key),
    queries.countPending(scope, [input.list.id], input.userId),
    queries.selectHistory(scope, key),
  ]);
  if (!attempt) return null;
  return toAttempt(attempt, { list: input.list, pending: pending.get(input.list.id) ?? 0, history });
}

/** `course/ex/start/{exListId}/`: opens a list; with a timer the deadline is fixed now, once. */
export async function startAttempt(deps: Deps, target: Target & { exListId: number }): Promise<ExerciseAttempt> {
  const list = await answerableList(deps, target, target.exListId);
  const userId = target.caller.userId;
  await queries.ensureAttempt(
    { db: deps.db, schoolId: target.schoolId },
    { exListId: list.id, userId, minutes: list.timeForTimer },
  );
  await closeIfExpired(deps, { schoolId: target.schoolId, list, userId });
  const attempt = await attemptState(deps, { schoolId: target.schoolId, list, userId });
  if (!attempt) throw listNotFound();
  return attempt;
}

/**
 * `course/ex/submit/{exListId}/`: hands the current attempt in and grades it on the server. A handed-in attempt is
 * never handed in again (409 attempt_finished; a retake is a new attempt); a timed one only before its deadline
 * (after it: 409 time_is_up, the answers saved in time graded all the same).
 */
export async function submitAttempt(deps: Deps, target: Target & { exListId: number }): Promise<SubmitResult> {
  const list = await answerableList(deps, target, target.exListId);
  const userId = target.caller.userId;
  const outcome = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    await queries.ensureAttempt(scope, { exListId: list.id, userId, minutes: list.timeForTimer });
    const attempt = await queries.findAttempt(scope, { exListId: list.id, userId, lock: "update" });
    if (!attempt || attempt.finishedAt) throw finished();
    await gradeAndFinish(scope, { list, userId, attempt: attempt.attempt, atDeadline: attempt.expired });
    return attempt.expired ? ("late" as const) : ("graded" as const);
  });
  if (outcome === "late") throw timeIsUp();
  const attempt = await attemptState(deps, { schoolId: target.schoolId, list, userId });
  if (!attempt) throw listNotFound();
  const rows = await queries.answersOfList(
    { db: deps.db, schoolId: target.schoolId },
    { exListId: list.id, userId, attempt: attempt.number },
  );
  return { attempt, answers: rows.map((row) => toHomeworkAnswer(deps, row)) };
}

/**
 * `course/ex/retake/{exListId}/`: a new attempt at a handed-in list while attempts remain (409 no_attempts_left);
 * it starts empty, with a new start and deadline, and the handed-in attempts stay as they are. An attempt not
 * handed in yet is answered as it is, so a double click starts one retake.
 */
export async function retakeAttempt(deps: Deps, target: Target & { exListId: number }): Promise<ExerciseAttempt> {
  const list = await answerableList(deps, target, target.exListId);
  const userId = target.caller.userId;
  await closeIfExpired(deps, { schoolId: target.schoolId, list, userId });
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    await queries.ensureAttempt(scope, { exListId: list.id, userId, minutes: list.timeForTimer });
    const attempt = await queries.findAttempt(scope, { exListId: list.id, userId, lock: "update" });
    if (!attempt?.finishedAt) return;
    const allowed = attemptsAllowed(list, attempt);
    if (allowed !== null && attempt.attempt >= allowed) throw noAttemptsLeft();
    await queries.beginNextAttempt(scope, { exListId: list.id, userId, minutes: list.timeForTimer });
  });
  const attempt = await attemptState(deps, { schoolId: target.schoolId, list, userId });
  if (!attempt) throw listNotFound();
  return attempt;
}

/**
 * `course/ex/reset/{exListId}/{userId}/`: a teacher of the program or staff reopen the list for a student, as
 * Moodle's user override does: one attempt more than the list allows. Nothing handed in is changed; the student
 * starts the new attempt with retake/.
 */
export async function resetAttempt(deps: Deps, target: Target & { exListId: number; userId: number }): Promise<void> {
  const actor = actorOf(deps, target);
  const list = await queries.findList(actor, target.exListId);
  if (!list) throw listNotFound();
  await requireAccess(actor, "answer.grade", { courseId: list.courseId });
  const granted = await queries.grantAttempt(actor, { exListId: list.id, userId: target.userId });
  if (!granted)
    throw new AppError("conflict", "The student has not started this list yet", { fields: { userId: "Not started" } });
}

/** An answer as the API answers it (the one mapping, for the student's and the teacher's calls alike). */
export function toHomeworkAnswer(deps: Deps, row: queries.AnswerRow): HomeworkAnswer {
  return {
    id: row.id,
    task: row.taskId,
    task_type: row.taskType ?? null,
    ex_list: row.exListId,
    lesson_id: row.lessonId,
    course_id: row.courseId,
    user_id: row.userId,
    title: row.title,
    desc: row.desc,
    answer: row.answer ?? null,
    attempt: row.attempt,
    status: row.status,
    grade: row.grade ?? null,
    comment: row.comment,
    doc_name: row.docName ?? null,
    file_url: row.fileUrl ? deps.storage.url(row.fileUrl) : null,
    graded_by: row.gradedBy ?? null,
    graded_at: row.gradedAt ? row.gradedAt.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
