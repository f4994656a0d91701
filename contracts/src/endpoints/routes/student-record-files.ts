// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const listMyFiles = {
  method: "GET",
  path: "user/accounts/my-files/",
} as Route<typeof endpoints.listMyFiles>;

export const listStudentCourseFiles = {
  method: "GET",
  path: "user/accounts/get_all_files/{studentId}/{courseId}/",
} as Route<typeof endpoints.listStudentCourseFiles>;

export const listStudentFiles = {
  method: "GET",
  path: "user/accounts/get_all_files/{id}/",
} as Route<typeof endpoints.listStudentFiles>;
