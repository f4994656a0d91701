import { defineModule } from "../../core/module-manifest.js";
import { reportRoutes } from "./reports.routes.js";

export const reportsModule = defineModule({
  name: "reports",
  routes: reportRoutes,
});
