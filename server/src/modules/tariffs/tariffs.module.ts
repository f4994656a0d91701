import { defineModule } from "../../core/module-manifest.js";
import { tariffDayJob } from "./lapse.job.js";
import { tariffListener } from "./tariff.listener.js";
import { tariffRoutes } from "./tariffs.routes.js";

export const tariffsModule = defineModule({
  name: "tariffs",
  routes: tariffRoutes,
  jobs: {
    "tariffs.day": tariffDayJob,
  },
  paymentListeners: [tariffListener],
});
