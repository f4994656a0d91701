import type { RouteDef } from "../../core/route.js";
import { checkoutRoutes } from "./checkout/checkout.routes.js";
import { offlinePaymentRoutes } from "./offline/offline.routes.js";
import { paidRoutes } from "./paid/paid.routes.js";
import { providerWebhookRoutes } from "./provider-webhooks/provider-webhooks.routes.js";
import { receiptRoutes } from "./receipts/receipts.routes.js";
import { refundRoutes } from "./refunds/refunds.routes.js";
import { staffPaymentRoutes } from "./staff/staff-payments.routes.js";

/** The payments module's routes, one list per sub-feature. */
export const paymentRoutes: RouteDef[] = [
  ...paidRoutes,
  ...checkoutRoutes,
  ...providerWebhookRoutes,
  ...refundRoutes,
  ...staffPaymentRoutes,
  ...offlinePaymentRoutes,
  ...receiptRoutes,
];
