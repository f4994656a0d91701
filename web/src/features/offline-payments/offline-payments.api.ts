import type { OfflineChannel, OfflineState } from "@school/contracts";
import {
  confirmOfflinePayment,
  deleteKaspiQr,
  getOfflineOrder,
  getOfflinePaymentSettings,
  listOfflineMethods,
  listOwnOfflineOrders,
  listReconciliation,
  payCourseOffline,
  rejectOfflinePayment,
  reportOfflinePaid,
  setOfflinePaymentSettings,
  uploadKaspiQr,
} from "@school/contracts/routes";
import type { BodyOf } from "../../api/http-client";
import { callEndpoint } from "../../api/http-client";

/* Kaspi, bank transfer and cash, confirmed by staff in the reconciliation queue (decision 0160). */

export const fetchOfflineSettings = (signal?: AbortSignal) => callEndpoint(getOfflinePaymentSettings, { signal });
export const putOfflineSettings = (body: BodyOf<typeof setOfflinePaymentSettings>) =>
  callEndpoint(setOfflinePaymentSettings, { body });
export function sendKaspiQr(file: File) {
  const body = new FormData();
  body.append("file", file);
  return callEndpoint(uploadKaspiQr, { body });
}
export const removeKaspiQr = () => callEndpoint(deleteKaspiQr);

export const fetchOfflineMethods = (signal?: AbortSignal) => callEndpoint(listOfflineMethods, { signal });
export const openOfflineOrder = (body: BodyOf<typeof payCourseOffline>) => callEndpoint(payCourseOffline, { body });
export const fetchOfflineOrder = (orderId: string, signal?: AbortSignal) =>
  callEndpoint(getOfflineOrder, { params: { orderId }, signal });
export const fetchOwnOfflineOrders = (signal?: AbortSignal) => callEndpoint(listOwnOfflineOrders, { signal });
/** "I have paid", with the receipt when one was chosen (a request without a body otherwise). */
export function sendPaid(orderId: string, receipt: File | null) {
  if (!receipt) return callEndpoint(reportOfflinePaid, { params: { orderId } });
  const body = new FormData();
  body.append("receipt", receipt);
  return callEndpoint(reportOfflinePaid, { params: { orderId }, body });
}

export type QueueFilter = { state: OfflineState | "open"; channel?: OfflineChannel; before?: number };
export const fetchQueue = (filter: QueueFilter, signal?: AbortSignal) =>
  callEndpoint(listReconciliation, { query: filter, signal });
export const confirmPayment = (id: number) => callEndpoint(confirmOfflinePayment, { params: { id } });
export const rejectPayment = (input: { id: number; reason: string }) =>
  callEndpoint(rejectOfflinePayment, { params: { id: input.id }, body: { reason: input.reason } });
