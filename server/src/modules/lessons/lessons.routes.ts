import {
  copyLesson,
  createLesson,
  deleteLesson,
  getCourseLessons,
  getLesson,
  listLessonCounts,
  listProgramLessons,
  reorderLessons,
  searchLessons,
  sendLessonReport,
  updateLesson,
  uploadLessonVideo,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as lessons from "./lessons.service.js";

export const lessonRoutes: RouteDef[] = [
  defineRoute(listLessonCounts, {
    resources: { userId: "user" },
    handler: async ({ params, query, ctx }) =>
      lessons.lessonCounts(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        userId: params.userId,
        courseId: query.course_id,
      }),
  }),
  defineRoute(searchLessons, {
    handler: async ({ query, ctx }) =>
      lessons.searchLessons(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        query,
        language: query.translate_lang,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(listProgramLessons, {
    resources: { courseId: "course" },
    handler: async ({ params, query, ctx }) =>
      lessons.listProgramLessons(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        courseId: params.courseId,
        page: query.page,
        language: query.translate_lang,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(getCourseLessons, {
    resources: { id: "course" },
    handler: async ({ params, query, ctx }) =>
      lessons.courseLessons(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        courseId: params.id,
        language: query.translate_lang,
      }),
  }),
  defineRoute(getLesson, {
    resources: { id: "lesson" },
    handler: async ({ params, query, ctx }) =>
      lessons.getLesson(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        lessonId: params.id,
        language: query.translate_lang,
      }),
  }),
  defineRoute(createLesson, {
    handler: async ({ body, ctx }) =>
      lessons.createLesson(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), body }),
  }),
  defineRoute(updateLesson, {
    resources: { id: "lesson" },
    handler: async ({ params, body, ctx }) =>
      lessons.updateLesson(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), lessonId: params.id, body }),
  }),
  defineRoute(uploadLessonVideo, {
    resources: { id: "lesson" },
    handler: async ({ params, ctx }) =>
      lessons.uploadVideo(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        lessonId: params.id,
        request: ctx.request,
      }),
  }),
  defineRoute(deleteLesson, {
    resources: { id: "lesson" },
    handler: async ({ params, ctx }) => {
      await lessons.deleteLesson(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), lessonId: params.id });
      return undefined;
    },
  }),
  defineRoute(sendLessonReport, {
    handler: async ({ body, ctx }) =>
      lessons.sendProgressReport(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), body }),
  }),
  defineRoute(reorderLessons, {
    handler: async ({ body, ctx }) =>
      lessons.reorderLessons(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), body }),
  }),
  defineRoute(copyLesson, {
    handler: async ({ body, ctx }) =>
      lessons.copyLesson(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), body }),
  }),
];
