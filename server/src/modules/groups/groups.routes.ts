import { listProgramGroups } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as groups from "./groups.service.js";

export const groupRoutes: RouteDef[] = [
  defineRoute(listProgramGroups, {
    resources: { courseId: "course" },
    handler: async ({ params, ctx }) =>
      groups.listProgramGroups(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), courseId: params.courseId }),
  }),
];
