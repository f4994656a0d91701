import { z } from "zod";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import { renderIssued } from "./issued.service.js";

/**
 * An issued document's PDF rendered and stored (decision 0162): enqueued when it is issued and when it is accepted,
 * in that change's transaction. Rendering the same content again is harmless, so a retry is safe.
 */
export const renderDocumentJob = defineSchoolJobKind({
  payload: z.object({ document_id: z.number().int() }),
  policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, { school }) {
    await renderIssued(school, payload.document_id);
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "documents.render": typeof renderDocumentJob;
  }
}
