import { GROUP_TYPES } from "@school/contracts";
import { index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, schoolId } from "./columns.js";
import { users } from "./users.js";

/** A group of students of one program with its teacher ("groups" is an SQL keyword, hence study_groups). */
export const studyGroups = pgTable(
  "study_groups",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    nameGroup: text("name_group").notNull(),
    typeGroup: text("type_group", { enum: GROUP_TYPES }).notNull().default("group"),
    teacherId: integer("teacher_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("study_groups_course_idx").on(table.courseId, table.id),
    index("study_groups_teacher_idx").on(table.teacherId),
  ],
);

export const groupStudents = pgTable(
  "group_students",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => studyGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index("group_students_user_idx").on(table.userId),
  ],
);
