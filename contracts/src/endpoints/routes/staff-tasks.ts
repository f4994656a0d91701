// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const changeStaffTask = {
  method: "PATCH",
  path: "staff-tasks/{id}/",
} as Route<typeof endpoints.changeStaffTask>;

export const commentOnStaffTask = {
  method: "POST",
  path: "staff-tasks/{id}/comments/",
  status: 201,
} as Route<typeof endpoints.commentOnStaffTask>;

export const createStaffTask = {
  method: "POST",
  path: "staff-tasks/",
  status: 201,
} as Route<typeof endpoints.createStaffTask>;

export const createStaffTasksForList = {
  method: "POST",
  path: "staff-tasks/bulk/",
  status: 201,
} as Route<typeof endpoints.createStaffTasksForList>;

export const listStaffTaskComments = {
  method: "GET",
  path: "staff-tasks/{id}/comments/",
} as Route<typeof endpoints.listStaffTaskComments>;

export const listStaffTasks = {
  method: "GET",
  path: "staff-tasks/",
} as Route<typeof endpoints.listStaffTasks>;
