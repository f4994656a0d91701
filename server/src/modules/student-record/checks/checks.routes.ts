import {
  getApostilleChecks,
  getDdv,
  getFinanceChecks,
  setApostilleChecks,
  setDdv,
  setFinanceChecks,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./checks.service.js";

/** The finance and apostille document checks and the DDV steps of a student. */
export const checkRoutes: RouteDef[] = [
  defineRoute(getFinanceChecks, {
    handler: async ({ query, actor }) => service.documentChecks(actor, { userId: query.user_id, list: "finance" }),
  }),
  defineRoute(setFinanceChecks, {
    handler: async ({ body, actor }) => service.setDocumentChecks(actor, { list: "finance", body }),
  }),
  defineRoute(getApostilleChecks, {
    handler: async ({ query, actor }) => service.documentChecks(actor, { userId: query.user_id, list: "apostille" }),
  }),
  defineRoute(setApostilleChecks, {
    handler: async ({ body, actor }) => service.setDocumentChecks(actor, { list: "apostille", body }),
  }),
  defineRoute(getDdv, { handler: async ({ query, actor }) => service.ddvState(actor, query.user_id) }),
  defineRoute(setDdv, { handler: async ({ body, actor }) => service.setDdv(actor, body) }),
];
