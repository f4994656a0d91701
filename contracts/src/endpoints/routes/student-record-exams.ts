// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const checkIelts = {
  method: "GET",
  path: "user/accounts/check-ielts/",
} as Route<typeof endpoints.checkIelts>;

export const checkTolc = {
  method: "GET",
  path: "user/accounts/check-tolc/",
} as Route<typeof endpoints.checkTolc>;

export const createExam = {
  method: "POST",
  path: "user/accounts/ielts/",
  status: 201,
} as Route<typeof endpoints.createExam>;

export const deleteExam = {
  method: "DELETE",
  path: "user/accounts/ielts/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteExam>;

export const listExams = {
  method: "GET",
  path: "user/accounts/ielts/",
} as Route<typeof endpoints.listExams>;

export const updateExam = {
  method: "PUT",
  path: "user/accounts/ielts-update/{id}/",
} as Route<typeof endpoints.updateExam>;
