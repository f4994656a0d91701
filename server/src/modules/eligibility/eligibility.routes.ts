import { getApplicationProgress, listEligiblePrograms, listEligibleStudents } from "@school/contracts";
import { pageRequest } from "../../core/pagination.js";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as service from "./eligibility.service.js";

/** Eligibility both ways and a student's application progress (decision 0029). */
export const eligibilityRoutes: RouteDef[] = [
  defineRoute(listEligiblePrograms, {
    handler: async ({ query, actor }) => service.eligiblePrograms(actor, { userId: query.user_id }),
  }),
  defineRoute(listEligibleStudents, {
    resources: { id: "course" },
    handler: async ({ params, query, actor, ctx }) =>
      service.eligibleStudents(actor, { courseId: params.id, ...pageRequest({ query, ctx }) }),
  }),
  defineRoute(getApplicationProgress, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => service.applicationProgress(actor, { userId: params.id }),
  }),
];
