import { defineModule } from "../../core/module-manifest.js";
import { documentRoutes } from "./documents.routes.js";
import { renderDocumentJob } from "./render.job.js";

export const documentsModule = defineModule({
  name: "documents",
  routes: documentRoutes,
  jobs: {
    "documents.render": renderDocumentJob,
  },
});
