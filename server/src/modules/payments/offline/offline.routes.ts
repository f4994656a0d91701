import {
  confirmOfflinePayment,
  deleteKaspiQr,
  getOfflineOrder,
  getOfflinePaymentSettings,
  KASPI_QR_MAX_BYTES,
  KASPI_QR_TYPES,
  listOfflineMethods,
  listOwnOfflineOrders,
  listReconciliation,
  PAYMENT_RECEIPT_MAX_BYTES,
  PAYMENT_RECEIPT_TYPES,
  payCourseOffline,
  recordOfflinePayment,
  rejectOfflinePayment,
  reportOfflinePaid,
  setOfflinePaymentSettings,
  uploadKaspiQr,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import { readUploadedFile } from "../../../core/uploads.js";
import * as orders from "./offline-orders.service.js";
import * as settings from "./offline-settings.service.js";
import * as reconciliation from "./reconciliation.service.js";

/** Kaspi, bank transfer and cash, confirmed by staff in the reconciliation queue (decision 0160). */
export const offlinePaymentRoutes: RouteDef[] = [
  defineRoute(getOfflinePaymentSettings, { handler: async ({ actor }) => settings.getSettings(actor) }),
  defineRoute(setOfflinePaymentSettings, { handler: async ({ actor, body }) => settings.setSettings(actor, body) }),
  defineRoute(uploadKaspiQr, {
    handler: async ({ actor, ctx }) => {
      const file = await readUploadedFile(ctx.request, { allowed: KASPI_QR_TYPES, maxBytes: KASPI_QR_MAX_BYTES });
      return settings.replaceKaspiQr(actor, file);
    },
  }),
  defineRoute(deleteKaspiQr, { handler: async ({ actor }) => settings.removeKaspiQr(actor) }),
  defineRoute(listOfflineMethods, { handler: async ({ actor }) => orders.listMethods(actor) }),
  defineRoute(payCourseOffline, { handler: async ({ actor, body }) => orders.openOfflineOrder(actor, body) }),
  defineRoute(listOwnOfflineOrders, { handler: async ({ actor }) => orders.listOwnOrders(actor) }),
  defineRoute(getOfflineOrder, { handler: async ({ actor, params }) => orders.getOwnOrder(actor, params.orderId) }),
  defineRoute(reportOfflinePaid, {
    handler: async ({ actor, params, ctx }) => {
      // The receipt is optional: a request without a body part is "I have paid" alone.
      const receipt = ctx.request.isMultipart()
        ? await readUploadedFile(ctx.request, {
            allowed: PAYMENT_RECEIPT_TYPES,
            maxBytes: PAYMENT_RECEIPT_MAX_BYTES,
            fields: ["receipt"],
          })
        : null;
      return orders.reportPaid(actor, { orderId: params.orderId, receipt });
    },
  }),
  defineRoute(listReconciliation, { handler: async ({ actor, query }) => reconciliation.listQueue(actor, query) }),
  defineRoute(recordOfflinePayment, {
    handler: async ({ actor, body }) => reconciliation.recordOffline(actor, body),
  }),
  defineRoute(confirmOfflinePayment, {
    resources: { id: "offlinePayment" },
    handler: async ({ actor, params }) => reconciliation.confirmOffline(actor, params.id),
  }),
  defineRoute(rejectOfflinePayment, {
    resources: { id: "offlinePayment" },
    handler: async ({ actor, params, body }) =>
      reconciliation.rejectOffline(actor, { id: params.id, reason: body.reason }),
  }),
];
