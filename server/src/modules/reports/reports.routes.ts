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
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as lessonReports from "./lesson-reports.service.js";
import * as service from "./reports.service.js";

const targetOf = (ctx: RequestContext) => ({
  schoolId: schoolOf(ctx),
  caller: signedIn(ctx),
  requestUrl: ctx.request.url,
});

/** The reports of /analytics (decision 0031). */
export const reportRoutes: RouteDef[] = [
  defineRoute(programProgressReport, {
    handler: async ({ query, ctx }) =>
      service.programProgress(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        requestUrl: ctx.request.url,
        query,
      }),
  }),
  defineRoute(studentProgressReport, {
    resources: { courseId: "course" },
    handler: async ({ params, query, ctx }) =>
      service.studentProgress(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        requestUrl: ctx.request.url,
        courseId: params.courseId,
        query,
      }),
  }),
  defineRoute(studentHomeworkReport, {
    handler: async ({ query, ctx }) =>
      service.studentHomework(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        requestUrl: ctx.request.url,
        query,
      }),
  }),
  defineRoute(teacherLessonsReport, {
    handler: async ({ query, ctx }) => lessonReports.lessonsPerTeacher(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(teacherMonthsReport, {
    handler: async ({ query, ctx }) => lessonReports.lessonsPerMonth(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(teacherRelationReport, {
    handler: async ({ query, ctx }) => lessonReports.lessonsPerPair(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(studentTeachersReport, {
    handler: async ({ query, ctx }) => lessonReports.teachersOfStudent(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(studentLessonsReport, {
    handler: async ({ query, ctx }) => lessonReports.lessonsOfStudent(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(studentLessonsAndHomeworkReport, {
    handler: async ({ query, ctx }) =>
      lessonReports.lessonsAndHomeworkPerStudent(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(studentLessonCountReport, {
    handler: async ({ query, ctx }) => lessonReports.lessonCountOfStudents(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(summaryByMonthReport, {
    handler: async ({ query, ctx }) => lessonReports.summaryByMonth(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(summaryByTypeReport, {
    handler: async ({ query, ctx }) => lessonReports.summaryByType(ctx.deps, { ...targetOf(ctx), query }),
  }),
  defineRoute(summaryByProgramReport, {
    handler: async ({ query, ctx }) => lessonReports.summaryByProgram(ctx.deps, { ...targetOf(ctx), query }),
  }),
];
