import { randomBytes } from "node:crypto";
import {
  ANSWER_FILE_MAX_BYTES,
  ANSWER_FILE_TYPES,
  type HomeworkAnswer,
  type ListAnswers,
  type NextPageCheck,
  parseAnswer,
  type SaveAnswerBody,
  type TaskType,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import { hasAccess, requireAccess } from "../../core/access/access.js";
import { AppError } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import { MEDIA_PREFIX } from "../../core/storage/storage.js";
import { readUploadedFile } from "../../core/uploads.js";
import type { Deps } from "../../deps.js";
import * as queries from "./answers.queries.js";
import {
  actorOf,
  attemptState,
  closeIfExpired,
  finished,
  guardAttempt,
  type Target,
  toHomeworkAnswer,
} from "./attempts.service.js";

/** Types whose answer is a handed-in file (`file_url`, `doc_name`, `text`). */
const FILE_TYPES: readonly TaskType[] = ["file_check", "file_attach"];
const isFileTask = (type: TaskType) => FILE_TYPES.includes(type);

const taskNotFound = () => new AppError("not_found", "Task not found", { fields: { task: "Not found" } });

/** The number of the student's current attempt at a list (1 before it is opened). */
async function currentAttempt(scope: queries.Scope, input: { exListId: number; userId: number }) {
  return (await queries.findAttempt(scope, input))?.attempt ?? 1;
}

/**
 * A task the caller answers: of a program they study. Anything else (another program, another school, no such
 * task) is 404, so a student cannot learn which tasks exist elsewhere.
 */
async function answerableTask(deps: Deps, target: Target, taskId: number): Promise<queries.TaskRow> {
  const task = await queries.findTask({ db: deps.db, schoolId: target.schoolId }, taskId);
  if (!task || !(await hasAccess(actorOf(deps, target), "answer.save", { courseId: task.courseId })))
    throw taskNotFound();
  return task;
}

function refuseAnswer(refusal: { message: string; fields: Record<string, string> }): never {
  throw new AppError("validation_failed", refusal.message, { fields: refusal.fields });
}

/** `create/`: the caller's answer to a task, saved (not graded) as they go. */
export async function saveAnswer(deps: Deps, target: Target & { body: SaveAnswerBody }): Promise<HomeworkAnswer> {
  const { body, caller } = target;
  const scope = { db: deps.db, schoolId: target.schoolId };
  const task = await answerableTask(deps, target, body.task);
  const attempt = await currentAttempt(scope, { exListId: task.exListId, userId: caller.userId });
  const previous = await queries.findOwnAnswer(scope, { taskId: task.id, userId: caller.userId, attempt });
  const mismatch: Record<string, string> = {};
  if (body.course_id !== undefined && body.course_id !== task.courseId) mismatch.course_id = "Not the task's program";
  if (body.lesson_id !== undefined && body.lesson_id !== task.lessonId) mismatch.lesson_id = "Not the task's lesson";
  if (body.ex_list !== undefined && body.ex_list !== task.exListId) mismatch.ex_list = "Not the task's list";
  if (Object.keys(mismatch).length > 0)
    throw new AppError("validation_failed", "The task belongs elsewhere", { fields: mismatch });

  let input = body.answer;
  if (input === undefined) {
    if (task.type === "essay") input = { text: body.desc ?? "" };
    else if (isFileTask(task.type) && body.file_url)
      input = { file_url: body.file_url, doc_name: body.doc_name ?? "", text: body.desc ?? "" };
    else throw new AppError("validation_failed", "Send the answer", { fields: { answer: "Required" } });
  }
  const parsed = parseAnswer(task.type, task.content, input);
  if (!parsed.ok) refuseAnswer(parsed);
  const answer = parsed.answer as Record<string, unknown>;
  let fileUrl: string | null = null;
  let docName: string | null = null;
  if (isFileTask(task.type)) {
    // A file is handed in through upload/ only; the answer may name the file already stored for it, nothing else.
    fileUrl = storageKeyOf(String(answer.file_url));
    if (fileUrl !== previous?.fileUrl)
      throw new AppError("validation_failed", "Upload the file first", {
        fields: { "answer.file_url": "Upload the file first" },
      });
    answer.file_url = fileUrl;
    docName = String(answer.doc_name ?? "") || previous?.docName || null;
  }

  const id = await deps.db.transaction(async (tx) => {
    const txScope = { db: tx, schoolId: target.schoolId };
    const list = { id: task.exListId, timeForTimer: task.timeForTimer };
    // A retake begun since the read above means the attempt answered here was handed in.
    if ((await guardAttempt(txScope, { list, userId: caller.userId })) !== attempt) throw finished();
    return queries.upsertAnswer(txScope, {
      userId: caller.userId,
      courseId: task.courseId,
      lessonId: task.lessonId,
      exListId: task.exListId,
      taskId: task.id,
      attempt,
      title: body.title ?? task.title,
      desc: body.desc ?? (typeof answer.text === "string" ? answer.text.slice(0, 50_000) : ""),
      answer,
      docName,
      fileUrl,
    });
  });
  const saved = await queries.findAnswer(scope, id);
  if (!saved) throw taskNotFound();
  return toHomeworkAnswer(deps, saved);
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/gif": ".gif",
  "application/pdf": ".pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
};

/** A stored key from what a client sends: the key itself, or the (signed) link an answer gave. */
export function storageKeyOf(value: string): string {
  let path = value;
  try {
    if (/^https?:\/\//.test(value) || value.startsWith("/")) path = new URL(value, "http://x").pathname;
  } catch {
    return value;
  }
  if (path.startsWith(MEDIA_PREFIX)) path = path.slice(MEDIA_PREFIX.length);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `upload/{taskId}/`: a file task's file, checked by content, stored, and named by the caller's answer. */
export async function uploadAnswerFile(
  deps: Deps,
  target: Target & { taskId: number; request: FastifyRequest },
): Promise<HomeworkAnswer> {
  const { caller } = target;
  const scope = { db: deps.db, schoolId: target.schoolId };
  const task = await answerableTask(deps, target, target.taskId);
  if (!isFileTask(task.type))
    throw new AppError("validation_failed", "This task takes no file", { fields: { file: "This task takes no file" } });
  const list = { id: task.exListId, timeForTimer: task.timeForTimer };
  // The attempt's rules first, so a late upload or one into a handed-in attempt is not even read.
  const attempt = await deps.db.transaction((tx) =>
    guardAttempt({ db: tx, schoolId: target.schoolId }, { list, userId: caller.userId }),
  );
  const file = await readUploadedFile(target.request, { allowed: ANSWER_FILE_TYPES, maxBytes: ANSWER_FILE_MAX_BYTES });
  const key = `homework/${task.courseId}/${caller.userId}/${randomBytes(8).toString("hex")}${EXTENSIONS[file.mime] ?? ""}`;
  const docName = (file.filename || "file").replace(/[\p{Cc}]/gu, "").slice(0, 255);
  await deps.storage.put(key, file.data, file.mime);
  let replaced: string | null = null;
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const txScope = { db: tx, schoolId: target.schoolId };
      if ((await guardAttempt(txScope, { list, userId: caller.userId })) !== attempt) throw finished();
      const previous = await queries.findOwnAnswer(txScope, { taskId: task.id, userId: caller.userId, attempt });
      replaced = previous?.fileUrl ?? null;
      const text = (previous?.answer as { text?: unknown } | null)?.text;
      return queries.upsertAnswer(txScope, {
        userId: caller.userId,
        courseId: task.courseId,
        lessonId: task.lessonId,
        exListId: task.exListId,
        taskId: task.id,
        attempt,
        title: previous?.title || task.title,
        desc: previous?.desc ?? "",
        answer: { file_url: key, doc_name: docName, text: typeof text === "string" ? text : "" },
        docName,
        fileUrl: key,
      });
    });
  } catch (error) {
    await removeStoredFiles(deps, [key]);
    throw error;
  }
  if (replaced && replaced !== key) await removeStoredFiles(deps, [replaced]);
  const saved = await queries.findAnswer(scope, id);
  if (!saved) throw taskNotFound();
  return toHomeworkAnswer(deps, saved);
}

