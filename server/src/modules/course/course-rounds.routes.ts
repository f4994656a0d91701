import { createRound, deleteRound, listRounds, updateRound } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as rounds from "./course-rounds.service.js";

/** Deadline rounds ("filters" in the contract's paths): application windows of a program. */
export const courseRoundRoutes: RouteDef[] = [
  defineRoute(createRound, {
    handler: async ({ body, ctx }) =>
      rounds.createRound(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: body.course_id,
        start: body.start,
        end: body.end,
      }),
  }),
  defineRoute(listRounds, {
    handler: async ({ query, ctx }) =>
      rounds.listRounds(ctx.deps, { schoolId: schoolOf(ctx), courseId: query.course_id }),
  }),
  defineRoute(updateRound, {
    resources: { id: "round" },
    handler: async ({ params, body, ctx }) =>
      rounds.updateRound(ctx.deps, { schoolId: schoolOf(ctx), roundId: params.id, body }),
  }),
  defineRoute(deleteRound, {
    resources: { id: "round" },
    handler: async ({ params, ctx }) => {
      await rounds.deleteRound(ctx.deps, { schoolId: schoolOf(ctx), roundId: params.id });
      return undefined;
    },
  }),
];
