import { APPLICATION_STATUSES, AUTOMATION_TRIGGERS, type AutomationFailure, titleInLanguage } from "@school/contracts";
import { z } from "zod";
import type { AutomationEvent, RecordedEventReaction } from "../../core/automation-events.js";
import { notify } from "../../core/notify/notify.js";
import { defineSchoolJobKind } from "../../core/queue/school-job.js";
import { inTransaction, type SchoolWork, type Transacted } from "../../core/tenancy/scope.js";
import { mailTemplate } from "../mailings/index.js";
import { addTask, holdsTasks, TASK_HOLDERS } from "../staff-tasks/index.js";
import * as queries from "./automation.queries.js";

/**
 * Runs a school's rules on an event (decisions 0150, 0152). An event the platform records as it happens (a status
 * set, a lead registered) is a job stored in the transaction of the change it tells of, so no event is lost and none
 * is made by a change rolled back; an event the morning sweep finds (`rule-sweep.ts`) is run there. Each matching rule
 * runs in a transaction of its own that first claims the run under the key of the rule and the event: an event
 * delivered twice (a retry, a process killed between two rules, a sweep run again) runs each rule once. A rule's
 * actions write tasks, notifications and a template's mailing, which are no events, so no rule sets off another.
 */

/** Whether a rule takes an event recorded as it happens; a swept event was found by the rule's own query. */
const matches = (rule: queries.EnabledRule, event: AutomationEvent) =>
  (rule.toStatus === null || rule.toStatus === event.toStatus) &&
  (rule.programIds.length === 0 || (event.courseId !== null && rule.programIds.includes(event.courseId)));

export async function runRules(school: SchoolWork, event: AutomationEvent): Promise<void> {
  const rules = (await queries.enabledRules(school, event.trigger)).filter((rule) => matches(rule, event));
  for (const rule of rules) await runRule(school, { rule, event });
}

/** One rule on one event, once: claimed under its key in the transaction that does its actions. */
export async function runRule(
  school: SchoolWork,
  { rule, event }: { rule: queries.EnabledRule; event: AutomationEvent },
): Promise<void> {
  await inTransaction(school, async (work) => {
    const runId = await queries.claimRun(work, {
      ruleId: rule.id,
      eventKey: event.key,
      studentId: event.studentId,
      courseId: event.courseId,
    });
    if (runId === null) return;
    await queries.finishRun(work, { id: runId, ...(await act(work, { rule, event })) });
  });
}

const DAY_MS = 86_400_000;

/** The rule's actions on the event: its task, its notice, its template to the student. What it did, or why not. */
async function act(
  work: Transacted<SchoolWork>,
  { rule, event }: { rule: queries.EnabledRule; event: AutomationEvent },
) {
  const person = await queries.studentAndManager(work, event.studentId);
  const responsible = person?.responsible ?? null;
  let failure: AutomationFailure | null = null;
  let taskId: number | null = null;
  const { task, notice } = rule.actions;
  if (task) {
    const chosen = task.assignee_id ?? null;
    const assignee = chosen === null ? responsible : (await holdsTasks(work, chosen)) ? chosen : null;
    if (assignee === null) failure = chosen === null ? "no_responsible" : "no_assignee";
    else {
      taskId = await addTask(work, {
        title: task.title,
        priority: task.priority,
        dueAt: new Date(new Date(event.occurredAt).getTime() + task.due_in_days * DAY_MS),
        assigneeId: assignee,
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
        : await queries.staffIds(work, TASK_HOLDERS);
    if (recipients.length === 0) failure ??= notice.to === "responsible" ? "no_responsible" : "no_staff";
    const titles = event.courseId === null ? null : await queries.courseTitlesOf(work, event.courseId);
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
        dedupeKey: `rule:${rule.id}:${event.key}`,
      })
    ).length;
  }
  const mailingId = rule.actions.template
    ? await mailTemplate(work, {
        key: rule.actions.template.key,
        kind: "automation",
        channels: rule.actions.template.channels,
        userIds: [event.studentId],
        sendAt: work.deps.clock.now(),
      })
    : null;
  return { taskId, notified, mailingId, failure };
}

export const automationEventJob = defineSchoolJobKind({
  payload: z
    .object({
      // Jobs stored before there were other triggers carry a status set's history id instead of a trigger and a key.
      trigger: z.enum(AUTOMATION_TRIGGERS).default("application_status_changed"),
      key: z.string().max(200).optional(),
      history_id: z.number().int().optional(),
      student_id: z.number().int(),
      course_id: z.number().int().nullable(),
      to_status: z.enum(APPLICATION_STATUSES).nullable().default(null),
      occurred_at: z.string(),
    })
    .refine((payload) => payload.key !== undefined || payload.history_id !== undefined, "an event has a key"),
  // A rule run takes milliseconds: a worker killed mid-event has its job taken again a minute later.
  policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 },
  // Taken 20 at a time: one at a time, a poll every half second made a burst of changes (an import, a board's bulk
  // move) wait two events a second (bench:rules).
  batchSize: 20,
  async handle(payload, { school }) {
    const key = payload.key ?? `status:${payload.history_id}`;
    await runRules(school, {
      trigger: payload.trigger,
      key,
      studentId: payload.student_id,
      courseId: payload.course_id,
      toStatus: payload.to_status,
      occurredAt: payload.occurred_at,
    });
  },
});

/**
 * The automation module's reaction to the events other modules record (`recordEvent`), as the registry of reactions
 * lists it: `automationEventJob` above runs it.
 */
export const automationRulesReaction: RecordedEventReaction = {
  name: "automation-rules",
  module: "automation",
  does: {
    application_status_changed:
      "runs the school's rules on the status set (tasks, notifications, a template's mailing), once per rule",
    lead_registered: "runs the school's rules on the new lead, once per rule",
  },
};

declare module "../../core/queue/job-kinds.js" {
  interface JobKinds {
    "automation.event": typeof automationEventJob;
  }
}
