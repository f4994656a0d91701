import { z } from "zod";
import { notify } from "../../core/notify/notify.js";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import { inTransaction, type SchoolWork } from "../../core/tenancy/scope.js";
import * as queries from "./staff-tasks.queries.js";

/**
 * A task's reminder at its due time (decision 0149): the assignee's notification, in the app and by the channel they
 * chose for task reminders. The job names the due time it was stored for; a task since moved, done or left without
 * an assignee is not reminded by it (its new due time has its own job). Written once per task and due time, however
 * often the job runs.
 */
export async function remindOfTask(school: SchoolWork, input: { taskId: number; dueAt: string }): Promise<void> {
  await inTransaction(school, async (work) => {
    const task = await queries.reminderOf(work, input.taskId);
    if (!task || task.doneAt !== null || task.assigneeId === null) return;
    if (task.dueAt.toISOString() !== input.dueAt) return;
    const about = task.studentName ? ` — ${task.studentName}` : "";
    await notify(work, {
      userIds: [task.assigneeId],
      kind: "task_due",
      title: { ru: "Пора выполнить задачу", kk: "Міндетті орындау уақыты келді", en: "A task is due" },
      body: `${task.title}${about}`,
      link: "/my-tasks",
      dedupeKey: `task:${input.taskId}:${input.dueAt}`,
    });
  });
}

export const taskReminderJob = defineSchoolJobKind({
  payload: z.object({ task_id: z.number().int(), due_at: z.string() }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, { school }) {
    await remindOfTask(school, { taskId: payload.task_id, dueAt: payload.due_at });
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "staffTasks.remind": typeof taskReminderJob;
  }
}
