import { defineModule } from "../../core/module-manifest.js";
import { marketingRoutes } from "./marketing.routes.js";
import { referralListener } from "./referrals/referral.listener.js";

export const marketingModule = defineModule({
  name: "marketing",
  routes: marketingRoutes,
  paymentListeners: [referralListener],
});
