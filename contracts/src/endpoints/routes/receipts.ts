// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const downloadPaymentReceipt = {
  method: "GET",
  path: "pay/receipt/{id}/pdf/",
  noJsonAnswer: true,
} as Route<typeof endpoints.downloadPaymentReceipt>;

export const listPaymentReceipts = {
  method: "GET",
  path: "pay/receipts/{id}/",
} as Route<typeof endpoints.listPaymentReceipts>;

export const retryReceiptFiscal = {
  method: "POST",
  path: "pay/receipt/{id}/fiscalise/",
} as Route<typeof endpoints.retryReceiptFiscal>;
