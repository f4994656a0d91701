import {
  type ExerciseAttempt,
  type HomeworkAnswer,
  listOutcome,
  SPEC_MESSAGES,
  type SubmitResult,
} from "@school/contracts";
import { accessFilter, requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { inTransaction, type SchoolWork, type Scope } from "../../core/tenancy/scope.js";
import { lessons } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import * as queries from "./answers.queries.js";
import { gradeAndFinish } from "./grading.js";

/**
 * A student's attempts at an exercise list (decisions 0024 and 0041): opening one, handing it in, a retake while
 * attempts remain, a teacher reopening the list, and the timer's rules for every write into an attempt.
 */

const listNotFound = () => new AppError("not_found", "Exercise list not found");
const timeIsUp = () => new AppError("time_is_up", SPEC_MESSAGES.timeIsUp);
export const finished = () =>
  new AppError(
    "attempt_finished",
    "This attempt has been handed in; start a new attempt if you have attempts left, or ask your teacher",
  );
const noAttemptsLeft = () =>
  new AppError("no_attempts_left", "You have used every attempt of this list; your teacher may reopen it for you");

const visibleList = queries.visibleListFinder((actor) =>
  accessFilter(actor, "answer.save", { courseId: lessons.courseId }),
);

/** A list the caller answers (of a program they study), read with that condition in one statement; 404 otherwise. */
async function answerableList(actor: Actor, exListId: number): Promise<queries.ListRow> {
  const list = await visibleList(actor, exListId);
  if (!list) throw listNotFound();
  return list;
}

/** Attempts this student may hand in: the list's, with those a teacher granted; null for unlimited. */
const attemptsAllowed = (list: queries.ListRow, attempt: { extraAttempts: number }) =>
  list.attemptsAllowed === null ? null : list.attemptsAllowed + attempt.extraAttempts;

function toAttempt(
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
    // The counting result is the handed-in attempts', so the outcome follows them, not a retake under way.
    outcome: listOutcome({ finished: context.history.length > 0, pending: context.pending, passed: row.passed }),
    now: row.now,
  };
}

/**
 * The rules of a write into the student's current attempt, inside the write's transaction: the attempt is begun
 * by the first answer if the list was not opened (so a timer cannot be dodged); it takes nothing unless it is open
 * (`AttemptState`, the one handed-in rule): handed in, 409 attempt_finished (a retake is a new attempt); past its
 * deadline, 409 time_is_up. A write that read the attempt before its transaction names it as `attempt`: a retake begun
 * since means that one was handed in. Answers the current attempt's number.
 */
export async function guardAttempt(
  scope: Scope,
  input: { list: { id: number; timeForTimer: number | null }; userId: number; attempt?: number },
): Promise<number> {
  const { list, userId } = input;
  await queries.ensureAttempt(scope, { exListId: list.id, userId, minutes: list.timeForTimer });
  const attempt = await queries.findAttempt(scope, { exListId: list.id, userId, lock: "share" });
  if (!attempt || attempt.state === "handed_in") throw finished();
  if (attempt.state === "time_is_up") throw timeIsUp();
  if (input.attempt !== undefined && input.attempt !== attempt.attempt) throw finished();
  return attempt.attempt;
}

/**
 * A timed attempt whose deadline passed without a hand-in is closed: the answers saved before the deadline are
 * graded as if handed in then. Runs in its own transaction; answers whether it closed one.
 */
export async function closeIfExpired(scope: SchoolWork, input: { list: queries.ListRow; userId: number }) {
  const { list, userId } = input;
  if (list.timeForTimer === null) return false;
  // Read without a lock first: the common case (running or finished) needs no transaction.
  const seen = await queries.findAttempt(scope, { exListId: list.id, userId });
  if (seen?.state !== "time_is_up") return false;
  return inTransaction(scope, async (tx) => {
    const attempt = await queries.findAttempt(tx, { exListId: list.id, userId, lock: "update" });
    if (attempt?.state !== "time_is_up") return false;
    await gradeAndFinish(tx, { list, userId, attempt: attempt.attempt, atDeadline: true });
    return true;
  });
}

/** The student's attempt at the list as the API answers it, with the handed-in ones; null when never opened. */
export async function attemptState(scope: Scope, input: { list: queries.ListRow; userId: number }) {
  const state = await queries.findAttemptState(scope, { exListId: input.list.id, userId: input.userId });
  if (!state) return null;
  return toAttempt(state.attempt, { list: input.list, pending: state.pending, history: state.history });
}

