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
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as saving from "./answer-saving.service.js";
import * as answers from "./answers.service.js";
import * as attempts from "./attempts.service.js";

/** A student taking tasks: answers saved as they go, files, the exam's timer, handing in, the pass mark's gate. */
export const answerRoutes: RouteDef[] = [
  defineRoute(saveAnswer, {
    handler: async ({ body, actor }) => saving.saveAnswer(actor, body),
  }),
  defineRoute(uploadAnswerFile, {
    resources: { taskId: "exercise" },
    handler: async ({ params, actor, ctx }) =>
      saving.uploadAnswerFile(actor, { taskId: params.taskId, request: ctx.request }),
  }),
  defineRoute(deleteAnswerFile, {
    handler: async ({ body, actor }) => saving.deleteAnswerFile(actor, body.file_url),
  }),
  defineRoute(deleteAnswer, {
    resources: { id: "homework" },
    handler: async ({ params, actor }) => {
      await answers.deleteAnswer(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(getListAnswers, {
    resources: { taskId: "exercise", exListId: "exerciseList" },
    handler: async ({ params, query, actor }) =>
      answers.listAnswers(actor, { taskId: params.taskId, exListId: params.exListId, studentId: query.student_id }),
  }),
  defineRoute(startAttempt, {
    resources: { exListId: "exerciseList" },
    handler: async ({ params, actor }) => attempts.startAttempt(actor, params.exListId),
  }),
  defineRoute(submitAttempt, {
    resources: { exListId: "exerciseList" },
    handler: async ({ params, actor }) => attempts.submitAttempt(actor, params.exListId),
  }),
  defineRoute(retakeAttempt, {
    resources: { exListId: "exerciseList" },
    handler: async ({ params, actor }) => attempts.retakeAttempt(actor, params.exListId),
  }),
  defineRoute(resetAttempt, {
    resources: { exListId: "exerciseList", userId: "user" },
    handler: async ({ params, actor }) => {
      await attempts.resetAttempt(actor, { exListId: params.exListId, userId: params.userId });
      return undefined;
    },
  }),
  defineRoute(checkNextPage, {
    resources: { a: "course", b: "lesson", c: "exerciseList", d: "lesson" },
    handler: async ({ params, actor }) =>
      answers.checkNextPage(actor, {
        courseId: params.a,
        lessonId: params.b,
        exListId: params.c,
        nextLessonId: params.d,
      }),
  }),
];
