import { randomBytes } from "node:crypto";
import {
  ANSWER_FILE_MAX_BYTES,
  ANSWER_FILE_TYPES,
  type HomeworkAnswer,
  parseAnswer,
  type SaveAnswerBody,
  type TaskType,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import { accessFilter } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import { MEDIA_PREFIX } from "../../core/storage/storage.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { readUploadedFile } from "../../core/uploads.js";
import { lessons } from "../../db/schema/index.js";
import * as queries from "./answers.queries.js";
import { guardAttempt, toHomeworkAnswer } from "./attempts.service.js";

/**
 * A student saving answers as they go (not graded until handed in): an answer to a task, a file task's file, and
 * removing that file. Every write goes into the current attempt under its rules (`guardAttempt`).
 */

/** Types whose answer is a handed-in file (`file_url`, `doc_name`, `text`). */
const FILE_TYPES: readonly TaskType[] = ["file_check", "file_attach"];
const isFileTask = (type: TaskType) => FILE_TYPES.includes(type);

const taskNotFound = () => new AppError("not_found", "Task not found", { fields: { task: "Not found" } });

const visibleTask = queries.visibleTaskFinder((actor) =>
  accessFilter(actor, "answer.save", { courseId: lessons.courseId }),
);

/**
 * A task the caller answers: of a program they study. Anything else (another program, another school, no such
 * task) is 404, so a student cannot learn which tasks exist elsewhere.
 */
async function answerableTask(actor: Actor, taskId: number): Promise<queries.TaskRow> {
  // The access condition read with the task, in one statement.
  const task = await visibleTask(actor, taskId);
  if (!task) throw taskNotFound();
  return task;
}

/** The caller's row for a task: who, and where in the program. */
const answerRowOf = (actor: Actor, task: queries.TaskRow) => ({
  userId: actor.caller.userId,
  courseId: task.courseId,
  lessonId: task.lessonId,
  exListId: task.exListId,
  taskId: task.id,
});

/**
 * The current attempt's number, checked inside the write's transaction (see `guardAttempt`); `attempt`, when the
 * write read it before, must still be the current one.
 */
const guardedAttempt = (actor: Actor, task: queries.TaskRow, attempt?: number) =>
  guardAttempt(actor, {
    list: { id: task.exListId, timeForTimer: task.timeForTimer },
    userId: actor.caller.userId,
    attempt,
  });

async function savedAnswer(actor: Actor, id: number): Promise<HomeworkAnswer> {
  const saved = await queries.findAnswer(actor, id);
  if (!saved) throw taskNotFound();
  return toHomeworkAnswer(actor.deps, saved);
}

function refuseAnswer(refusal: { message: string; fields: Record<string, string> }): never {
  throw new AppError("validation_failed", refusal.message, { fields: refusal.fields });
}

/** `create/`: the caller's answer to a task, saved (not graded) as they go. */
export async function saveAnswer(actor: Actor, body: SaveAnswerBody): Promise<HomeworkAnswer> {
  const task = await answerableTask(actor, body.task);
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
  const values = {
    ...answerRowOf(actor, task),
    title: body.title ?? task.title,
    desc: body.desc ?? (typeof answer.text === "string" ? answer.text.slice(0, 50_000) : ""),
    answer,
    docName: null,
    fileUrl: null,
  };
  if (isFileTask(task.type)) return saveFileAnswer(actor, { task, values });

  // A save into an open attempt, or the first one, which begins it, is one statement (decision 0121).
  const saved = await queries.saveIntoOpenAttempt(actor, { ...values, minutes: task.timeForTimer });
  if (saved) return toHomeworkAnswer(actor.deps, { ...saved, taskType: task.type });
  // Nothing saved: a handed-in or timed-out attempt refuses it (409), or another request began it meanwhile.
  const id = await inTransaction(actor, async (tx) =>
    queries.upsertAnswer(tx, { ...values, attempt: await guardedAttempt(tx, task) }),
  );
  return savedAnswer(actor, id);
}

/**
 * A file task's answer: it may name only the file already stored for it through upload/ (the current attempt's
 * answer), so that answer is read first, and the save holds only while the attempt it was read from is the current.
 */
async function saveFileAnswer(
  actor: Actor,
  { task, values }: { task: queries.TaskRow; values: queries.AnswerValues & { answer: Record<string, unknown> } },
): Promise<HomeworkAnswer> {
  const userId = actor.caller.userId;
  // The current attempt's number: 1 before the list is opened.
  const attempt = (await queries.findAttempt(actor, { exListId: task.exListId, userId }))?.attempt ?? 1;
  const previous = await queries.findOwnAnswer(actor, { taskId: task.id, userId, attempt });
  const { answer } = values;
  const fileUrl = storageKeyOf(String(answer.file_url));
  if (fileUrl !== previous?.fileUrl)
    throw new AppError("validation_failed", "Upload the file first", {
      fields: { "answer.file_url": "Upload the file first" },
    });
  answer.file_url = fileUrl;
  const docName = String(answer.doc_name ?? "") || previous?.docName || null;
  const id = await inTransaction(actor, async (tx) => {
    // A retake begun since the read above means the attempt answered here was handed in.
    await guardedAttempt(tx, task, attempt);
    return queries.upsertAnswer(tx, { ...values, answer, docName, fileUrl, attempt });
  });
  return savedAnswer(actor, id);
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
function storageKeyOf(value: string): string {
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
  actor: Actor,
  input: { taskId: number; request: FastifyRequest },
): Promise<HomeworkAnswer> {
  const { deps } = actor;
  const userId = actor.caller.userId;
  const task = await answerableTask(actor, input.taskId);
  if (!isFileTask(task.type))
    throw new AppError("validation_failed", "This task takes no file", { fields: { file: "This task takes no file" } });
  // The attempt's rules first, so a late upload or one into a handed-in attempt is not even read.
  const attempt = await inTransaction(actor, (tx) => guardedAttempt(tx, task));
  const file = await readUploadedFile(input.request, { allowed: ANSWER_FILE_TYPES, maxBytes: ANSWER_FILE_MAX_BYTES });
  const key = `homework/${task.courseId}/${userId}/${randomBytes(8).toString("hex")}${EXTENSIONS[file.mime] ?? ""}`;
  const docName = (file.filename || "file").replace(/[\p{Cc}]/gu, "").slice(0, 255);
  await deps.storage.put(key, file.data, file.mime);
  let replaced: string | null = null;
  let id: number;
  try {
    id = await inTransaction(actor, async (tx) => {
      await guardedAttempt(tx, task, attempt);
      const previous = await queries.findOwnAnswer(tx, { taskId: task.id, userId, attempt });
      replaced = previous?.fileUrl ?? null;
      const text = (previous?.answer as { text?: unknown } | null)?.text;
      return queries.upsertAnswer(tx, {
        ...answerRowOf(tx, task),
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
  return savedAnswer(actor, id);
}

/** `delete-file/`: the file of the caller's own answer goes; the answer stays, without it, to be saved again. */
export async function deleteAnswerFile(actor: Actor, fileUrl: string): Promise<HomeworkAnswer> {
  const userId = actor.caller.userId;
  const key = storageKeyOf(fileUrl);
  const row = await queries.findAnswerByFile(actor, { userId, fileUrl: key });
  if (!row) throw new AppError("not_found", "File not found", { fields: { file_url: "Not found" } });
  const list = row.exListId === null ? null : await queries.findList(actor, { exListId: row.exListId });
  await inTransaction(actor, async (tx) => {
    // Only the current attempt's file, while it is not handed in: a handed-in attempt keeps its files.
    if (list) await guardAttempt(tx, { list, userId, attempt: row.attempt });
    await queries.clearAnswerFile(tx, row.id);
  });
  await removeStoredFiles(actor.deps, [key]);
  const saved = await queries.findAnswer(actor, row.id);
  if (!saved) throw new AppError("not_found", "File not found");
  return toHomeworkAnswer(actor.deps, saved);
}
