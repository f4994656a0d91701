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
import { requireAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { removeStoredFiles } from "../../../core/storage/remove-stored-files.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import type { UploadedFileOnDisk } from "../../../core/uploads.js";
import { countAutoGraded, gradedAutomatically, REGRADE_INLINE_LIMIT, regradeAll } from "../../answers/index.js";
import * as queries from "../exercises.queries.js";
import { staffView } from "../task-view.js";
import { checkFilePresence, receiveTaskUpload, storeTaskFile } from "./task-files.js";

/** A refusal of the task registry as the API answers it: the key is the body's `answer`. */
function refused(refusal: TaskRefusal): AppError {
  const apiPath = (path: string) => path.replace(/^key(?=\.|$)/, "answer");
  const fields = Object.fromEntries(Object.entries(refusal.fields).map(([path, message]) => [apiPath(path), message]));
  const code = refusal.code === "task_frozen" ? "conflict" : "validation_failed";
  return new AppError(code, refusal.message.replace(/\bkey(?=\.|\s)/, "answer"), { fields });
}

/** The content and key checked against the task's type, with the type's defaults filled in. */
function checkedTask(type: TaskType, task: { content: unknown; key: unknown }) {
  const parsed = parseTask(type, task);
  if (!parsed.ok) throw refused(parsed);
  return parsed;
}

async function findTask(actor: Actor, taskId: number) {
  const task = await queries.findTask(actor, taskId);
  if (!task) throw notFound("Task not found");
  return task;
}

/** A task the caller authors (`exercise.author`). */
async function authoredTask(actor: Actor, taskId: number) {
  const task = await findTask(actor, taskId);
  await requireAccess(actor, "exercise.author", { courseId: task.courseId });
  return task;
}

async function taskView(actor: Actor, taskId: number): Promise<StaffTask> {
  return staffView(actor.deps, await findTask(actor, taskId));
}

/** Adds a task (`create/`, or `ex_file_upload/` with its file): checked, then stored last in its list unless ordered. */
async function addTask(
  actor: Actor,
  input: { body: TaskCreateBody; file: UploadedFileOnDisk | null },
): Promise<StaffTask> {
  const { body } = input;
  const list = await queries.findExerciseList(actor, body.ex_list_id);
  if (!list) throw new AppError("not_found", "Exercise list not found", { fields: { ex_list_id: "Not found" } });
  await requireAccess(actor, "exercise.author", { courseId: list.courseId });
  checkFilePresence(body.type, input.file !== null);
  const task = checkedTask(body.type, { content: body.content, key: body.answer });
  const file = input.file
    ? await storeTaskFile(actor.deps, { type: body.type, file: input.file, courseId: list.courseId, exListId: list.id })
    : null;
  try {
    const id = await inTransaction(actor, async (tx) => {
      await queries.lockList(tx, list.id);
      const slots = await queries.taskSlots(tx, list.id);
      if (slots.total >= MAX_TASKS_PER_LIST) {
        throw new AppError("conflict", SPEC_MESSAGES.quantityLimit, {
          fields: { ex_list_id: `At most ${MAX_TASKS_PER_LIST} tasks a list` },
        });
      }
      return queries.insertTask(tx, {
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
    return await taskView(actor, id);
  } catch (error) {
    await removeStoredFiles(actor.deps, [file]);
    throw error;
  }
}

export const createTask = (actor: Actor, body: TaskCreateBody) => addTask(actor, { body, file: null });

export async function createTaskWithFile(actor: Actor, request: FastifyRequest) {
  const upload = await receiveTaskUpload(request, { data: taskCreateBody, fileRequired: true });
  if (!upload.data) {
    await upload.file?.discard();
    throw new AppError("validation_failed", "The task's fields are missing", { fields: { data: "Required" } });
  }
  return addTask(actor, { body: upload.data, file: upload.file });
}

/**
 * Changes a task. Content and key are checked together against the type whenever either changes (the one not sent
 * is the stored one); a table's columns and rows stay as created (409). A new file replaces the old one, which is
 * removed once the row points at the new one.
 */
async function changeTask(
  actor: Actor,
  input: { taskId: number; body: TaskUpdateBody | null; file: UploadedFileOnDisk | null },
): Promise<StaffTask> {
  const { deps } = actor;
  const body = input.body ?? {};
  const current = await authoredTask(actor, input.taskId).catch(async (error) => {
    await input.file?.discard();
    throw error;
  });
  let checked: { content: unknown; key: unknown } | null = null;
  try {
    if (body.file === null && input.file) {
      throw new AppError("validation_failed", "Send a file or remove it, not both", { fields: { file: "Ambiguous" } });
    }
    if (body.file === null) checkFilePresence(current.type, false);
    if (body.content !== undefined || body.answer !== undefined) {
      checked = checkedTask(current.type, {
        content: body.content ?? current.content,
        key: body.answer ?? current.answer,
      });
      const frozen = body.content === undefined ? null : frozenChange(current.type, current.content, checked.content);
      if (frozen) throw refused(frozen);
    }
  } catch (error) {
    await input.file?.discard();
    throw error;
  }
  const file = input.file
    ? await storeTaskFile(deps, {
        type: current.type,
        file: input.file,
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
    if (!regrade) await queries.updateTaskRow(actor, { taskId: current.id, values });
    else {
      // A new key or content regrades the answers already graded against the old one (decision 0030).
      await inTransaction(actor, async (tx) => {
        await queries.updateTaskRow(tx, { taskId: current.id, values });
        if ((await countAutoGraded(tx, current.id)) <= REGRADE_INLINE_LIMIT) await regradeAll(tx, current.id);
        else await tx.jobs.enqueue("task.regrade", { school_id: actor.schoolId, task_id: current.id });
      });
    }
  } catch (error) {
    await removeStoredFiles(deps, [file ?? null]);
    throw error;
  }
  if (file !== undefined || body.file === null) await removeStoredFiles(deps, [current.file]);
  return taskView(actor, current.id);
}

export const updateTask = (actor: Actor, input: { taskId: number; body: TaskUpdateBody }) =>
  changeTask(actor, { ...input, file: null });

export async function updateTaskFile(actor: Actor, input: { taskId: number; request: FastifyRequest }) {
  const upload = await receiveTaskUpload(input.request, { data: null, fileRequired: true });
  return changeTask(actor, { taskId: input.taskId, body: null, file: upload.file });
}

export async function updateTaskWithFile(actor: Actor, input: { taskId: number; request: FastifyRequest }) {
  const upload = await receiveTaskUpload(input.request, { data: taskUpdateBody, fileRequired: false });
  if (!upload.data && !upload.file) {
    throw new AppError("validation_failed", "Nothing to change", { fields: { data: "Required", file: "Required" } });
  }
  return changeTask(actor, { taskId: input.taskId, body: upload.data, file: upload.file });
}

/** Deletes a task; students' answers to it stay as homework (their task reference cleared), its file goes. */
export async function deleteTask(actor: Actor, taskId: number): Promise<void> {
  const task = await authoredTask(actor, taskId);
  await queries.deleteTaskRow(actor, task.id);
  await removeStoredFiles(actor.deps, [task.file]);
}
