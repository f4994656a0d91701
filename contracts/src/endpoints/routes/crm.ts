// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createUserListView = {
  method: "POST",
  path: "crm/views/",
  status: 201,
} as Route<typeof endpoints.createUserListView>;

export const deleteUserListView = {
  method: "DELETE",
  path: "crm/views/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteUserListView>;

export const getStudentStanding = {
  method: "GET",
  path: "crm/students/{id}/standing/",
} as Route<typeof endpoints.getStudentStanding>;

export const listUserListViews = {
  method: "GET",
  path: "crm/views/",
} as Route<typeof endpoints.listUserListViews>;

export const updateUserListView = {
  method: "PUT",
  path: "crm/views/{id}/",
} as Route<typeof endpoints.updateUserListView>;
