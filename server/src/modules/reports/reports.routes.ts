import { programProgressReport, studentHomeworkReport, studentProgressReport } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as service from "./reports.service.js";

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
];
