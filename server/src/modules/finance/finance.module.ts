import { defineModule } from "../../core/module-manifest.js";
import { financeRoutes } from "./finance.routes.js";

export const financeModule = defineModule({
  name: "finance",
  routes: financeRoutes,
});
