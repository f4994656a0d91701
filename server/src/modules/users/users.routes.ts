import { listStudents, listTeachers } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as usersService from "./users.service.js";

export const userRoutes: RouteDef[] = [
  defineRoute(listTeachers, {
    handler: async ({ ctx }) => usersService.listTeachers(ctx.deps, schoolOf(ctx)),
  }),
  defineRoute(listStudents, {
    handler: async ({ query, ctx }) => usersService.listStudents(ctx.deps, schoolOf(ctx), query.student),
  }),
];
