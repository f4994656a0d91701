import { listExerciseTasks } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { listTasks } from "./exercises.service.js";

export const exerciseRoutes: RouteDef[] = [
  defineRoute(listExerciseTasks, {
    resources: { id: "exerciseList" },
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
