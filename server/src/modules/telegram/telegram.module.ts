import { defineModule } from "../../core/module-manifest.js";
import { telegramRoutes } from "./telegram.routes.js";

export const telegramModule = defineModule({
  name: "telegram",
  routes: telegramRoutes,
});
