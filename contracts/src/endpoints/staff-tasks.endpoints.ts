import { z } from "zod";
import { idParams } from "../fields.js";
import {
  bulkStaffTasks,
  bulkStaffTasksAnswer,
  newStaffTask,
  staffTaskChange,
  staffTaskComment,
  staffTaskCommentBody,
  staffTaskPage,
  staffTaskQuery,
  staffTaskView,
} from "../staff-tasks.js";
import { endpoint } from "./endpoint.js";

const tags = ["staff-tasks"];

export const listStaffTasks = endpoint({
  method: "GET",
  path: "staff-tasks/",
  permission: "staffTask.manage",
  summary: "Tasks by box (overdue, today, upcoming, done), the caller's or an assignee's or a student's, soonest first",
  tags,
  query: staffTaskQuery,
  response: staffTaskPage,
});

export const createStaffTask = endpoint({
  method: "POST",
  path: "staff-tasks/",
  permission: "staffTask.manage",
  summary: "A task for a school admin or manager, reminded at its due time",
  tags,
  body: newStaffTask,
  response: staffTaskView,
  status: 201,
});

export const createStaffTasksForList = endpoint({
  method: "POST",
  path: "staff-tasks/bulk/",
  permission: "staffTask.manage",
  summary: "One task for each student the user list's filters select",
  tags,
  body: bulkStaffTasks,
  response: bulkStaffTasksAnswer,
  status: 201,
});

export const changeStaffTask = endpoint({
  method: "PATCH",
  path: "staff-tasks/{id}/",
  permission: "staffTask.manage",
  summary: "A task's title, priority, due time or assignee changed, or the task done or reopened",
  tags,
  params: idParams("id"),
  body: staffTaskChange,
  response: staffTaskView,
});

export const listStaffTaskComments = endpoint({
  method: "GET",
  path: "staff-tasks/{id}/comments/",
  permission: "staffTask.manage",
  summary: "A task's comments, oldest first",
  tags,
  params: idParams("id"),
  response: z.array(staffTaskComment),
});

export const commentOnStaffTask = endpoint({
  method: "POST",
  path: "staff-tasks/{id}/comments/",
  permission: "staffTask.manage",
  summary: "A comment on a task",
  tags,
  params: idParams("id"),
  body: staffTaskCommentBody,
  response: staffTaskComment,
  status: 201,
});
