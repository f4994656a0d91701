import { z } from "zod";
import { defineSchoolJobKind } from "../../../core/queue/school-job.js";
import { fiscalise } from "./receipt-fiscal.js";
import * as queries from "./receipts.queries.js";
import { drawAndSend } from "./receipts.service.js";

/**
 * One receipt's work after the money was recorded (decision 0161), stored in that transaction: the fiscal receipt
 * first (when a register is configured), so the PDF and the e-mail print its sign; then the PDF and the mail. A
 * fault the register may get over throws, and the queue runs the job again with back-off; each step is idempotent
 * (the claim, the stored file's key, the notification's key), so a repeated run adds nothing.
 */
export const issueReceiptJob = defineSchoolJobKind({
  payload: z.object({ receipt_id: z.number().int() }),
  policy: { retryLimit: 8, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, { school }) {
    const found = await queries.receiptById(school, payload.receipt_id);
    if (!found) return;
    const step = await fiscalise(school, found.receipt);
    if (step === "busy") throw new Error(`Receipt ${payload.receipt_id}: another run is registering it`);
    if (step === "again") throw new Error(`Receipt ${payload.receipt_id}: the cash register will be asked again`);
    const current = await queries.receiptById(school, payload.receipt_id);
    await drawAndSend(school, current!.receipt);
  },
});

declare module "../../../core/queue/job-kinds.js" {
  interface JobKinds {
    "receipts.issue": typeof issueReceiptJob;
  }
}
