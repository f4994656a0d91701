import { defineModule } from "../../core/module-manifest.js";
import { lessonRoutes } from "./lessons.routes.js";

export const lessonsModule = defineModule({
  name: "lessons",
  routes: lessonRoutes,
});
