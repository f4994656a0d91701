import { APPLICATION_STATUSES } from "@school/contracts";
import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/** A student's current application status in a program (decision 0025): one per student and program. */
export const applicationStatuses = pgTable(
  "application_statuses",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    courseId: integer("course_id").notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("application_statuses_user_course_key").on(table.userId, table.courseId),
    schoolRowKey("application_statuses", table),
    sameSchool({
      name: "application_statuses_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "application_statuses_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    // A program's statuses (the program page, the course_id filter), the analytics' date window (created_from/to)
    // and the latest changes first (users/).
    index("application_statuses_course_idx").on(table.courseId, table.status),
    index("application_statuses_school_created_idx").on(table.schoolId, table.createdAt),
    index("application_statuses_school_updated_idx").on(table.schoolId, table.updatedAt),
    // The pipeline board's columns, most recently moved first, read by keyset (decision 0032).
    index("application_statuses_board_idx").on(table.schoolId, table.status, table.updatedAt, table.id),
  ],
);

/**
 * Every change of a student's status in a program, who made it and when; kept by student and program, not by status
 * row, so a deleted status's history (and the deletion itself, `to_status` null) remains.
 */
export const applicationStatusHistory = pgTable(
  "application_status_history",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    courseId: integer("course_id").notNull(),
    fromStatus: text("from_status", { enum: APPLICATION_STATUSES }),
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }),
    changedBy: integer("changed_by"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "application_status_history_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "application_status_history_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "application_status_history_changed_by_fk",
      child: table,
      column: table.changedBy,
      parent: users,
      onDelete: "set null",
    }),
    index("application_status_history_student_idx").on(table.courseId, table.userId, table.changedAt),
    index("application_status_history_user_idx").on(table.userId),
  ],
);
