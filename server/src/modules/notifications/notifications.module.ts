import { defineModule } from "../../core/module-manifest.js";
import { dispatchDigestsJob, schoolDigestJob } from "./digest/digest.job.js";
import { notificationsRoutes } from "./notifications.routes.js";

export const notificationsModule = defineModule({
  name: "notifications",
  routes: notificationsRoutes,
  jobs: {
    "notifications.dispatch-digests": dispatchDigestsJob,
    "notifications.school-digest": schoolDigestJob,
  },
});
