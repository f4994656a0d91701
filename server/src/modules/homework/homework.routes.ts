import {
  addToFinalDocuments,
  answersForProgram,
  gradeAnswer,
  listNewResults,
  listStudentResults,
  sortAnswers,
} from "@school/contracts";
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as finalDocuments from "./final-documents.service.js";
import * as review from "./review.service.js";

const target = (ctx: RequestContext) => ({ schoolId: schoolOf(ctx), caller: signedIn(ctx) });

export const homeworkRoutes: RouteDef[] = [
  defineRoute(addToFinalDocuments, {
    handler: async ({ body, ctx }) =>
      finalDocuments.addToFinalDocuments(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        homeworkId: body.homework_id,
      }),
  }),
  defineRoute(listNewResults, {
    resources: { id: "course" },
    handler: async ({ params, query, ctx }) =>
      review.newResults(ctx.deps, {
        ...target(ctx),
        courseId: params.id,
        studentId: query.student_id,
        q: query.q,
        page: query.page,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(listStudentResults, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => review.studentResults(ctx.deps, { ...target(ctx), userId: params.id }),
  }),
  defineRoute(sortAnswers, {
    handler: async ({ query, ctx }) =>
      review.sortedAnswers(ctx.deps, { ...target(ctx), q: query.q, page: query.page, requestUrl: ctx.request.url }),
  }),
  defineRoute(answersForProgram, {
    handler: async ({ query, ctx }) =>
      review.answersForProgram(ctx.deps, { ...target(ctx), query, requestUrl: ctx.request.url }),
  }),
  defineRoute(gradeAnswer, {
    resources: { id: "homework" },
    handler: async ({ params, body, ctx }) => review.gradeAnswer(ctx.deps, { ...target(ctx), id: params.id, body }),
  }),
];
