import { gradeTask, TASK_DEFINITIONS, type TaskType } from "@school/contracts";
import { z } from "zod";
import type { StoringJobs } from "../../core/learning-events.js";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import * as queries from "./answers.queries.js";
import { recomputeAttempt, round2 } from "./grading.js";
import * as regrading from "./regrade.queries.js";

/**
 * When a task's key (or content) changes, the automatic grades already given for it are recomputed against the new
 * one, and the percentages and passes of the attempts they count in follow (decision 0030). Answers a teacher graded
 * keep the teacher's grade; answers not handed in have no grade to change. Up to `REGRADE_INLINE_LIMIT` answers are
 * regraded in the transaction that changes the task; more go to the durable queue, which works through them in
 * batches, each its own transaction, always against the key stored at the time it runs (a later change only
 * queues another pass, which finds nothing left to change).
 */
export const REGRADE_INLINE_LIMIT = 200;
const REGRADE_BATCH = 500;

// The task writer asks how many there are before choosing to regrade inline or on the queue.
export { countAutoGraded } from "./regrade.queries.js";

/** Whether a change of this task can change grades: only automatically graded types have any. */
export const gradedAutomatically = (type: TaskType) => TASK_DEFINITIONS[type].grading !== "teacher";

/**
 * One batch: the task's automatic grades after `afterId`, by id, graded again with the stored key, then each
 * student's attempt recomputed. Answers `null` when there was nothing after `afterId`.
 */
export async function regradeBatch(
  scope: StoringJobs,
  input: { taskId: number; afterId: number; limit: number },
): Promise<{ lastId: number; changed: number } | null> {
  const task = await regrading.selectRegradedTask(scope, input.taskId);
  if (!task || !gradedAutomatically(task.type)) return null;
  const answers = await regrading.selectAutoGradedAfter(scope, input);
  if (answers.length === 0) return null;
  const changed = answers.flatMap((answer) => {
    const graded = gradeTask(task.type, task.content, task.key, answer.answer);
    // As when handed in: an answer the changed task no longer accepts scores 0 rather than failing the list.
    const grade = graded.ok && graded.score !== null ? round2(graded.score * 100) : 0;
    return grade === answer.grade ? [] : [{ ...answer, status: "graded" as const, grade }];
  });
  await queries.writeGrades(scope, changed);
  const list = {
    id: task.exListId,
    lessonId: task.lessonId,
    minPercent: task.minPercent,
    gradingMethod: task.gradingMethod,
  };
  // Each changed answer's own attempt is recomputed, once per student and attempt.
  const attempts = new Map(changed.map((answer) => [`${answer.userId}:${answer.attempt}`, answer]));
  for (const { userId, attempt } of attempts.values()) {
    await recomputeAttempt(scope, { list, userId, attempt });
  }
  return { lastId: answers.at(-1)!.id, changed: changed.length };
}

/** Every automatic grade of the task, batch after batch, in the caller's transaction. */
export async function regradeAll(scope: StoringJobs, taskId: number): Promise<number> {
  let afterId = 0;
  let changed = 0;
  for (;;) {
    const batch = await regradeBatch(scope, { taskId, afterId, limit: REGRADE_BATCH });
    if (!batch) return changed;
    afterId = batch.lastId;
    changed += batch.changed;
  }
}

/** The queued pass for a task with many answers: each batch commits on its own, so a retry resumes cheaply. */
export const regradeTaskJob = defineSchoolJobKind({
  payload: z.object({ task_id: z.number().int().positive() }),
  policy: { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 15 * 60 },
  async handle({ task_id: taskId }, { school }) {
    let afterId = 0;
    for (;;) {
      const batch = await inTransaction(school, (tx) => regradeBatch(tx, { taskId, afterId, limit: REGRADE_BATCH }));
      if (!batch) break;
      afterId = batch.lastId;
    }
    school.deps.log.info({ schoolId: school.schoolId, taskId }, "task regraded after its key changed");
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "task.regrade": typeof regradeTaskJob;
  }
}
