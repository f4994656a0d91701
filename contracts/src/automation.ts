import { z } from "zod";
import { APPLICATION_STATUSES } from "./application-status.js";
import { dbId } from "./fields.js";
import { MAILING_CHANNELS, MESSAGE_TEMPLATES } from "./mailings.js";
import { STAFF_TASK_PRIORITIES, STAFF_TASK_TITLE_MAX } from "./staff-tasks.js";

/**
 * Automation rules (issue 37, decision 0150), declared per school as data: a trigger, conditions, actions. Each rule
 * runs once per event (a durable key of rule and event), logs what it matched and did, can be previewed and switched
 * off. An action writes tasks, notifications and mailings only, which are no events: a rule cannot set off a rule.
 */

/**
 * What sets a rule off. Two kinds: an event the platform records when it happens (a status set, a lead registered),
 * and a state the school's morning sweep finds (a dated document N days before it expires, a tranche unpaid N days
 * after its due date, a student who has not written for N days, a test with a pass mark passed for the first time).
 */
export const AUTOMATION_TRIGGERS = [
  "application_status_changed",
  "lead_registered",
  "document_expiring",
  "tranche_overdue",
  "student_silent",
  "test_passed",
] as const;
export type AutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

/**
 * Each trigger's conditions, one table read by the contract, the runner, the sweep and the form: whether it takes the
 * status set (`to_status`), a number of days (`days`), and whether it is found by the morning sweep. Every trigger
 * takes the programs condition: the event's program, or for a student-wide one the programs the student applies to.
 */
export const AUTOMATION_TRIGGER_CONDITIONS: Record<
  AutomationTrigger,
  { status: boolean; days: boolean; swept: boolean }
> = {
  application_status_changed: { status: true, days: false, swept: false },
  lead_registered: { status: false, days: false, swept: false },
  document_expiring: { status: false, days: true, swept: true },
  tranche_overdue: { status: false, days: true, swept: true },
  student_silent: { status: false, days: true, swept: true },
  test_passed: { status: false, days: false, swept: true },
};
export const AUTOMATION_DAYS_MAX = 365;

/** Who gets a rule's task or notice: the student's responsible manager, or every school admin and manager. */
export const AUTOMATION_RECIPIENTS = ["responsible", "all_staff"] as const;
export type AutomationRecipient = (typeof AUTOMATION_RECIPIENTS)[number];

export const AUTOMATION_RULE_NAME_MAX = 120;
export const AUTOMATION_NOTICE_MAX = 500;
/** The most rules a school keeps: every event is read against each of its rules. */
export const AUTOMATION_RULES_MAX = 50;
export const AUTOMATION_RUNS_PAGE_SIZE = 50;

/**
 * A rule's actions, each at most once: a task for the student's responsible manager, a notice to staff, one of the
 * school's message templates to the student (a mailing of one, on the channels chosen, in the student's language).
 */
