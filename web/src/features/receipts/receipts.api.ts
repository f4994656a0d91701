import {
  downloadPaymentReceipt,
  listPaymentHistory,
  listPaymentReceipts,
  retryReceiptFiscal,
} from "@school/contracts/routes";
import { callEndpoint, downloadEndpoint } from "../../api/http-client";

/** A payment's receipts (its own and each refund's) with their fiscal receipts (decision 0161). */
export const fetchPaymentReceipts = (paymentId: number, signal?: AbortSignal) =>
  callEndpoint(listPaymentReceipts, { params: { id: paymentId }, signal });

export const downloadReceiptPdf = (receiptId: number) =>
  downloadEndpoint(downloadPaymentReceipt, { params: { id: receiptId } });

export const retryFiscal = (receiptId: number) => callEndpoint(retryReceiptFiscal, { params: { id: receiptId } });

/** The caller's own payments (payment.read's "self"), newest first, with which the tab lists their receipts. */
export const fetchMyPayments = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listPaymentHistory, { query: { user_id: userId }, signal });
