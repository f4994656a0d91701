import { getApplicationProgress, listEligiblePrograms, listEligibleStudents } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as service from "./eligibility.service.js";

/** Eligibility both ways and a student's application progress (decision 0029). */
export const eligibilityRoutes: RouteDef[] = [
  defineRoute(listEligiblePrograms, {
    handler: async ({ query, ctx }) =>
      service.eligiblePrograms(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        userId: query.user_id,
        language: query.translate_lang,
      }),
  }),
  defineRoute(listEligibleStudents, {
    resources: { id: "course" },
    handler: async ({ params, query, ctx }) =>
      service.eligibleStudents(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        courseId: params.id,
        page: query.page,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(getApplicationProgress, {
    resources: { id: "user" },
    handler: async ({ params, query, ctx }) =>
      service.applicationProgress(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        userId: params.id,
        language: query.translate_lang,
      }),
  }),
];
