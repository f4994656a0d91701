// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const deleteUser = {
  method: "DELETE",
  path: "user/accounts/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteUser>;

export const exportUsers = {
  method: "GET",
  path: "user/accounts/list/export/",
  noJsonAnswer: true,
} as Route<typeof endpoints.exportUsers>;

export const getMailingAudience = {
  method: "GET",
  path: "user/accounts/mailing_users/",
} as Route<typeof endpoints.getMailingAudience>;

export const getUserProfile = {
  method: "GET",
  path: "user/accounts/get_profile/{id}/",
} as Route<typeof endpoints.getUserProfile>;

export const importStudents = {
  method: "POST",
  path: "user/accounts/import/",
  multipart: true,
} as Route<typeof endpoints.importStudents>;

export const listMailingRecipients = {
  method: "GET",
  path: "user/accounts/list_mailing_users/",
} as Route<typeof endpoints.listMailingRecipients>;

export const listStaffDuties = {
  method: "GET",
  path: "user/accounts/duties/",
} as Route<typeof endpoints.listStaffDuties>;

export const listStudents = {
  method: "GET",
  path: "user/accounts/students_list/",
} as Route<typeof endpoints.listStudents>;

export const listTeachers = {
  method: "GET",
  path: "user/accounts/get_all_teacher/",
} as Route<typeof endpoints.listTeachers>;

export const listUsers = {
  method: "GET",
  path: "user/accounts/list/",
} as Route<typeof endpoints.listUsers>;

export const managerCreateUser = {
  method: "POST",
  path: "user/accounts/manager_create/",
  status: 201,
} as Route<typeof endpoints.managerCreateUser>;

export const managerUpdateUser = {
  method: "PATCH",
  path: "user/accounts/manager_update/{id}/",
} as Route<typeof endpoints.managerUpdateUser>;
