import { createComment, getBotStats, listComments, listCommunications } from "@school/contracts";
import { defineRoute, type RouteDef, type RouteOptions } from "../../../core/route.js";
import * as service from "./communications.service.js";

type HistoryInput = Parameters<RouteOptions<typeof listCommunications>["handler"]>[0];

/** A page of the student's history named by the path, all of it or only the comments. */
const history = ({ params, query, actor, ctx }: HistoryInput, onlyComments: boolean) =>
  service.listCommunications(actor, {
    userId: params.id,
    field: "id",
    onlyComments,
    query,
    requestUrl: ctx.request.url,
  });

/** A student's comments and communication history, and the school's chat-bot figures. */
export const communicationRoutes: RouteDef[] = [
  defineRoute(createComment, { handler: async ({ body, actor }) => service.createComment(actor, body) }),
  defineRoute(listComments, { resources: { id: "user" }, handler: async (input) => history(input, true) }),
  defineRoute(listCommunications, { resources: { id: "user" }, handler: async (input) => history(input, false) }),
  defineRoute(getBotStats, { handler: async ({ actor }) => service.botStats(actor) }),
];
