import { defineModule } from "../../core/module-manifest.js";
import { tranchePaymentRoutes } from "./tranche-payments.routes.js";

export const tranchePaymentsModule = defineModule({
  name: "tranche-payments",
  routes: tranchePaymentRoutes,
});
