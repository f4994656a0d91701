import { listLessonCounts } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { lessonCounts } from "./lessons.service.js";

export const lessonRoutes: RouteDef[] = [
  defineRoute(listLessonCounts, {
    resources: { userId: "user" },
    handler: async ({ params, query, ctx }) =>
      lessonCounts(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        userId: params.userId,
        courseId: query.course_id,
      }),
  }),
];
