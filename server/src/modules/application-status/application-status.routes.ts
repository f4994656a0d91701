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
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as service from "./application-status.service.js";

/** A student's application status per program, its history, and the school's status analytics (decision 0025). */
export const applicationStatusRoutes: RouteDef[] = [
  defineRoute(listApplicationStatuses, {
    handler: async ({ query, actor }) => service.listStatuses(actor, query),
  }),
  defineRoute(setApplicationStatus, {
    handler: async ({ body, actor }) => service.setStatus(actor, body),
  }),
  defineRoute(deleteApplicationStatus, {
    resources: { id: "applicationStatus" },
    handler: async ({ params, actor }) => {
      await service.deleteStatus(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(countStatuses, {
    handler: async ({ query, actor }) => service.countStatuses(actor, query),
  }),
  defineRoute(statusStatsEndpoint, {
    handler: async ({ query, actor }) => service.statusByMonth(actor, query),
  }),
  defineRoute(statusUsersEndpoint, {
    handler: async ({ query, actor }) => service.statusUsers(actor, query),
  }),
  defineRoute(statusTotals, {
    handler: async ({ query, actor }) => service.statusTotals(actor, query),
  }),
  defineRoute(statusStepsEndpoint, {
    handler: async ({ query, actor }) => service.statusSteps(actor, query),
  }),
  defineRoute(statusPipeline, {
    handler: async ({ query, actor }) => service.pipelineBoard(actor, query),
  }),
];
