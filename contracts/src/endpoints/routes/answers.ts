// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const answersForProgram = {
  method: "GET",
  path: "course/homework/for_program/",
} as Route<typeof endpoints.answersForProgram>;

export const checkNextPage = {
  method: "GET",
  path: "check/check_next_page/{a}/{b}/{c}/{d}/",
} as Route<typeof endpoints.checkNextPage>;

export const deleteAnswer = {
  method: "DELETE",
  path: "course/homework/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteAnswer>;

export const deleteAnswerFile = {
  method: "POST",
  path: "course/homework/delete-file/",
} as Route<typeof endpoints.deleteAnswerFile>;

export const getListAnswers = {
  method: "GET",
  path: "course/homework/get_ans_homework/{taskId}/{exListId}/",
} as Route<typeof endpoints.getListAnswers>;

export const gradeAnswer = {
  method: "PATCH",
  path: "course/homework/grade/{id}/",
} as Route<typeof endpoints.gradeAnswer>;

export const gradingQueueOf = {
  method: "GET",
  path: "course/homework/grading_queue/",
} as Route<typeof endpoints.gradingQueueOf>;

export const listNewResults = {
  method: "GET",
  path: "course/homework/get_new_result_ex/{id}/",
} as Route<typeof endpoints.listNewResults>;

export const listStudentResults = {
  method: "GET",
  path: "course/homework/get_std_gr/{id}/",
} as Route<typeof endpoints.listStudentResults>;

export const resetAttempt = {
  method: "POST",
  path: "course/ex/reset/{exListId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.resetAttempt>;

export const retakeAttempt = {
  method: "POST",
  path: "course/ex/retake/{exListId}/",
} as Route<typeof endpoints.retakeAttempt>;

export const saveAnswer = {
  method: "POST",
  path: "course/homework/create/",
} as Route<typeof endpoints.saveAnswer>;

export const sortAnswers = {
  method: "GET",
  path: "course/homework/sort/",
} as Route<typeof endpoints.sortAnswers>;

export const startAttempt = {
  method: "POST",
  path: "course/ex/start/{exListId}/",
} as Route<typeof endpoints.startAttempt>;

export const submitAttempt = {
  method: "POST",
  path: "course/ex/submit/{exListId}/",
} as Route<typeof endpoints.submitAttempt>;

export const uploadAnswerFile = {
  method: "POST",
  path: "course/homework/upload/{taskId}/",
  multipart: true,
} as Route<typeof endpoints.uploadAnswerFile>;
