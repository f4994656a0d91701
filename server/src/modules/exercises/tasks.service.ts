import { isDeepStrictEqual } from "node:util";
import {
  frozenChange,
  MAX_TASKS_PER_LIST,
  parseTask,
  SPEC_MESSAGES,
  type StaffTask,
  type TaskCreateBody,
  type TaskRefusal,
  type TaskType,
  type TaskUpdateBody,
  taskCreateBody,
  taskUpdateBody,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import { type Actor, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError, notFound } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import type { UploadedFileOnDisk } from "../../core/uploads.js";
import type { Deps } from "../../deps.js";
import { countAutoGraded, gradedAutomatically, REGRADE_INLINE_LIMIT, regradeAll } from "../answers/regrade.js";
import * as queries from "./exercises.queries.js";
import { checkFilePresence, receiveTaskUpload, storeTaskFile } from "./task-files.js";
import { staffView } from "./task-view.js";

type Target = { schoolId: number; caller: Caller };
const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

/** A refusal of the task registry as the API answers it: the key is the body's `answer`. */
function refused(refusal: TaskRefusal): AppError {
  const apiPath = (path: string) => path.replace(/^key(?=\.|$)/, "answer");
  const fields = Object.fromEntries(Object.entries(refusal.fields).map(([path, message]) => [apiPath(path), message]));
  const code = refusal.code === "task_frozen" ? "conflict" : "validation_failed";
  return new AppError(code, refusal.message.replace(/\bkey(?=\.|\s)/, "answer"), { fields });
}

/** The content and key checked against the task's type, with the type's defaults filled in. */
function checkedTask(type: TaskType, content: unknown, key: unknown) {
  const parsed = parseTask(type, { content, key });
  if (!parsed.ok) throw refused(parsed);
  return parsed;
}

async function loadTask(deps: Deps, target: Target & { taskId: number }) {
  const task = await queries.findTask({ db: deps.db, schoolId: target.schoolId }, target.taskId);
  if (!task) throw notFound("Task not found");
  await requireAccess(actorOf(deps, target), "exercise.author", { courseId: task.courseId });
  return task;
}

async function taskView(deps: Deps, target: Target & { taskId: number }): Promise<StaffTask> {
  const task = await queries.findTask({ db: deps.db, schoolId: target.schoolId }, target.taskId);
  if (!task) throw notFound("Task not found");
  return staffView(deps, task);
}

/** Adds a task (`create/`, or `ex_file_upload/` with its file): checked, then stored last in its list unless ordered. */
async function addTask(
  deps: Deps,
  target: Target & { body: TaskCreateBody; file: UploadedFileOnDisk | null },
): Promise<StaffTask> {
  const { body } = target;
  const list = await queries.findExerciseList({ db: deps.db, schoolId: target.schoolId }, body.ex_list_id);
  if (!list) throw new AppError("not_found", "Exercise list not found", { fields: { ex_list_id: "Not found" } });
  await requireAccess(actorOf(deps, target), "exercise.author", { courseId: list.courseId });
  checkFilePresence(body.type, target.file !== null);
  const task = checkedTask(body.type, body.content, body.answer);
  const file = target.file
    ? await storeTaskFile(deps, { type: body.type, file: target.file, courseId: list.courseId, exListId: list.id })
    : null;
  try {
    const id = await deps.db.transaction(async (tx) => {
      const scope = { db: tx, schoolId: target.schoolId };
      await queries.lockList(scope, list.id);
      const slots = await queries.taskSlots(scope, list.id);
      if (slots.total >= MAX_TASKS_PER_LIST) {
        throw new AppError("conflict", SPEC_MESSAGES.quantityLimit, {
          fields: { ex_list_id: `At most ${MAX_TASKS_PER_LIST} tasks a list` },
        });
      }
      return queries.insertTask(scope, {
        exListId: list.id,
        type: body.type,
        title: body.title,
        order: body.order ?? slots.nextOrder,
        points: body.points,
        content: task.content,
        answer: task.key,
        file,
      });
    });
    return await taskView(deps, { ...target, taskId: id });
  } catch (error) {
    await removeStoredFiles(deps, [file]);
    throw error;
  }
}

export const createTask = (deps: Deps, target: Target & { body: TaskCreateBody }) =>
  addTask(deps, { ...target, file: null });

export async function createTaskWithFile(deps: Deps, target: Target & { request: FastifyRequest }) {
  const upload = await receiveTaskUpload(target.request, { data: taskCreateBody, fileRequired: true });
  if (!upload.data) {
    await upload.file?.discard();
    throw new AppError("validation_failed", "The task's fields are missing", { fields: { data: "Required" } });
  }
  return addTask(deps, { ...target, body: upload.data, file: upload.file });
}

/**
 * Changes a task. Content and key are checked together against the type whenever either changes (the one not sent
 * is the stored one); a table's columns and rows stay as created (409). A new file replaces the old one, which is
 * removed once the row points at the new one.
 */
async function changeTask(
  deps: Deps,
  target: Target & { taskId: number; body: TaskUpdateBody | null; file: UploadedFileOnDisk | null },
): Promise<StaffTask> {
  const body = target.body ?? {};
  const current = await loadTask(deps, target).catch(async (error) => {
    await target.file?.discard();
    throw error;
  });
  let checked: { content: unknown; key: unknown } | null = null;
  try {
    if (body.file === null && target.file) {
      throw new AppError("validation_failed", "Send a file or remove it, not both", { fields: { file: "Ambiguous" } });
    }
    if (body.file === null) checkFilePresence(current.type, false);
    if (body.content !== undefined || body.answer !== undefined) {
      checked = checkedTask(current.type, body.content ?? current.content, body.answer ?? current.answer);
      const frozen = body.content === undefined ? null : frozenChange(current.type, current.content, checked.content);
      if (frozen) throw refused(frozen);
    }
  } catch (error) {
    await target.file?.discard();
    throw error;
  }
  const file = target.file
    ? await storeTaskFile(deps, {
        type: current.type,
        file: target.file,
        courseId: current.courseId,
        exListId: current.exListId,
      })
    : undefined;
  const values = {
    title: body.title,
    order: body.order,
    points: body.points,
    content: checked?.content,
    answer: checked?.key,
    file: file ?? (body.file === null ? null : undefined),
  };
  const regrade =
    checked !== null &&
    gradedAutomatically(current.type) &&
    !(isDeepStrictEqual(checked.key, current.answer) && isDeepStrictEqual(checked.content, current.content));
  try {
    if (!regrade) await queries.updateTaskRow({ db: deps.db, schoolId: target.schoolId }, current.id, values);
    else {
      // A new key or content regrades the answers already graded against the old one (decision 0030).
      await deps.queue.transaction(async (tx, jobs) => {
        const scope = { db: tx, schoolId: target.schoolId };
        await queries.updateTaskRow(scope, current.id, values);
        if ((await countAutoGraded(scope, current.id)) <= REGRADE_INLINE_LIMIT) await regradeAll(scope, current.id);
        else await jobs.enqueue("task.regrade", { schoolId: target.schoolId, taskId: current.id });
      });
    }
  } catch (error) {
    await removeStoredFiles(deps, [file ?? null]);
    throw error;
  }
  if (file !== undefined || body.file === null) await removeStoredFiles(deps, [current.file]);
  return taskView(deps, target);
}

export const updateTask = (deps: Deps, target: Target & { taskId: number; body: TaskUpdateBody }) =>
  changeTask(deps, { ...target, file: null });

export async function updateTaskFile(deps: Deps, target: Target & { taskId: number; request: FastifyRequest }) {
  const upload = await receiveTaskUpload(target.request, { data: null, fileRequired: true });
  return changeTask(deps, { ...target, body: null, file: upload.file });
}

export async function updateTaskWithFile(deps: Deps, target: Target & { taskId: number; request: FastifyRequest }) {
  const upload = await receiveTaskUpload(target.request, { data: taskUpdateBody, fileRequired: false });
  if (!upload.data && !upload.file) {
    throw new AppError("validation_failed", "Nothing to change", { fields: { data: "Required", file: "Required" } });
  }
  return changeTask(deps, { ...target, body: upload.data, file: upload.file });
}

/** Deletes a task; students' answers to it stay as homework (their task reference cleared), its file goes. */
export async function deleteTask(deps: Deps, target: Target & { taskId: number }): Promise<void> {
  const task = await loadTask(deps, target);
  await queries.deleteTaskRow({ db: deps.db, schoolId: target.schoolId }, task.id);
  await removeStoredFiles(deps, [task.file]);
}
