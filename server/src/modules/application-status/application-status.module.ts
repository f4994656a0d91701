import { defineModule } from "../../core/module-manifest.js";
import { applicationStatusRoutes } from "./application-status.routes.js";

export const applicationStatusModule = defineModule({
  name: "application-status",
  routes: applicationStatusRoutes,
});
