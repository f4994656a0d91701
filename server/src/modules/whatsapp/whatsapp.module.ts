import { defineModule } from "../../core/module-manifest.js";
import { whatsappRoutes } from "./whatsapp.routes.js";

export const whatsappModule = defineModule({
  name: "whatsapp",
  routes: whatsappRoutes,
});
