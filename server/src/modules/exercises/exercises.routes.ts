import { dbId, EXERCISE_PAGE_SIZE, exerciseTasksPage, exerciseTasksQuery } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { listTasks } from "./exercises.service.js";

export const exerciseRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/get_task_with_ex_list_id/{id}/",
    permission: "lesson.read",
    resources: { id: "exerciseList" },
    summary:
      `The tasks of an exercise list in order, ${EXERCISE_PAGE_SIZE} per page, with the list's header; ` +
      "teachers and students: lists of their programs only; the grading key (answer) never reaches students",
    tags: ["course"],
    params: z.object({ id: dbId }),
    query: exerciseTasksQuery,
    response: exerciseTasksPage,
    handler: async ({ params, query, ctx }) =>
      listTasks(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        exListId: params.id,
        page: query.page,
        requestUrl: ctx.request.url,
      }),
  }),
];
