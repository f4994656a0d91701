import { defineModule } from "../../core/module-manifest.js";
import { boardRoutes } from "./boards.routes.js";

export const boardsModule = defineModule({
  name: "boards",
  routes: boardRoutes,
});
