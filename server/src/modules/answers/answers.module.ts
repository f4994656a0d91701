import { defineModule } from "../../core/module-manifest.js";
import { answerRoutes } from "./answers.routes.js";
import { regradeTaskJob } from "./regrade.js";

export const answersModule = defineModule({
  name: "answers",
  routes: answerRoutes,
  jobs: {
    "task.regrade": regradeTaskJob,
  },
});