/** The caller's attempt at the list as the API answers it, once it is open. */
async function currentAttemptState(actor: Actor, list: queries.ListRow): Promise<ExerciseAttempt> {
  const attempt = await attemptState(actor, { list, userId: actor.caller.userId });
  if (!attempt) throw listNotFound();
  return attempt;
}

/**
 * The caller's attempt at the list, begun if it was not, locked for the rest of the transaction. Read first: it is
 * there but for a list handed in before anything was saved, which begins it.
 */
async function lockedAttempt(tx: Actor, list: queries.ListRow) {
  const key = { exListId: list.id, userId: tx.caller.userId };
  const found = await queries.findAttempt(tx, { ...key, lock: "update" });
  if (found) return found;
  await queries.ensureAttempt(tx, { ...key, minutes: list.timeForTimer });
  return queries.findAttempt(tx, { ...key, lock: "update" });
}

/** `course/ex/start/{exListId}/`: opens a list; with a timer the deadline is fixed now, once. */
export async function startAttempt(actor: Actor, exListId: number): Promise<ExerciseAttempt> {
  const list = await answerableList(actor, exListId);
  const userId = actor.caller.userId;
  await queries.ensureAttempt(actor, { exListId: list.id, userId, minutes: list.timeForTimer });
  await closeIfExpired(actor, { list, userId });
  return currentAttemptState(actor, list);
}

/**
 * `course/ex/submit/{exListId}/`: hands the current attempt in and grades it on the server. A handed-in attempt is
 * never handed in again (409 attempt_finished; a retake is a new attempt); a timed one only before its deadline
 * (after it: 409 time_is_up, the answers saved in time graded all the same).
 */
export async function submitAttempt(actor: Actor, exListId: number): Promise<SubmitResult> {
  const list = await answerableList(actor, exListId);
  const userId = actor.caller.userId;
  const outcome = await inTransaction(actor, async (tx) => {
    const attempt = await lockedAttempt(tx, list);
    if (!attempt || attempt.state === "handed_in") throw finished();
    const late = attempt.state === "time_is_up";
    await gradeAndFinish(tx, { list, userId, attempt: attempt.attempt, atDeadline: late });
    return late ? ("late" as const) : ("graded" as const);
  });
  if (outcome === "late") throw timeIsUp();
  const attempt = await currentAttemptState(actor, list);
  const rows = await queries.answersOfList(actor, { exListId: list.id, userId, attempt: attempt.number });
  return { attempt, answers: rows.map((row) => toHomeworkAnswer(actor.deps, row)) };
}

/**
 * `course/ex/retake/{exListId}/`: a new attempt at a handed-in list while attempts remain (409 no_attempts_left);
 * it starts empty, with a new start and deadline, and the handed-in attempts stay as they are. An attempt not
 * handed in yet is answered as it is, so a double click starts one retake.
 */
export async function retakeAttempt(actor: Actor, exListId: number): Promise<ExerciseAttempt> {
  const list = await answerableList(actor, exListId);
  const userId = actor.caller.userId;
  await closeIfExpired(actor, { list, userId });
  await inTransaction(actor, async (tx) => {
    const attempt = await lockedAttempt(tx, list);
    if (!attempt?.finishedAt) return;
    const allowed = attemptsAllowed(list, attempt);
    if (allowed !== null && attempt.attempt >= allowed) throw noAttemptsLeft();
    await queries.beginNextAttempt(tx, { exListId: list.id, userId, minutes: list.timeForTimer });
  });
  return currentAttemptState(actor, list);
}

/**
 * `course/ex/reset/{exListId}/{userId}/`: a teacher of the program or staff reopen the list for a student, as
 * Moodle's user override does: one attempt more than the list allows. Nothing handed in is changed; the student
 * starts the new attempt with retake/.
 */
export async function resetAttempt(actor: Actor, input: { exListId: number; userId: number }): Promise<void> {
  const list = await queries.findList(actor, { exListId: input.exListId });
  if (!list) throw listNotFound();
  await requireAccess(actor, "answer.grade", { courseId: list.courseId });
  const granted = await queries.grantAttempt(actor, { exListId: list.id, userId: input.userId });
  if (!granted)
    throw new AppError("conflict", "The student has not started this list yet", { fields: { userId: "Not started" } });
}

/** An answer as the API answers it (the one mapping, for the student's and the teacher's calls alike). */
export function toHomeworkAnswer(deps: Pick<Deps, "storage">, row: queries.AnswerRow): HomeworkAnswer {
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
