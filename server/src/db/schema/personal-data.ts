import { ALERT_SUBJECTS, AUDIT_ACTIONS, EXPIRY_ALERT_DAYS } from "@school/contracts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId } from "./columns.js";
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
    unique("document_alerts_once_key").on(table.userId, table.key, table.days, table.dueOn),
    sameSchool({
      name: "document_alerts_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
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
 * part, not one per refresh. The rows hold ids and call names only, so they survive the student's erasure.
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
  (table) => [
    sameSchool({
      name: "personal_data_audit_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "personal_data_audit_actor_fk",
      child: table,
      column: table.actorId,
      parent: users,
      onDelete: "set null",
    }),
    unique("personal_data_audit_read_once_key").on(table.userId, table.actorId, table.call, table.readHour),
    index("personal_data_audit_user_idx").on(table.userId, table.id),
  ],
);
