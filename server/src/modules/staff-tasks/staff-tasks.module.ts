import { defineModule } from "../../core/module-manifest.js";
import { staffTaskRoutes } from "./staff-tasks.routes.js";
import { taskReminderJob } from "./task-reminder.job.js";

export const staffTasksModule = defineModule({
  name: "staff-tasks",
  routes: staffTaskRoutes,
  jobs: {
    "staffTasks.remind": taskReminderJob,
  },
});
