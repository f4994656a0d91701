import { defineModule } from "../../core/module-manifest.js";
import { homeworkRoutes } from "./homework.routes.js";

export const homeworkModule = defineModule({
  name: "homework",
  routes: homeworkRoutes,
});