export const automationActions = z
  .object({
    task: z
      .object({
        title: z.string().trim().min(1).max(STAFF_TASK_TITLE_MAX),
        /** Due this many days after the event, at the same hour of the school's day as the event. */
        due_in_days: z.number().int().min(0).max(365),
        priority: z.enum(STAFF_TASK_PRIORITIES).default("normal"),
        /** A staff member the task goes to; null: the student's responsible manager (a new lead has none yet). */
        assignee_id: dbId.nullable().default(null),
      })
      .strict()
      .nullable(),
    notice: z
      .object({ text: z.string().trim().min(1).max(AUTOMATION_NOTICE_MAX), to: z.enum(AUTOMATION_RECIPIENTS) })
      .strict()
      .nullable(),
    template: z
      .object({
        key: z.enum(MESSAGE_TEMPLATES),
        channels: z.array(z.enum(MAILING_CHANNELS)).min(1).max(MAILING_CHANNELS.length),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict()
  .refine((actions) => actions.task !== null || actions.notice !== null || actions.template !== null, {
    message: "a rule does something: a task, a notice, a message to the student",
    path: ["task"],
  });
export type AutomationActions = z.infer<typeof automationActions>;

export const automationRuleBody = z
  .object({
    name: z.string().trim().min(1).max(AUTOMATION_RULE_NAME_MAX),
    enabled: z.boolean().default(true),
    trigger: z.enum(AUTOMATION_TRIGGERS),
    /** The status the application is set to (`application_status_changed` only). */
    to_status: z.enum(APPLICATION_STATUSES).nullable().default(null),
    /** Days before the expiry, after the due date, or of silence (the swept triggers only). */
    days: z.number().int().min(1).max(AUTOMATION_DAYS_MAX).nullable().default(null),
    /** Only events of these programs (or students applying to them); empty: any program. */
    program_ids: z.array(dbId).max(100).default([]),
    actions: automationActions,
  })
  .strict()
  .superRefine((body, context) => {
    const takes = AUTOMATION_TRIGGER_CONDITIONS[body.trigger];
    for (const [field, needed] of [
      ["to_status", takes.status],
      ["days", takes.days],
    ] as const) {
      if (needed && body[field] === null)
        context.addIssue({ code: "custom", path: [field], message: `this trigger needs ${field}` });
      if (!needed && body[field] !== null)
        context.addIssue({ code: "custom", path: [field], message: `this trigger takes no ${field}` });
    }
  });
export type AutomationRuleBody = z.infer<typeof automationRuleBody>;
export type AutomationRuleInput = z.input<typeof automationRuleBody>;

export const automationRule = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  trigger: z.enum(AUTOMATION_TRIGGERS),
  to_status: z.enum(APPLICATION_STATUSES).nullable(),
  days: z.number().int().nullable(),
  program_ids: z.array(z.number().int()),
  actions: z.object({
    task: z
      .object({
        title: z.string(),
        due_in_days: z.number().int(),
        priority: z.enum(STAFF_TASK_PRIORITIES),
        assignee_id: z.number().int().nullable(),
      })
      .nullable(),
    notice: z.object({ text: z.string(), to: z.enum(AUTOMATION_RECIPIENTS) }).nullable(),
    template: z.object({ key: z.enum(MESSAGE_TEMPLATES), channels: z.array(z.enum(MAILING_CHANNELS)) }).nullable(),
  }),
  /** Runs in the last 30 days: done and failed. */
  runs: z.object({ done: z.number().int(), failed: z.number().int() }),
  updated_at: z.string(),
});
export type AutomationRule = z.infer<typeof automationRule>;

export const automationEnabledBody = z.object({ enabled: z.boolean() }).strict();

/**
 * "Who would match today": for a status, the applications standing in it now; for a lead, the leads of the last week;
 * for a swept trigger, what this morning's sweep finds.
 */
export const automationPreview = z.object({
  count: z.number().int(),
  students: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      program: z.string().nullable(),
      responsible: z.string().nullable(),
      /** What matched, where it is more than the student: the document's name. */
      item: z.string().nullable(),
      /** The date that matched: the document's expiry, the tranche's due date, the student's last message. */
      date: z.string().nullable(),
    }),
  ),
});
export type AutomationPreview = z.infer<typeof automationPreview>;

export const AUTOMATION_OUTCOMES = ["done", "failed"] as const;
export type AutomationOutcome = (typeof AUTOMATION_OUTCOMES)[number];
/** Why an action could not be done: no responsible manager, no staff to notify, the chosen assignee gone. */
export const AUTOMATION_FAILURES = ["no_responsible", "no_staff", "no_assignee"] as const;
export type AutomationFailure = (typeof AUTOMATION_FAILURES)[number];

export const automationRun = z.object({
  id: z.number().int(),
  rule: z.object({ id: z.number().int(), name: z.string() }),
  student: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  program: z.string().nullable(),
  outcome: z.enum(AUTOMATION_OUTCOMES),
  /** What it did: the task made (its id), how many were notified, the mailing that sent the template; or why not. */
  task_id: z.number().int().nullable(),
  notified: z.number().int(),
  mailing_id: z.number().int().nullable(),
  failure: z.enum(AUTOMATION_FAILURES).nullable(),
  created_at: z.string(),
});
export type AutomationRun = z.infer<typeof automationRun>;

export const automationRunsQuery = z
  .object({ rule: dbId.optional(), before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional() })
  .strict();
export const automationRunsPage = z.object({ results: z.array(automationRun), next: z.number().int().nullable() });
export type AutomationRunsPage = z.infer<typeof automationRunsPage>;
