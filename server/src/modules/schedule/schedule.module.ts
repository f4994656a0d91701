import { defineModule } from "../../core/module-manifest.js";
import { scheduleRoutes } from "./schedule.routes.js";
import { finishYesterdayJob } from "./status/finish-lessons.job.js";

export const scheduleModule = defineModule({
  name: "schedule",
  routes: scheduleRoutes,
  jobs: {
    "schedule.finish-yesterday": finishYesterdayJob,
  },
});
