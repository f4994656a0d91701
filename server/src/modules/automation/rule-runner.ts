import {
  APPLICATION_STATUSES,
  type ApplicationStatusKey,
  signedInRolesHolding,
  titleInLanguage,
} from "@school/contracts";
import { z } from "zod";
import { notify } from "../../core/notifications/notify.js";
import { defineJobKind } from "../../core/queue/queue.js";
import { inTransaction, type SchoolWork, schoolScope, type Transacted } from "../../core/tenancy/scope.js";
import type { JobContext } from "../../deps.js";
import { addTask } from "../staff-tasks/staff-tasks.service.js";
import * as queries from "./automation.queries.js";

/**
 * Runs a school's rules on an event (decision 0150). The event's job is stored in the transaction of the change it
 * tells of (an application's status set: its history row), so no event is lost and none is made by a change rolled
 * back. Each matching rule runs in a transaction of its own that first claims the run under the key of the rule and
 * the event: an event delivered twice (a retry, a process killed between two rules) runs each rule once. A rule's
 * actions write tasks and notifications, which are no events, so no rule sets off another.
 */

export type StatusEvent = {
  /** The history row's id: the event's identity. */
  historyId: number;
  studentId: number;
  courseId: number;
  toStatus: ApplicationStatusKey;
  occurredAt: string;
};

/** The event, for the job stored with the change (`automation.event`). */
export async function recordStatusEvent(work: Transacted<SchoolWork>, event: StatusEvent): Promise<void> {
  await work.jobs.enqueue("automation.event", {
    school_id: work.schoolId,
    history_id: event.historyId,
    student_id: event.studentId,
    course_id: event.courseId,
    to_status: event.toStatus,
    occurred_at: event.occurredAt,
  });
}

const matches = (rule: queries.EnabledRule, event: StatusEvent) =>
  rule.toStatus === event.toStatus && (rule.programIds.length === 0 || rule.programIds.includes(event.courseId));

export async function runRules(school: SchoolWork, event: StatusEvent): Promise<void> {
  const rules = (await queries.enabledRules(school, "application_status_changed")).filter((rule) =>
    matches(rule, event),
  );
  for (const rule of rules) {
    await inTransaction(school, async (work) => {
      const runId = await queries.claimRun(work, {
        ruleId: rule.id,
        eventKey: `status:${event.historyId}`,
        studentId: event.studentId,
        courseId: event.courseId,
      });
      if (runId === null) return;
      await queries.finishRun(work, { id: runId, ...(await act(work, { rule, event })) });
    });
  }
}

const DAY_MS = 86_400_000;

/** The rule's actions on the event: its task for the responsible manager, its notice. What it did, or why not. */
async function act(work: Transacted<SchoolWork>, { rule, event }: { rule: queries.EnabledRule; event: StatusEvent }) {
  const person = await queries.studentAndManager(work, event.studentId);
  const responsible = person?.responsible ?? null;
  let failure: "no_responsible" | "no_staff" | null = null;
  let taskId: number | null = null;
  const { task, notice } = rule.actions;
  if (task) {
    if (responsible === null) failure = "no_responsible";
    else {
      taskId = await addTask(work, {
        title: task.title,
        priority: task.priority,
        dueAt: new Date(new Date(event.occurredAt).getTime() + task.due_in_days * DAY_MS),
        assigneeId: responsible,
        studentId: event.studentId,
        courseId: event.courseId,
        createdById: null,
      });
    }
  }
  let notified = 0;
  if (notice) {
    const recipients =
      notice.to === "responsible"
        ? responsible === null
          ? []
          : [responsible]
        : await queries.staffIds(work, signedInRolesHolding("staffTask.manage"));
    if (recipients.length === 0) failure ??= notice.to === "responsible" ? "no_responsible" : "no_staff";
    const titles = await queries.courseTitlesOf(work, event.courseId);
    const about = (language: "ru" | "kk" | "en") =>
      [person?.studentName, titles ? titleInLanguage(language, titles) : null].filter(Boolean).join(" · ");
    notified = (
      await notify(work, {
        userIds: recipients,
        kind: "rule_notice",
        title: rule.name,
        body: {
          ru: `${notice.text}\n${about("ru")}`,
          kk: `${notice.text}\n${about("kk")}`,
          en: `${notice.text}\n${about("en")}`,
        },
        link: `/user/view/${event.studentId}`,
        dedupeKey: `rule:${rule.id}:status:${event.historyId}`,
      })
    ).length;
  }
  return { taskId, notified, failure };
}

export const automationEventJob = defineJobKind({
  payload: z.object({
    school_id: z.number().int(),
    history_id: z.number().int(),
    student_id: z.number().int(),
    course_id: z.number().int(),
    to_status: z.enum(APPLICATION_STATUSES),
    occurred_at: z.string(),
  }),
  // A rule run takes milliseconds: a worker killed mid-event has its job taken again a minute later.
  policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 },
  // Taken 20 at a time: one at a time, a poll every half second made a burst of changes (an import, a board's bulk
  // move) wait two events a second (bench:rules).
  batchSize: 20,
  async handle(payload, context: JobContext) {
    await runRules(schoolScope(context.deps, payload.school_id), {
      historyId: payload.history_id,
      studentId: payload.student_id,
      courseId: payload.course_id,
      toStatus: payload.to_status,
      occurredAt: payload.occurred_at,
    });
  },
});

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "automation.event": typeof automationEventJob;
  }
}