/** `delete-file/`: the file of the caller's own answer goes; the answer stays, without it, to be saved again. */
export async function deleteAnswerFile(deps: Deps, target: Target & { fileUrl: string }): Promise<HomeworkAnswer> {
  const { caller } = target;
  const scope = { db: deps.db, schoolId: target.schoolId };
  const key = storageKeyOf(target.fileUrl);
  const row = await queries.findAnswerByFile(scope, caller.userId, key);
  if (!row) throw new AppError("not_found", "File not found", { fields: { file_url: "Not found" } });
  const list = row.exListId === null ? null : await queries.findList(scope, row.exListId);
  await deps.db.transaction(async (tx) => {
    const txScope = { db: tx, schoolId: target.schoolId };
    // Only the current attempt's file, while it is not handed in: a handed-in attempt keeps its files.
    if (list && (await guardAttempt(txScope, { list, userId: caller.userId })) !== row.attempt) throw finished();
    await queries.clearAnswerFile(txScope, row.id);
  });
  await removeStoredFiles(deps, [key]);
  const saved = await queries.findAnswer(scope, row.id);
  if (!saved) throw new AppError("not_found", "File not found");
  return toHomeworkAnswer(deps, saved);
}

/**
 * `delete/{id}/`: a student deletes their own answer while it is only saved (a handed-in one is the teacher's to
 * see); staff delete any answer of the school. The file goes with it.
 */
