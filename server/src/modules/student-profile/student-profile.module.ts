import { defineModule } from "../../core/module-manifest.js";
import { profileRowRoutes } from "./profile-rows.routes.js";
import { studentProfileRoutes } from "./student-profile.routes.js";

export const studentProfileModule = defineModule({
  name: "student-profile",
  routes: [...studentProfileRoutes, ...profileRowRoutes],
});
