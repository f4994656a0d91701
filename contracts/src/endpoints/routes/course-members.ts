// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const addCourseStudent = {
  method: "POST",
  path: "course/course/add_std/{courseId}/",
  status: 201,
} as Route<typeof endpoints.addCourseStudent>;

export const addCourseTeacher = {
  method: "POST",
  path: "course/course/add_teacher/{courseId}/",
  status: 201,
} as Route<typeof endpoints.addCourseTeacher>;

export const removeCourseStudent = {
  method: "DELETE",
  path: "course/course/delete_student_in_course/{courseId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.removeCourseStudent>;

export const removeCourseTeacher = {
  method: "DELETE",
  path: "course/course/delete_teacher/{courseId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.removeCourseTeacher>;
