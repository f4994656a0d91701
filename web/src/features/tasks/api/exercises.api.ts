import type { ExerciseListCreateBody, ExerciseListUpdateBody, TaskCreateBody, TaskUpdateBody } from "@school/contracts";
import {
  createExerciseList,
  createTask,
  deleteExerciseList,
  deleteTask,
  getExerciseListTasks,
  listLessonExerciseLists,
  updateExerciseList,
  updateTask,
  updateTaskFile,
  uploadTaskWithFile,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** The task constructor's calls (course/ex/*, helper "tasks"'s API). */
export const fetchLessonLists = (lessonId: number, signal?: AbortSignal) =>
  callEndpoint(listLessonExerciseLists, { params: { id: lessonId }, signal });

export const fetchListTasks = (listId: number, signal?: AbortSignal) =>
  callEndpoint(getExerciseListTasks, { params: { id: listId }, signal });

export const postList = (body: ExerciseListCreateBody) => callEndpoint(createExerciseList, { body });

export const patchList = (listId: number, body: ExerciseListUpdateBody) =>
  callEndpoint(updateExerciseList, { params: { id: listId }, body });

export const removeList = (listId: number) => callEndpoint(deleteExerciseList, { params: { id: listId } });

/** A new task; with a file it goes as multipart (`data` = the JSON fields, `file`). */
export function postTask(body: TaskCreateBody, file: File | null) {
  if (file === null) return callEndpoint(createTask, { body });
  const form = new FormData();
  form.append("data", JSON.stringify(body));
  form.append("file", file);
  return callEndpoint(uploadTaskWithFile, { body: form });
}

export const patchTask = (taskId: number, body: TaskUpdateBody) =>
  callEndpoint(updateTask, { params: { id: taskId }, body });

export function putTaskFile(taskId: number, file: File) {
  const form = new FormData();
  form.append("file", file);
  return callEndpoint(updateTaskFile, { params: { id: taskId }, body: form });
}

export const removeTask = (taskId: number) => callEndpoint(deleteTask, { params: { id: taskId } });
