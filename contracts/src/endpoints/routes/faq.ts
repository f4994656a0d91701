// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createFaqChapter = {
  method: "POST",
  path: "faq/chapter/create/",
  status: 201,
} as Route<typeof endpoints.createFaqChapter>;

export const createFaqQuestion = {
  method: "POST",
  path: "faq/question/create/",
  status: 201,
} as Route<typeof endpoints.createFaqQuestion>;

export const deleteFaqChapter = {
  method: "DELETE",
  path: "faq/chapter/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteFaqChapter>;

export const deleteFaqQuestion = {
  method: "DELETE",
  path: "faq/question/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteFaqQuestion>;

export const getFaqAnswer = {
  method: "GET",
  path: "faq/detail_faq/{id}/",
} as Route<typeof endpoints.getFaqAnswer>;

export const getFaqEditor = {
  method: "GET",
  path: "faq/manage/",
} as Route<typeof endpoints.getFaqEditor>;

export const listFaqChapters = {
  method: "GET",
  path: "faq/list_chapter/",
} as Route<typeof endpoints.listFaqChapters>;

export const listFaqQuestions = {
  method: "GET",
  path: "faq/list_faq/{id}/",
} as Route<typeof endpoints.listFaqQuestions>;

export const reorderFaqChapters = {
  method: "PUT",
  path: "faq/chapter/reorder/",
} as Route<typeof endpoints.reorderFaqChapters>;

export const reorderFaqQuestions = {
  method: "PUT",
  path: "faq/question/reorder/{id}/",
} as Route<typeof endpoints.reorderFaqQuestions>;

export const updateFaqChapter = {
  method: "PUT",
  path: "faq/chapter/update/{id}/",
} as Route<typeof endpoints.updateFaqChapter>;

export const updateFaqQuestion = {
  method: "PUT",
  path: "faq/question/update/{id}/",
} as Route<typeof endpoints.updateFaqQuestion>;
