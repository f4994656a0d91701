import type { BulkStaffTasksInput, NewStaffTask, StaffTaskBox, StaffTaskChange } from "@school/contracts";
import {
  changeStaffTask,
  commentOnStaffTask,
  createStaffTask,
  createStaffTasksForList,
  listAdmins,
  listStaffTaskComments,
  listStaffTasks,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export const fetchTasks = (input: { box: StaffTaskBox; student?: number; after?: string; signal?: AbortSignal }) =>
  callEndpoint(listStaffTasks, {
    query: { box: input.box, student: input.student, after: input.after },
    signal: input.signal,
  });

export const createTask = (body: NewStaffTask) => callEndpoint(createStaffTask, { body });

export const createTasksForList = (body: BulkStaffTasksInput) => callEndpoint(createStaffTasksForList, { body });

export const changeTask = (input: { id: number; change: StaffTaskChange }) =>
  callEndpoint(changeStaffTask, { params: { id: input.id }, body: input.change });

export const fetchComments = (input: { id: number; signal?: AbortSignal }) =>
  callEndpoint(listStaffTaskComments, { params: { id: input.id }, signal: input.signal });

export const addComment = (input: { id: number; text: string }) =>
  callEndpoint(commentOnStaffTask, { params: { id: input.id }, body: { text: input.text } });

/** The school admins and managers a task can be given to. */
export const fetchTaskHolders = (signal?: AbortSignal) => callEndpoint(listAdmins, { signal });
