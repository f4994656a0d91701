import {
  countStatuses,
  deleteApplicationStatus,
  listApplicationStatuses,
  setApplicationStatus,
  statusPipeline,
  statusStatsEndpoint,
  statusStepsEndpoint,
  statusTotals,
  statusUsersEndpoint,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as service from "./application-status.service.js";

/** A student's application status per program, its history, and the school's status analytics (decision 0025). */
export const applicationStatusRoutes: RouteDef[] = [
  defineRoute(listApplicationStatuses, {
    handler: async ({ query, ctx }) =>
      service.listStatuses(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), query }),
  }),
  defineRoute(setApplicationStatus, {
    handler: async ({ body, ctx }) =>
      service.setStatus(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), body }),
  }),
  defineRoute(deleteApplicationStatus, {
    resources: { id: "applicationStatus" },
    handler: async ({ params, ctx }) => {
      await service.deleteStatus(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), id: params.id });
      return undefined;
    },
  }),
  defineRoute(countStatuses, {
    handler: async ({ query, ctx }) => service.countStatuses(ctx.deps, { schoolId: schoolOf(ctx), query }),
  }),
  defineRoute(statusStatsEndpoint, {
    handler: async ({ query, ctx }) => service.statusByMonth(ctx.deps, { schoolId: schoolOf(ctx), query }),
  }),
  defineRoute(statusUsersEndpoint, {
    handler: async ({ query, ctx }) => service.statusUsers(ctx.deps, { schoolId: schoolOf(ctx), query }),
  }),
  defineRoute(statusTotals, {
    handler: async ({ query, ctx }) => service.statusTotals(ctx.deps, { schoolId: schoolOf(ctx), query }),
  }),
  defineRoute(statusStepsEndpoint, {
    handler: async ({ query, ctx }) => service.statusSteps(ctx.deps, { schoolId: schoolOf(ctx), query }),
  }),
  defineRoute(statusPipeline, {
    handler: async ({ query, ctx }) => service.pipelineBoard(ctx.deps, { schoolId: schoolOf(ctx), query }),
  }),
];
