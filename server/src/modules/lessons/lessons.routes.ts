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
import { pageRequest } from "../../core/pagination.js";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as authoring from "./lesson-authoring.service.js";
import { copyLesson as copy } from "./lesson-copy.service.js";
import * as reading from "./lesson-reading.service.js";
import { sendProgressReport } from "./progress-report.service.js";

export const lessonRoutes: RouteDef[] = [
  defineRoute(listLessonCounts, {
    resources: { userId: "user" },
    handler: async ({ params, query, actor }) =>
      reading.lessonCounts(actor, { userId: params.userId, courseId: query.course_id }),
  }),
  defineRoute(searchLessons, {
    handler: async ({ query, actor, ctx }) =>
      reading.searchLessons(actor, { query, language: actor.language, requestUrl: ctx.request.url }),
  }),
  defineRoute(listProgramLessons, {
    resources: { courseId: "course" },
    handler: async ({ params, query, actor, ctx }) =>
      reading.listProgramLessons(actor, { courseId: params.courseId, ...pageRequest({ query, ctx }) }),
  }),
  defineRoute(getCourseLessons, {
    resources: { id: "course" },
    handler: async ({ params, actor }) =>
      reading.courseLessons(actor, { courseId: params.id, language: actor.language }),
  }),
  defineRoute(getLesson, {
    resources: { id: "lesson" },
    handler: async ({ params, actor }) => reading.getLesson(actor, { lessonId: params.id, language: actor.language }),
  }),
  defineRoute(createLesson, {
    handler: async ({ body, actor }) => authoring.createLesson(actor, body),
  }),
  defineRoute(updateLesson, {
    resources: { id: "lesson" },
    handler: async ({ params, body, actor }) => authoring.updateLesson(actor, { lessonId: params.id, body }),
  }),
  defineRoute(uploadLessonVideo, {
    resources: { id: "lesson" },
    handler: async ({ params, actor, ctx }) =>
      authoring.uploadVideo(actor, { lessonId: params.id, request: ctx.request }),
  }),
  defineRoute(deleteLesson, {
    resources: { id: "lesson" },
    handler: async ({ params, actor }) => {
      await authoring.deleteLesson(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(sendLessonReport, {
    handler: async ({ body, actor }) => sendProgressReport(actor, body),
  }),
  defineRoute(reorderLessons, {
    handler: async ({ body, actor }) => authoring.reorderLessons(actor, body),
  }),
  defineRoute(copyLesson, {
    handler: async ({ body, actor }) => copy(actor, body),
  }),
];
