import { ALERT_SUBJECTS, AUDIT_ACTIONS, EXPIRY_ALERT_DAYS } from "@school/contracts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * An expiry or round alert sent to a student and their manager (decision 0033). The unique key is the alert itself
 * (the student, what it is about, how many days before, and the date it counts to): the daily job inserts with
 * ON CONFLICT DO NOTHING and mails only the rows it really inserted, so a rerun, a retry or a second server process
 * never sends one twice, and a changed date (a new passport) is a new alert.
 */
export const documentAlerts = pgTable(
  "document_alerts",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    subject: text("subject", { enum: ALERT_SUBJECTS }).notNull(),
    /** The checklist item's key (`passport`, `document:12`) or `round:{id}`. */
    key: text("key").notNull(),
    name: text("name").notNull(),
    courseId: integer("course_id"),
    days: integer("days").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    sentAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("document_alerts_once_key").on(table.userId, table.key, table.days, table.dueOn),
    sameSchool({
      name: "document_alerts_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    // A round's alert keeps its sent row (and its name) when the program goes: only the link is cleared.
    sameSchool({
      name: "document_alerts_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "set null",
    }),
    check("document_alerts_days_check", sql.raw(`days in (${EXPIRY_ALERT_DAYS.join(", ")})`)),
    // The student page's open alerts: one student's, from today on.
    index("document_alerts_user_due_idx").on(table.userId, table.dueOn),
  ],
);

/**
 * Who read or changed a student's personal data, and when (decision 0033). Written by the route layer for every
 * call whose access check named the student, never by a handler. Reads are kept once per caller, call and hour
 * (`read_hour`; null for changes, which are all kept): a page that loads ten parts of the record is one line per
 * part, not one per refresh. The rows hold ids and call names only, so they survive the student's erasure and the
 * deletion of the account: `user_id` and `actor_id` are plain values, and the rows are never changed or deleted.
 */
export const personalDataAudit = pgTable(
  "personal_data_audit",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    actorId: integer("actor_id"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    call: text("call").notNull(),
    readHour: timestamp("read_hour", { withTimezone: true }),
    at: createdAt(),
  },
  // No foreign key to users, on purpose: the log outlives the student's account and the actor's (a key would delete
  // or blank its lines with them), and the trigger `personal_data_audit_append_only` (hand-written in its migration)
  // refuses every UPDATE and DELETE but the cascade of a deleted school (issue 20).
  (table) => [
    schoolRowsOnly(),
    unique("personal_data_audit_read_once_key").on(table.userId, table.actorId, table.call, table.readHour),
    index("personal_data_audit_user_idx").on(table.userId, table.id),
  ],
);
