import { defineModule } from "../../core/module-manifest.js";
import { userRoutes } from "./users.routes.js";

export const usersModule = defineModule({
  name: "users",
  routes: userRoutes,
});
