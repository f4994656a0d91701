import {
  addToFinalDocuments,
  answersForProgram,
  gradeAnswer,
  gradingQueueOf,
  listNewResults,
  listStudentResults,
  sortAnswers,
} from "@school/contracts";
import { pageRequest } from "../../core/pagination.js";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as finalDocuments from "./final-documents.service.js";
import * as review from "./review.service.js";

export const homeworkRoutes: RouteDef[] = [
  defineRoute(addToFinalDocuments, {
    handler: async ({ body, actor }) => finalDocuments.addToFinalDocuments(actor, body.homework_id),
  }),
  defineRoute(listNewResults, {
    resources: { id: "course" },
    handler: async ({ params, query, actor, ctx }) =>
      review.newResults(actor, { courseId: params.id, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listStudentResults, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => review.studentResults(actor, params.id),
  }),
  defineRoute(sortAnswers, {
    handler: async ({ query, actor, ctx }) =>
      review.sortedAnswers(actor, { q: query.q, ...pageRequest({ query, ctx }) }),
  }),
  defineRoute(answersForProgram, {
    handler: async ({ query, actor, ctx }) => review.answersForProgram(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(gradingQueueOf, {
    handler: async ({ query, actor }) => review.gradingQueue(actor, query),
  }),
  defineRoute(gradeAnswer, {
    resources: { id: "homework" },
    handler: async ({ params, body, actor }) => review.gradeAnswer(actor, { id: params.id, body }),
  }),
];
