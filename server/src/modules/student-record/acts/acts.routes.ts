import { countWorkActs, createWorkAct, deleteWorkAct, listWorkActs } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./acts.service.js";

/** A student's acts of work done (AVR), and the school's count of them. */
export const actRoutes: RouteDef[] = [
  defineRoute(listWorkActs, { handler: async ({ query, actor }) => service.listActs(actor, query.user_id) }),
  defineRoute(createWorkAct, { handler: async ({ body, actor }) => service.createAct(actor, body) }),
  defineRoute(deleteWorkAct, { handler: async ({ query, actor }) => service.deleteAct(actor, query.id) }),
  defineRoute(countWorkActs, { handler: async ({ actor }) => service.countActs(actor) }),
];
