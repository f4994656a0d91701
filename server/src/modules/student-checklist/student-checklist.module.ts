import { defineModule } from "../../core/module-manifest.js";
import { dispatchAlertsJob, schoolAlertsJob } from "./alerts.job.js";
import { studentChecklistRoutes } from "./checklist.routes.js";

export const studentChecklistModule = defineModule({
  name: "student-checklist",
  routes: studentChecklistRoutes,
  jobs: {
    "crm.dispatch-alerts": dispatchAlertsJob,
    "crm.school-alerts": schoolAlertsJob,
  },
});
