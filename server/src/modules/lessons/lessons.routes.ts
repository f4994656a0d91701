import { dbId, lessonCount, lessonCountQuery } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { lessonCounts } from "./lessons.service.js";

export const lessonRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/list_count_lesson/{userId}/",
    permission: "progress.read",
    resources: { userId: "user" },
    summary:
      "A student's lessons and finished lessons per program they study, or in one program (course_id); " +
      "students: themselves only; teachers: programs they teach",
    tags: ["course"],
    params: z.object({ userId: dbId }),
    query: lessonCountQuery,
    response: z.array(lessonCount),
    handler: async ({ params, query, ctx }) =>
      lessonCounts(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        userId: params.userId,
        courseId: query.course_id,
      }),
  }),
];
