import {
  createPaymentTranche,
  deletePaymentTranche,
  getBalance,
  listPaymentTranches,
  updatePaymentTranche,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./tranches.service.js";

/** A student's payment tranches, and the balance of the school's students. */
export const trancheRoutes: RouteDef[] = [
  defineRoute(listPaymentTranches, { handler: async ({ query, actor }) => service.listTranches(actor, query.user_id) }),
  defineRoute(createPaymentTranche, { handler: async ({ body, actor }) => service.createTranche(actor, body) }),
  defineRoute(updatePaymentTranche, {
    resources: { id: "paymentTranche" },
    handler: async ({ params, body, actor }) => service.updateTranche(actor, { id: params.id, changes: body }),
  }),
  defineRoute(deletePaymentTranche, {
    resources: { id: "paymentTranche" },
    handler: async ({ params, actor }) => service.deleteTranche(actor, params.id),
  }),
  defineRoute(getBalance, { handler: async ({ query, actor }) => service.balance(actor, query) }),
];
