import { defineModule } from "../../core/module-manifest.js";
import { schoolRoutes } from "./school.routes.js";

export const schoolModule = defineModule({
  name: "school",
  routes: schoolRoutes,
});
