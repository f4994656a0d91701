import { defineModule } from "../../core/module-manifest.js";
import { courseRoutes } from "./course.routes.js";
import { courseEnrolmentListener } from "./members/members.listener.js";

export const courseModule = defineModule({
  name: "course",
  routes: courseRoutes,
  paymentListeners: [courseEnrolmentListener],
});
