import { MESSAGE_TEXT_MAX } from "@school/contracts";
import { z } from "zod";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { receiveMessage } from "./conversations.service.js";

/**
 * A consultation request's words as the person's message from the website's form (decision 0155), stored by the
 * marketing module with the request; landed once per request (its external id), so a retried job adds nothing.
 */
export const formMessageJob = defineSchoolJobKind({
  payload: z.object({
    student_id: z.number().int(),
    text: z.string().min(1).max(MESSAGE_TEXT_MAX),
    external_id: z.string().max(250),
  }),
  policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 },
  async handle(payload, { school }) {
    await inTransaction(school, (work) =>
      receiveMessage(work, {
        studentId: payload.student_id,
        channel: "form",
        text: payload.text,
        externalId: payload.external_id,
      }),
    );
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "conversation.form-message": typeof formMessageJob;
  }
}
