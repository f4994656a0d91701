import { defineModule } from "../../core/module-manifest.js";
import { eligibilityRoutes } from "./eligibility.routes.js";

export const eligibilityModule = defineModule({
  name: "eligibility",
  routes: eligibilityRoutes,
});
