import { defineModule } from "../../core/module-manifest.js";
import { paymentRoutes } from "./payments.routes.js";
import { issueReceiptJob } from "./receipts/receipt.job.js";
import { receiptListener } from "./receipts/receipt.listener.js";

export const paymentsModule = defineModule({
  name: "payments",
  routes: paymentRoutes,
  jobs: {
    "receipts.issue": issueReceiptJob,
  },
  paymentListeners: [receiptListener],
});
