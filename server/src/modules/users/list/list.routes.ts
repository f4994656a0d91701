import { getMailingAudience, listMailingRecipients, listStaffDuties, listUsers } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as list from "./list.service.js";

/** The user list's screen: its pages, the duty table, and a mailing's audience selected as the list selects. */
export const listRoutes: RouteDef[] = [
  defineRoute(listUsers, {
    handler: async ({ query, actor, ctx }) => list.listUsers(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listStaffDuties, {
    handler: async ({ query, actor }) => list.listStaffDuties(actor, query.duty),
  }),
  defineRoute(getMailingAudience, {
    handler: async ({ query, actor }) => list.sizeMailingAudience(actor, query),
  }),
  defineRoute(listMailingRecipients, {
    handler: async ({ query, actor, ctx }) => list.listUsers(actor, { query, requestUrl: ctx.request.url }),
  }),
];
