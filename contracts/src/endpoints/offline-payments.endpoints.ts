import { idParams } from "../fields.js";
import {
  offlineMethods,
  offlineOrder,
  offlineOrderList,
  offlinePaymentSettings,
  offlinePaymentSettingsBody,
  payCourseOfflineBody,
  reconciliationItem,
  reconciliationPage,
  reconciliationQuery,
  recordOfflineBody,
  rejectOfflineBody,
} from "../offline-payments.js";
import { orderIdParams } from "../payments.js";
import { endpoint } from "./endpoint.js";

/**
 * Kaspi, bank transfer and cash, confirmed by staff in the reconciliation queue (issue 38, decision 0160): extensions
 * of the contract, listed in `API_EXTENSIONS`.
 */
const tags = ["payments"];

export const getOfflinePaymentSettings = endpoint({
  method: "GET",
  path: "user/school/offline_payments/",
  permission: "school.manage",
  summary: "The school's Kaspi link, QR and comment, and whether bank transfers are offered (extension, decision 0160)",
  tags,
  response: offlinePaymentSettings,
});

export const setOfflinePaymentSettings = endpoint({
  method: "PUT",
  path: "user/school/offline_payments/",
  permission: "school.manage",
  summary: "Save the school's Kaspi link and comment and whether Kaspi and bank transfers are offered (decision 0160)",
  tags,
  body: offlinePaymentSettingsBody,
  response: offlinePaymentSettings,
});

export const uploadKaspiQr = endpoint({
  method: "POST",
  path: "user/school/offline_payments/kaspi_qr/",
  permission: "school.manage",
  multipart: true,
  summary: "Upload the school's Kaspi QR (multipart field `file`: png, jpeg or webp by content, 2 MB at most)",
  tags,
  response: offlinePaymentSettings,
});

export const deleteKaspiQr = endpoint({
  method: "DELETE",
  path: "user/school/offline_payments/kaspi_qr/",
  permission: "school.manage",
  summary: "Remove the school's Kaspi QR",
  tags,
  response: offlinePaymentSettings,
});

export const listOfflineMethods = endpoint({
  method: "GET",
  path: "pay/offline_methods/",
  permission: "payment.buy",
  summary: "Which ways to pay besides the card the school offers now: Kaspi, bank transfer (decision 0160)",
  tags,
  response: offlineMethods,
});

export const payCourseOffline = endpoint({
  method: "POST",
  path: "pay/pay_course_offline/",
  permission: "payment.buy",
  summary: "Opens an order for a paid program to be paid by Kaspi or bank transfer and confirmed by the school",
  tags,
  body: payCourseOfflineBody,
  response: offlineOrder,
});

export const listOwnOfflineOrders = endpoint({
  method: "GET",
  path: "pay/offline/",
  permission: "payment.readOwn",
  summary: "The caller's own Kaspi and transfer orders and the school's decisions, newest first (at most 50)",
  tags,
  response: offlineOrderList,
});

export const getOfflineOrder = endpoint({
  method: "GET",
  path: "pay/offline/{orderId}/",
  permission: "payment.readOwn",
  summary: "The caller's own Kaspi or transfer order: how to pay it, the exact sum and where it stands",
  tags,
  params: orderIdParams,
  response: offlineOrder,
});

export const reportOfflinePaid = endpoint({
  method: "POST",
  path: "pay/offline/{orderId}/paid/",
  permission: "payment.buy",
  multipart: true,
  summary:
    "\"I have paid\": puts the caller's order in the school's reconciliation queue, with an optional receipt " +
    "(multipart field `receipt`: jpeg, png or pdf by content, 10 MB at most)",
  tags,
  params: orderIdParams,
  response: offlineOrder,
});

export const listReconciliation = endpoint({
  method: "GET",
  path: "pay/reconciliation/",
  permission: "payment.manage",
  summary: "The reconciliation queue: Kaspi, transfer and cash payments by state and channel, with counts",
  tags,
  query: reconciliationQuery,
  response: reconciliationPage,
});

export const recordOfflinePayment = endpoint({
  method: "POST",
  path: "pay/reconciliation/record/",
  permission: "payment.manage",
  summary: "Record money taken by hand (cash, Kaspi, transfer) for a student's program: it waits for confirmation",
  tags,
  body: recordOfflineBody,
  response: reconciliationItem,
  status: 201,
});

export const confirmOfflinePayment = endpoint({
  method: "POST",
  path: "pay/reconciliation/{id}/confirm/",
  permission: "payment.manage",
  summary: "Confirm the money arrived: the payment settles once, as a card payment does (access, receipt)",
  tags,
  params: idParams("id"),
  response: reconciliationItem,
});

export const rejectOfflinePayment = endpoint({
  method: "POST",
  path: "pay/reconciliation/{id}/reject/",
  permission: "payment.manage",
  summary: "Reject a payment that did not arrive, with a reason the student reads",
  tags,
  params: idParams("id"),
  body: rejectOfflineBody,
  response: reconciliationItem,
});
