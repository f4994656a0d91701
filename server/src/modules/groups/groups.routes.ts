import { dbId, programGroup } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as groups from "./groups.service.js";

export const groupRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/get_group/{courseId}/",
    permission: "group.read",
    resources: { courseId: "course" },
    summary: "The groups of a program with teacher and students (teachers: only the groups they teach)",
    tags: ["groups"],
    params: z.object({ courseId: dbId }),
    response: z.array(programGroup),
    handler: async ({ params, ctx }) =>
      groups.listProgramGroups(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), courseId: params.courseId }),
  }),
];
