// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const confirmOfflinePayment = {
  method: "POST",
  path: "pay/reconciliation/{id}/confirm/",
} as Route<typeof endpoints.confirmOfflinePayment>;

export const deleteKaspiQr = {
  method: "DELETE",
  path: "user/school/offline_payments/kaspi_qr/",
} as Route<typeof endpoints.deleteKaspiQr>;

export const getOfflineOrder = {
  method: "GET",
  path: "pay/offline/{orderId}/",
} as Route<typeof endpoints.getOfflineOrder>;

export const getOfflinePaymentSettings = {
  method: "GET",
  path: "user/school/offline_payments/",
} as Route<typeof endpoints.getOfflinePaymentSettings>;

export const listOfflineMethods = {
  method: "GET",
  path: "pay/offline_methods/",
} as Route<typeof endpoints.listOfflineMethods>;

export const listOwnOfflineOrders = {
  method: "GET",
  path: "pay/offline/",
} as Route<typeof endpoints.listOwnOfflineOrders>;

export const listReconciliation = {
  method: "GET",
  path: "pay/reconciliation/",
} as Route<typeof endpoints.listReconciliation>;

export const payCourseOffline = {
  method: "POST",
  path: "pay/pay_course_offline/",
} as Route<typeof endpoints.payCourseOffline>;

export const recordOfflinePayment = {
  method: "POST",
  path: "pay/reconciliation/record/",
  status: 201,
} as Route<typeof endpoints.recordOfflinePayment>;

export const rejectOfflinePayment = {
  method: "POST",
  path: "pay/reconciliation/{id}/reject/",
} as Route<typeof endpoints.rejectOfflinePayment>;

export const reportOfflinePaid = {
  method: "POST",
  path: "pay/offline/{orderId}/paid/",
  multipart: true,
} as Route<typeof endpoints.reportOfflinePaid>;

export const setOfflinePaymentSettings = {
  method: "PUT",
  path: "user/school/offline_payments/",
} as Route<typeof endpoints.setOfflinePaymentSettings>;

export const uploadKaspiQr = {
  method: "POST",
  path: "user/school/offline_payments/kaspi_qr/",
  multipart: true,
} as Route<typeof endpoints.uploadKaspiQr>;
