import { defineModule } from "../../core/module-manifest.js";
import { priorityPackageListener } from "./priority-package.listener.js";
import { studentRecordRoutes } from "./student-record.routes.js";
import { trancheListener } from "./tranches/tranche-listener.js";
import { dispatchTrancheRemindersJob, schoolTrancheRemindersJob } from "./tranches/tranche-reminders.job.js";

export const studentRecordModule = defineModule({
  name: "student-record",
  routes: studentRecordRoutes,
  jobs: {
    "tranches.dispatch-reminders": dispatchTrancheRemindersJob,
    "tranches.school-reminders": schoolTrancheRemindersJob,
  },
  paymentListeners: [priorityPackageListener, trancheListener],
});