export async function deleteAnswer(deps: Deps, target: Target & { id: number }): Promise<void> {
  const actor = actorOf(deps, target);
  const row = await queries.findAnswer(actor, target.id);
  if (!row) throw new AppError("not_found", "Homework not found");
  await requireAccess(actor, "answer.delete", { userId: row.userId, courseId: row.courseId });
  const grader = await hasAccess(actor, "answer.grade", { courseId: row.courseId });
  if (!grader && row.status !== "saved")
    throw new AppError("answer_sent", "This answer has been handed in and can no longer be deleted");
  await queries.deleteAnswerRow(actor, row.id);
  if (row.fileUrl) await removeStoredFiles(deps, [row.fileUrl]);
}

/** `get_ans_homework/{taskId}/{exListId}/`: a student's answers to a list with the attempt (a reload loses nothing). */
export async function listAnswers(
  deps: Deps,
  target: Target & { taskId: number; exListId: number; studentId?: number },
): Promise<ListAnswers> {
  const actor = actorOf(deps, target);
  const [list, task] = await Promise.all([
    queries.findList(actor, target.exListId),
    queries.findTask(actor, target.taskId),
  ]);
  if (!list || !task || task.exListId !== list.id)
    throw new AppError("not_found", "The task is not in this list", { fields: { taskId: "Not found" } });
  const userId = target.studentId ?? target.caller.userId;
  if (userId === target.caller.userId) await requireAccess(actor, "answer.read", { courseId: list.courseId });
  else await requireAccess(actor, "answer.grade", { courseId: list.courseId });
  await closeIfExpired(deps, { schoolId: target.schoolId, list, userId });
  const attempt = await attemptState(deps, { schoolId: target.schoolId, list, userId });
  const rows = await queries.answersOfList(actor, { exListId: list.id, userId, attempt: attempt?.number ?? 1 });
  const answers = rows.map((row) => toHomeworkAnswer(deps, row));
  return {
    ex_list: list.id,
    task: answers.find((answer) => answer.task === task.id) ?? null,
    answers,
    attempt,
  };
}

/**
 * `check/check_next_page/{a}/{b}/{c}/{d}/`: {a} the program, {b} the lesson and {c} the list the student is on,
 * {d} the lesson to open ({d} = {b}: the list after {c}). Allowed when every list with `next` before that point
 * is passed; otherwise the first that is not, with its pass mark. Teachers of the program and staff always may.
 */
export async function checkNextPage(
  deps: Deps,
  target: Target & { courseId: number; lessonId: number; exListId: number; nextLessonId: number },
): Promise<NextPageCheck> {
  const actor = actorOf(deps, target);
  const [lesson, list, nextLesson] = await Promise.all([
    queries.findLessonPosition(actor, target.lessonId),
    queries.findList(actor, target.exListId),
    queries.findLessonPosition(actor, target.nextLessonId),
  ]);
  if (!lesson || lesson.courseId !== target.courseId)
    throw new AppError("not_found", "The lesson is not in this program", { fields: { b: "Not found" } });
  if (!list || list.lessonId !== lesson.id)
    throw new AppError("not_found", "The list is not in this lesson", { fields: { c: "Not found" } });
  if (!nextLesson || nextLesson.courseId !== target.courseId)
    throw new AppError("not_found", "The lesson is not in this program", { fields: { d: "Not found" } });
  await requireAccess(actor, "lesson.read", { courseId: target.courseId });
  const open = { allowed: true, min_percent: null, percent: null, lesson_id: null, ex_list: null };
  if (await hasAccess(actor, "answer.grade", { courseId: target.courseId })) return open;

  const userId = target.caller.userId;
  const point =
    nextLesson.id === lesson.id
      ? { lesson, list: { id: list.id, order: list.order } }
      : { lesson: nextLesson, list: null };
  const blocking = () => queries.firstBlockingList(actor, { courseId: target.courseId, userId, ...point });
  let first = await blocking();
  if (first?.timeForTimer != null) {
    const blocked = await queries.findList(actor, first.id);
    if (blocked && (await closeIfExpired(deps, { schoolId: target.schoolId, list: blocked, userId })))
      first = await blocking();
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
