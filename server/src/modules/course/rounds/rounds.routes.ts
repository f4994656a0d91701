import { createRound, deleteRound, listRounds, updateRound } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as rounds from "./rounds.service.js";

/** Deadline rounds ("filters" in the contract's paths): application windows of a program. */
export const roundRoutes: RouteDef[] = [
  defineRoute(createRound, {
    handler: async ({ body, actor }) =>
      rounds.createRound(actor, { courseId: body.course_id, start: body.start, end: body.end }),
  }),
  defineRoute(listRounds, {
    handler: async ({ query, actor }) => rounds.listRounds(actor, query.course_id),
  }),
  defineRoute(updateRound, {
    resources: { id: "round" },
    handler: async ({ params, body, actor }) => rounds.updateRound(actor, { roundId: params.id, body }),
  }),
  defineRoute(deleteRound, {
    resources: { id: "round" },
    handler: async ({ params, actor }) => {
      await rounds.deleteRound(actor, params.id);
      return undefined;
    },
  }),
];
