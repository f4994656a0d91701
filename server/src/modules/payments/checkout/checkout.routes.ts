import { devCheckout, getOrder, payCourse, payPriorityPackage } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as checkout from "./checkout.service.js";
import { devCheckout as devCheckoutService } from "./dev-checkout.service.js";
import type { OrderUtm } from "./open-order.js";

export const checkoutRoutes: RouteDef[] = [
  defineRoute(payCourse, {
    handler: async ({ body, actor, ctx }) =>
      checkout.payCourse(actor, {
        body,
        key: checkout.keyOf(body.idempotency_key, ctx.request.headers["idempotency-key"]),
      }),
  }),
  defineRoute(payPriorityPackage, {
    handler: async ({ body, actor, ctx }) =>
      checkout.payPriorityPackage(actor, {
        utm: body.utm as OrderUtm | undefined,
        key: checkout.keyOf(body.idempotency_key, ctx.request.headers["idempotency-key"]),
      }),
  }),
  // The school admin of a lapsed school pays the tariff through the same checkout: their own order stays readable
  // and, on the development provider, payable (a program's order is not: dev-checkout.service.ts).
  defineRoute(getOrder, {
    allowInactiveSchool: true,
    handler: async ({ params, actor }) => checkout.getOwnOrder(actor, params.orderId),
  }),
  defineRoute(devCheckout, {
    allowInactiveSchool: true,
    handler: async ({ params, body, actor }) =>
      devCheckoutService(actor, { orderId: params.orderId, outcome: body.outcome }),
  }),
];
