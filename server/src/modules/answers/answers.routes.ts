import {
  checkNextPage,
  deleteAnswer,
  deleteAnswerFile,
  getListAnswers,
  resetAttempt,
  retakeAttempt,
  saveAnswer,
  startAttempt,
  submitAttempt,
  uploadAnswerFile,
} from "@school/contracts";
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as answers from "./answers.service.js";
import * as attempts from "./attempts.service.js";

const target = (ctx: RequestContext) => ({ schoolId: schoolOf(ctx), caller: signedIn(ctx) });

/** A student taking tasks: answers saved as they go, files, the exam's timer, handing in, the pass mark's gate. */
export const answerRoutes: RouteDef[] = [
  defineRoute(saveAnswer, {
    handler: async ({ body, ctx }) => answers.saveAnswer(ctx.deps, { ...target(ctx), body }),
  }),
  defineRoute(uploadAnswerFile, {
    resources: { taskId: "exercise" },
    handler: async ({ params, ctx }) =>
      answers.uploadAnswerFile(ctx.deps, { ...target(ctx), taskId: params.taskId, request: ctx.request }),
  }),
  defineRoute(deleteAnswerFile, {
    handler: async ({ body, ctx }) => answers.deleteAnswerFile(ctx.deps, { ...target(ctx), fileUrl: body.file_url }),
  }),
  defineRoute(deleteAnswer, {
    resources: { id: "homework" },
    handler: async ({ params, ctx }) => {
      await answers.deleteAnswer(ctx.deps, { ...target(ctx), id: params.id });
      return undefined;
    },
  }),
  defineRoute(getListAnswers, {
    resources: { taskId: "exercise", exListId: "exerciseList" },
    handler: async ({ params, query, ctx }) =>
      answers.listAnswers(ctx.deps, {
        ...target(ctx),
        taskId: params.taskId,
        exListId: params.exListId,
        studentId: query.student_id,
      }),
  }),
  defineRoute(startAttempt, {
    resources: { exListId: "exerciseList" },
    handler: async ({ params, ctx }) => attempts.startAttempt(ctx.deps, { ...target(ctx), exListId: params.exListId }),
  }),
  defineRoute(submitAttempt, {
    resources: { exListId: "exerciseList" },
    handler: async ({ params, ctx }) => attempts.submitAttempt(ctx.deps, { ...target(ctx), exListId: params.exListId }),
  }),
  defineRoute(retakeAttempt, {
    resources: { exListId: "exerciseList" },
    handler: async ({ params, ctx }) => attempts.retakeAttempt(ctx.deps, { ...target(ctx), exListId: params.exListId }),
  }),
  defineRoute(resetAttempt, {
    resources: { exListId: "exerciseList", userId: "user" },
    handler: async ({ params, ctx }) => {
      await attempts.resetAttempt(ctx.deps, { ...target(ctx), exListId: params.exListId, userId: params.userId });
      return undefined;
    },
  }),
  defineRoute(checkNextPage, {
    resources: { a: "course", b: "lesson", c: "exerciseList", d: "lesson" },
    handler: async ({ params, ctx }) =>
      answers.checkNextPage(ctx.deps, {
        ...target(ctx),
        courseId: params.a,
        lessonId: params.b,
        exListId: params.c,
        nextLessonId: params.d,
      }),
  }),
];
