import { idParams } from "../fields.js";
import { paymentReceipt, paymentReceipts } from "../receipts.js";
import { endpoint } from "./endpoint.js";

/**
 * Receipts of payments and refunds (issue 38, decision 0161): extensions of the contract, listed in `API_EXTENSIONS`.
 * The payer reads their own (payment.read's "self"), staff every one of the school's.
 */
const tags = ["payments"];

export const listPaymentReceipts = endpoint({
  method: "GET",
  path: "pay/receipts/{id}/",
  permission: "payment.read",
  summary: "A payment's receipts (its own and each refund's), with their fiscal receipts",
  tags,
  params: idParams("id"),
  response: paymentReceipts,
});

export const downloadPaymentReceipt = endpoint({
  method: "GET",
  path: "pay/receipt/{id}/pdf/",
  permission: "payment.read",
  summary: "A receipt as a PDF, in the payer's language",
  tags,
  params: idParams("id"),
  response: null,
});

export const retryReceiptFiscal = endpoint({
  method: "POST",
  path: "pay/receipt/{id}/fiscalise/",
  permission: "payment.manage",
  summary: "Send a receipt whose fiscal registration failed to the cash register again",
  tags,
  params: idParams("id"),
  response: paymentReceipt,
});
