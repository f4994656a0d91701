import { STAFF_TASK_PRIORITIES } from "@school/contracts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * A staff member's task (issue 37, decision 0149): a follow-up due at an instant (entered as the school's own date and
 * time), perhaps about a student and one of their programs. Its reminder is a job due at `due_at`, enqueued with the
 * task's write; a job whose `due_at` no longer matches (the task moved or was done) does nothing.
 */
export const staffTasks = pgTable(
  "staff_tasks",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    title: text("title").notNull(),
    priority: text("priority", { enum: STAFF_TASK_PRIORITIES }).notNull().default("normal"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Nobody's once its assignee's account is deleted: the task stays for the school to give again. */
    assigneeId: integer("assignee_id"),
    studentId: integer("student_id"),
    courseId: integer("course_id"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdById: integer("created_by_id"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("staff_tasks", table),
    sameSchool({
      name: "staff_tasks_assignee_fk",
      child: table,
      column: table.assigneeId,
      parent: users,
      onDelete: "set null",
    }),
    sameSchool({
      name: "staff_tasks_student_fk",
      child: table,
      column: table.studentId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "staff_tasks_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "set null",
    }),
    sameSchool({
      name: "staff_tasks_creator_fk",
      child: table,
      column: table.createdById,
      parent: users,
      onDelete: "set null",
    }),
    // My tasks: an assignee's open ones by due time (overdue, today, upcoming are ranges of it), and the done ones.
    index("staff_tasks_open_idx")
      .on(table.schoolId, table.assigneeId, table.dueAt, table.id)
      .where(sql`${table.doneAt} is null`),
    index("staff_tasks_done_idx")
      .on(table.schoolId, table.assigneeId, table.doneAt, table.id)
      .where(sql`${table.doneAt} is not null`),
    // A student's tasks, whoever holds them.
    index("staff_tasks_student_idx").on(table.schoolId, table.studentId, table.dueAt, table.id),
  ],
);

/** A comment on a task, by a staff member. */
export const staffTaskComments = pgTable(
  "staff_task_comments",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    taskId: integer("task_id").notNull(),
    authorId: integer("author_id"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "staff_task_comments_task_fk",
      child: table,
      column: table.taskId,
      parent: staffTasks,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "staff_task_comments_author_fk",
      child: table,
      column: table.authorId,
      parent: users,
      onDelete: "set null",
    }),
    index("staff_task_comments_task_idx").on(table.schoolId, table.taskId, table.id),
  ],
);
