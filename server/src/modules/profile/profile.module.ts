import { defineModule } from "../../core/module-manifest.js";
import { profileRoutes } from "./profile.routes.js";

export const profileModule = defineModule({
  name: "profile",
  routes: profileRoutes,
});
