import type { RouteDef } from "../../core/route.js";
import { checkoutRoutes } from "./checkout/checkout.routes.js";
import { notificationRoutes } from "./notifications/notifications.routes.js";
import { offlinePaymentRoutes } from "./offline/offline.routes.js";
import { paidRoutes } from "./paid/paid.routes.js";
import { receiptRoutes } from "./receipts/receipts.routes.js";
import { refundRoutes } from "./refunds/refunds.routes.js";
import { staffPaymentRoutes } from "./staff/staff-payments.routes.js";

/** The payments module's routes, one list per sub-feature. */
export const paymentRoutes: RouteDef[] = [
  ...paidRoutes,
  ...checkoutRoutes,
  ...notificationRoutes,
  ...refundRoutes,
  ...staffPaymentRoutes,
  ...offlinePaymentRoutes,
  ...receiptRoutes,
];
