import { z } from "zod";
import type { LearningReaction } from "../../core/learning-events.js";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import { inTransaction, type SchoolWork } from "../../core/tenancy/scope.js";
import { issueOnce, renderCertificate } from "./certificate-issuing.js";
import * as queries from "./certificates.queries.js";

/**
 * The certificates' background work (decision 0163): issuing when a student's learning meets the program's rule
 * (the answers module records the progress in its change's transaction, `core/learning-events.ts`), and drawing each
 * certificate's PDF once it is issued.
 */

/** How the registry of reactions (server/src/reactions.ts) lists what the certificates do on learning progress. */
export const certificatesReaction: LearningReaction = {
  name: "certificates",
  module: "certificates",
  does: { progressed: "issues the program's certificate once its completion rule is met (once per student)" },
};

/** The student's certificate of the lesson's program when its rule is now met; nothing otherwise. */
export async function issueIfCompleted(school: SchoolWork, input: { userId: number; lessonId: number }) {
  const courseId = await queries.courseOfLesson(school, input.lessonId);
  if (courseId === null) return null;
  const rule = await queries.ruleOf(school, courseId);
  if (!rule || (!rule.lessons && !rule.exams)) return null;
  return inTransaction(school, async (work) => {
    const completed = await queries.completedWithoutCertificate(work, { courseId, rule, userId: input.userId });
    if (!completed.includes(input.userId)) return null;
    const { certificate } = await issueOnce(work, {
      courseId,
      userId: input.userId,
      issuedBy: null,
      hours: rule.hours,
    });
    return certificate;
  });
}

export const certificateCompletionJob = defineSchoolJobKind({
  payload: z.object({ user_id: z.number().int(), lesson_id: z.number().int() }),
  policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, { school }) {
    await issueIfCompleted(school, { userId: payload.user_id, lessonId: payload.lesson_id });
  },
});

export const certificateRenderJob = defineSchoolJobKind({
  payload: z.object({ certificate_id: z.number().int() }),
  policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, { school }) {
    const row = await queries.certificateById(school, payload.certificate_id);
    // Drawn once: a retried or repeated job finds the PDF stored.
    if (!row || row.pdfKey !== null) return;
    await renderCertificate(school, row);
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "certificates.completion": typeof certificateCompletionJob;
    "certificates.render": typeof certificateRenderJob;
  }
}
