// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createExerciseList = {
  method: "POST",
  path: "course/ex/create_ex_lst/",
  status: 201,
} as Route<typeof endpoints.createExerciseList>;

export const createTask = {
  method: "POST",
  path: "course/ex/create/",
  status: 201,
} as Route<typeof endpoints.createTask>;

export const deleteExerciseList = {
  method: "DELETE",
  path: "course/ex/delete_ex_lst/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteExerciseList>;

export const deleteTask = {
  method: "DELETE",
  path: "course/ex/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteTask>;

export const getCourseTracker = {
  method: "GET",
  path: "course/ex/get_course_tracker/{id}/",
} as Route<typeof endpoints.getCourseTracker>;

export const getExerciseListTasks = {
  method: "GET",
  path: "course/ex/get_ex_in_ex_lst/{id}/",
} as Route<typeof endpoints.getExerciseListTasks>;

export const getExerciseListTracker = {
  method: "GET",
  path: "course/ex/get_ex_list_tracker/{id}/",
} as Route<typeof endpoints.getExerciseListTracker>;

export const getStudentCourseTracker = {
  method: "GET",
  path: "course/ex/get_course_tracker/{id}/{id2}/",
} as Route<typeof endpoints.getStudentCourseTracker>;

export const listExerciseTasks = {
  method: "GET",
  path: "course/course/get_task_with_ex_list_id/{id}/",
} as Route<typeof endpoints.listExerciseTasks>;

export const listLessonExerciseLists = {
  method: "GET",
  path: "course/ex/lst/{id}/",
} as Route<typeof endpoints.listLessonExerciseLists>;

export const updateExerciseList = {
  method: "PATCH",
  path: "course/ex/update_ex_lst/{id}/",
} as Route<typeof endpoints.updateExerciseList>;

export const updateTask = {
  method: "PATCH",
  path: "course/ex/update/{id}/",
} as Route<typeof endpoints.updateTask>;

export const updateTaskFile = {
  method: "PATCH",
  path: "course/ex/update_file/{id}/",
  multipart: true,
} as Route<typeof endpoints.updateTaskFile>;

export const updateTaskWithFile = {
  method: "PATCH",
  path: "course/ex/update_ex_file/{id}/",
  multipart: true,
} as Route<typeof endpoints.updateTaskWithFile>;

export const uploadTaskWithFile = {
  method: "POST",
  path: "course/ex/ex_file_upload/",
  status: 201,
  multipart: true,
} as Route<typeof endpoints.uploadTaskWithFile>;
