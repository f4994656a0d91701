import { listStudentBalances } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./balances.service.js";

/** The balance table: the balance/ filters' students one by one. */
export const balanceRoutes: RouteDef[] = [
  defineRoute(listStudentBalances, { handler: async ({ query, actor }) => service.listBalances(actor, query) }),
];
