import { defineModule } from "../../core/module-manifest.js";
import { requisitesRoutes } from "./requisites.routes.js";

export const requisitesModule = defineModule({
  name: "requisites",
  routes: requisitesRoutes,
});
