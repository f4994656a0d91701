import {
  APPLICATION_STATUSES,
  AUTOMATION_FAILURES,
  AUTOMATION_OUTCOMES,
  AUTOMATION_TRIGGERS,
  type MailingChannel,
  type MessageTemplateKey,
} from "@school/contracts";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { staffTasks } from "./staff-tasks.js";
import { users } from "./users.js";

/** What a rule does, as the API writes it (contracts' `automationActions`). */
export type StoredAutomationActions = {
  task: {
    title: string;
    due_in_days: number;
    priority: "low" | "normal" | "high";
    /** Absent in rules written before assignees could be chosen: the responsible manager, as null. */
    assignee_id?: number | null;
  } | null;
  notice: { text: string; to: "responsible" | "all_staff" } | null;
  /** Absent in rules written before a rule could send a template. */
  template?: { key: MessageTemplateKey; channels: MailingChannel[] } | null;
};

/**
 * A school's automation rule (issue 37, decisions 0150, 0152): a trigger, its conditions (the status set or the
 * days, the programs) and its actions, as data one mechanism reads.
 */
export const automationRules = pgTable(
  "automation_rules",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    trigger: text("trigger", { enum: AUTOMATION_TRIGGERS }).notNull(),
    /** The status set, for `application_status_changed`; the contract's trigger table says which triggers take it. */
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }),
    /** Days before the expiry, after the due date, or of silence, for the swept triggers. */
    days: integer("days"),
    programIds: integer("program_ids").array().notNull().default([]),
    actions: jsonb("actions").$type<StoredAutomationActions>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("automation_rules", table),
    // The rules an event is read against: the school's enabled ones of its trigger.
    index("automation_rules_trigger_idx").on(table.schoolId, table.trigger, table.enabled),
  ],
);

/**
 * One rule's run on one event: written with what the rule did, in the same transaction, under the key of the rule
 * and the event, so an event delivered twice (a job retried, a process killed mid-way) runs a rule once.
 */
export const automationRuns = pgTable(
  "automation_runs",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    ruleId: integer("rule_id").notNull(),
    eventKey: text("event_key").notNull(),
    studentId: integer("student_id"),
    courseId: integer("course_id"),
    outcome: text("outcome", { enum: AUTOMATION_OUTCOMES }).notNull(),
    taskId: integer("task_id"),
    notified: integer("notified").notNull().default(0),
    /** The mailing that sent the rule's template to the student. */
    mailingId: integer("mailing_id"),
    failure: text("failure", { enum: AUTOMATION_FAILURES }),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("automation_runs_event_key").on(table.schoolId, table.ruleId, table.eventKey),
    sameSchool({
      name: "automation_runs_rule_fk",
      child: table,
      column: table.ruleId,
      parent: automationRules,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "automation_runs_student_fk",
      child: table,
      column: table.studentId,
      parent: users,
      onDelete: "set null",
    }),
    sameSchool({
      name: "automation_runs_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "set null",
    }),
    sameSchool({
      name: "automation_runs_task_fk",
      child: table,
      column: table.taskId,
      parent: staffTasks,
      onDelete: "set null",
    }),
    // The log, newest first, whole or of one rule (read backwards).
    index("automation_runs_log_idx").on(table.schoolId, table.id),
    index("automation_runs_rule_idx").on(table.schoolId, table.ruleId, table.id),
  ],
);
