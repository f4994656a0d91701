import { defineModule } from "../../core/module-manifest.js";
import { exerciseRoutes } from "./exercises.routes.js";

export const exercisesModule = defineModule({
  name: "exercises",
  routes: exerciseRoutes,
});
