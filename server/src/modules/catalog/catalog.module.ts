import { defineModule } from "../../core/module-manifest.js";
import { catalogRoutes } from "./catalog.routes.js";

export const catalogModule = defineModule({
  name: "catalog",
  routes: catalogRoutes,
});
