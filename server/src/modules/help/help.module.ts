import { defineModule } from "../../core/module-manifest.js";
import { helpRoutes } from "./help.routes.js";

export const helpModule = defineModule({
  name: "help",
  routes: helpRoutes,
});
