import { Readable } from "node:stream";
import { downloadPaymentReceipt, listPaymentReceipts, retryReceiptFiscal } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./receipts.service.js";

/** A payment's receipts, each as a PDF, and staff's second try at a failed fiscal receipt (decision 0161). */
export const receiptRoutes: RouteDef[] = [
  defineRoute(listPaymentReceipts, {
    resources: { id: "payment" },
    handler: async ({ params, actor }) => service.listReceipts(actor, params.id),
  }),
  defineRoute(downloadPaymentReceipt, {
    resources: { id: "receipt" },
    handler: async ({ params, actor, ctx }) => {
      const { pdf, disposition } = await service.receiptPdfFile(actor, params.id);
      ctx.reply.type("application/pdf").header("content-disposition", disposition).header("cache-control", "no-store");
      return Readable.from([pdf]);
    },
  }),
  defineRoute(retryReceiptFiscal, {
    resources: { id: "receipt" },
    handler: async ({ params, actor }) => service.retryFiscal(actor, params.id),
  }),
];
