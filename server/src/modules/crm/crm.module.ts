import { defineModule } from "../../core/module-manifest.js";
import { crmRoutes } from "./crm.routes.js";

export const crmModule = defineModule({
  name: "crm",
  routes: crmRoutes,
});
