import { defineModule } from "../../core/module-manifest.js";
import { dictionaryRoutes } from "./dictionary.routes.js";

export const dictionaryModule = defineModule({
  name: "dictionary",
  routes: dictionaryRoutes,
});
