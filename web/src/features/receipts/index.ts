/** Receipts of payments and refunds, their PDFs and fiscal receipts (decision 0161). */
export { PaymentReceipts } from "./PaymentReceipts";

/** The student's own payments and receipts, a settings tab in a chunk of its own. */
export const loadMyPaymentsTab = () => import("./MyPaymentsTab").then((module) => ({ default: module.MyPaymentsTab }));
