import { createComment, getBotStats, listComments, listCommunications } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./communications.service.js";

/** A student's comments and communication history, and the school's chat-bot figures. */
export const communicationRoutes: RouteDef[] = [
  defineRoute(createComment, { handler: async ({ body, actor }) => service.createComment(actor, body) }),
  defineRoute(listComments, {
    resources: { id: "user" },
    handler: async ({ params, query, actor, ctx }) =>
      service.listCommunications(actor, {
        userId: params.id,
        field: "id",
        onlyComments: true,
        query,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(listCommunications, {
    resources: { id: "user" },
    handler: async ({ params, query, actor, ctx }) =>
      service.listCommunications(actor, {
        userId: params.id,
        field: "id",
        onlyComments: false,
        query,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(getBotStats, { handler: async ({ actor }) => service.botStats(actor) }),
];
