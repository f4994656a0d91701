import { defineModule } from "../../core/module-manifest.js";
import { authRoutes } from "./auth.routes.js";

export const authModule = defineModule({
  name: "auth",
  routes: authRoutes,
});
