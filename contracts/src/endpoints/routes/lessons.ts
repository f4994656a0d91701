// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const copyLesson = {
  method: "POST",
  path: "course/lesson/copy/",
  status: 201,
} as Route<typeof endpoints.copyLesson>;

export const createLesson = {
  method: "POST",
  path: "course/lesson/create/",
  status: 201,
} as Route<typeof endpoints.createLesson>;

export const deleteLesson = {
  method: "DELETE",
  path: "course/lesson/destroy/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteLesson>;

export const getCourseLessons = {
  method: "GET",
  path: "course/lesson/get_lesson_in_course_p/{id}/",
} as Route<typeof endpoints.getCourseLessons>;

export const getLesson = {
  method: "GET",
  path: "course/lesson/get_detail_lesson/{id}/",
} as Route<typeof endpoints.getLesson>;

export const listLessonCounts = {
  method: "GET",
  path: "course/course/list_count_lesson/{userId}/",
} as Route<typeof endpoints.listLessonCounts>;

export const listProgramLessons = {
  method: "GET",
  path: "course/lesson/{courseId}/list_lesson/",
} as Route<typeof endpoints.listProgramLessons>;

export const reorderLessons = {
  method: "POST",
  path: "course/lesson/update_lessons/",
} as Route<typeof endpoints.reorderLessons>;

export const searchLessons = {
  method: "GET",
  path: "course/lesson/all/",
} as Route<typeof endpoints.searchLessons>;

export const sendLessonReport = {
  method: "POST",
  path: "course/lesson/send_report_student/",
} as Route<typeof endpoints.sendLessonReport>;

export const updateLesson = {
  method: "PATCH",
  path: "course/lesson/update/{id}/",
} as Route<typeof endpoints.updateLesson>;

export const uploadLessonVideo = {
  method: "PATCH",
  path: "course/lesson/upload_video/{id}/",
  multipart: true,
} as Route<typeof endpoints.uploadLessonVideo>;
