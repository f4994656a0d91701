// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createCourse = {
  method: "POST",
  path: "course/course/create/",
  status: 201,
} as Route<typeof endpoints.createCourse>;

export const deleteCourse = {
  method: "DELETE",
  path: "course/course/destroy/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteCourse>;

export const getCourseForEditing = {
  method: "GET",
  path: "course/course/get_detail_course/{id}/",
} as Route<typeof endpoints.getCourseForEditing>;

export const updateCourse = {
  method: "PATCH",
  path: "course/course/update/{id}/",
} as Route<typeof endpoints.updateCourse>;

export const uploadCourseImage = {
  method: "PATCH",
  path: "course/course/upload_posters/{id}/",
  multipart: true,
} as Route<typeof endpoints.uploadCourseImage>;
