import { searchStudentEducations, searchStudentLanguages } from "@school/contracts";
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as profiles from "./student-profile.service.js";

const searcher = (ctx: RequestContext) => ({
  schoolId: schoolOf(ctx),
  caller: signedIn(ctx),
  requestUrl: ctx.request.url,
});

export const studentProfileRoutes: RouteDef[] = [
  defineRoute(searchStudentEducations, {
    handler: async ({ query, ctx }) => profiles.searchEducations(ctx.deps, { ...searcher(ctx), query }),
  }),
  defineRoute(searchStudentLanguages, {
    handler: async ({ query, ctx }) => profiles.searchLanguages(ctx.deps, { ...searcher(ctx), query }),
  }),
];
