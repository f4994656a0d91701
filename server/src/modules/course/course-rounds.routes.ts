import { dbId, round, roundBody, roundListQuery, roundUpdateBody } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as rounds from "./course-rounds.service.js";

const tags = ["course"];
const idParams = z.object({ id: dbId });

/** Deadline rounds ("filters" in the contract's paths): application windows of a program. */
export const courseRoundRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "course/course/set_filter/",
    permission: "program.manage",
    summary: "Add a deadline round (end not in the past nor before start; at most the school's max_rounds)",
    tags,
    body: roundBody,
    response: round,
    status: 201,
    handler: async ({ body, ctx }) =>
      rounds.createRound(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: body.course_id,
        start: body.start,
        end: body.end,
      }),
  }),
  defineRoute({
    method: "GET",
    path: "course/course/get_filter/",
    permission: "catalog.read",
    summary: "A program's deadline rounds, oldest start first",
    tags,
    query: roundListQuery,
    response: z.array(round),
    handler: async ({ query, ctx }) =>
      rounds.listRounds(ctx.deps, { schoolId: schoolOf(ctx), courseId: query.course_id }),
  }),
  defineRoute({
    method: "PATCH",
    path: "course/course/update_filter/{id}/",
    permission: "program.manage",
    resources: { id: "round" },
    summary: "Change a round's dates",
    tags,
    params: idParams,
    body: roundUpdateBody,
    response: round,
    handler: async ({ params, body, ctx }) =>
      rounds.updateRound(ctx.deps, { schoolId: schoolOf(ctx), roundId: params.id, body }),
  }),
  defineRoute({
    method: "DELETE",
    path: "course/course/delete_filter/{id}/",
    permission: "program.manage",
    resources: { id: "round" },
    summary: "Delete a round",
    tags,
    params: idParams,
    response: null,
    status: 204,
    handler: async ({ params, ctx }) => {
      await rounds.deleteRound(ctx.deps, { schoolId: schoolOf(ctx), roundId: params.id });
      return undefined;
    },
  }),
];
