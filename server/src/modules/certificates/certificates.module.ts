import { defineModule } from "../../core/module-manifest.js";
import { certificateCompletionJob, certificateRenderJob, certificatesReaction } from "./certificates.job.js";
import { certificateRoutes } from "./certificates.routes.js";

export const certificatesModule = defineModule({
  name: "certificates",
  routes: certificateRoutes,
  jobs: {
    "certificates.completion": certificateCompletionJob,
    "certificates.render": certificateRenderJob,
  },
  learningReactions: [certificatesReaction],
});
