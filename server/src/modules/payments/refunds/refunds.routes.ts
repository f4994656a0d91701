import { refundPayment } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as refunds from "./refunds.service.js";

export const refundRoutes: RouteDef[] = [
  defineRoute(refundPayment, {
    handler: async ({ params, body, actor }) =>
      refunds.refundPayment(actor, { paymentId: params.id, amountMinor: body.amount_minor }),
  }),
];
