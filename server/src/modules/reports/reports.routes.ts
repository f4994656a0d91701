import {
  programProgressReport,
  studentHomeworkReport,
  studentLessonCountReport,
  studentLessonsAndHomeworkReport,
  studentLessonsReport,
  studentProgressReport,
  studentTeachersReport,
  summaryByMonthReport,
  summaryByProgramReport,
  summaryByTypeReport,
  teacherLessonsReport,
  teacherMonthsReport,
  teacherRelationReport,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as lessonReports from "./lesson-reports.service.js";
import * as service from "./reports.service.js";

/** The reports of /analytics (decision 0031). */
export const reportRoutes: RouteDef[] = [
  defineRoute(programProgressReport, {
    handler: async ({ query, actor, ctx }) => service.programProgress(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(studentProgressReport, {
    resources: { courseId: "course" },
    handler: async ({ params, query, actor, ctx }) =>
      service.studentProgress(actor, { courseId: params.courseId, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(studentHomeworkReport, {
    handler: async ({ query, actor, ctx }) => service.studentHomework(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(teacherLessonsReport, {
    handler: async ({ query, actor }) => lessonReports.lessonsPerTeacher(actor, query),
  }),
  defineRoute(teacherMonthsReport, {
    handler: async ({ query, actor }) => lessonReports.lessonsPerMonth(actor, query),
  }),
  defineRoute(teacherRelationReport, {
    handler: async ({ query, actor, ctx }) =>
      lessonReports.lessonsPerPair(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(studentTeachersReport, {
    handler: async ({ query, actor }) => lessonReports.teachersOfStudent(actor, query),
  }),
  defineRoute(studentLessonsReport, {
    handler: async ({ query, actor }) => lessonReports.lessonsOfStudent(actor, query),
  }),
  defineRoute(studentLessonsAndHomeworkReport, {
    handler: async ({ query, actor }) => lessonReports.lessonsAndHomeworkPerStudent(actor, query),
  }),
  defineRoute(studentLessonCountReport, {
    handler: async ({ query, actor }) => lessonReports.lessonCountOfStudents(actor, query),
  }),
  defineRoute(summaryByMonthReport, {
    handler: async ({ query, actor }) => lessonReports.summaryByMonth(actor, query),
  }),
  defineRoute(summaryByTypeReport, {
    handler: async ({ query, actor }) => lessonReports.summaryByType(actor, query),
  }),
  defineRoute(summaryByProgramReport, {
    handler: async ({ query, actor }) => lessonReports.summaryByProgram(actor, query),
  }),
];
