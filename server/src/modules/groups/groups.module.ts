import { defineModule } from "../../core/module-manifest.js";
import { topUpTimetablesJob } from "./group-lessons.job.js";
import { groupRoutes } from "./groups.routes.js";

export const groupsModule = defineModule({
  name: "groups",
  routes: groupRoutes,
  jobs: {
    "groups.timetable-top-up": topUpTimetablesJob,
  },
});
