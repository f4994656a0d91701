import { searchStudentEducations, searchStudentLanguages } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as profiles from "./student-profile.service.js";

export const studentProfileRoutes: RouteDef[] = [
  defineRoute(searchStudentEducations, {
    handler: async ({ query, actor, ctx }) => profiles.searchEducations(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(searchStudentLanguages, {
    handler: async ({ query, actor, ctx }) => profiles.searchLanguages(actor, { query, requestUrl: ctx.request.url }),
  }),
];
