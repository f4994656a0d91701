import { GROUP_TYPES } from "@school/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, time } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/** A group of students of one program with its teacher ("groups" is an SQL keyword, hence study_groups). */
export const studyGroups = pgTable(
  "study_groups",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    /** The Russian name (the spec's `name_group`), as `schools.name`; Kazakh and English beside it, "" where none. */
    nameGroup: text("name_group").notNull(),
    nameKk: text("name_kk").notNull().default(""),
    nameEn: text("name_en").notNull().default(""),
    typeGroup: text("type_group", { enum: GROUP_TYPES }).notNull().default("group"),
    teacherId: integer("teacher_id"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    index("study_groups_course_idx").on(table.courseId, table.id),
    index("study_groups_teacher_idx").on(table.teacherId),
    schoolRowKey("study_groups", table),
    sameSchool({
      name: "study_groups_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "study_groups_teacher_fk",
      child: table,
      column: table.teacherId,
      parent: users,
      onDelete: "set null",
    }),
  ],
);

export const groupStudents = pgTable(
  "group_students",
  {
    schoolId: schoolId(),
    groupId: integer("group_id").notNull(),
    userId: integer("user_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.groupId, table.userId] }),
    index("group_students_user_idx").on(table.userId),
    sameSchool({
      name: "group_students_group_fk",
      child: table,
      column: table.groupId,
      parent: studyGroups,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "group_students_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/**
 * A group's weekly timetable (decision 0027): lessons every weekday (ISO, 1 is Monday) at a local start time of the
 * school for a number of minutes. The schedule's lessons are made from these slots.
 */
export const groupTimetable = pgTable(
  "group_timetable",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    groupId: integer("group_id").notNull(),
    weekday: smallint("weekday").notNull(),
    startTime: time("start_time").notNull(),
    duration: smallint("duration").notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    index("group_timetable_group_idx").on(table.groupId, table.weekday, table.startTime),
    check("group_timetable_weekday_check", sql`${table.weekday} between 1 and 7`),
    check("group_timetable_duration_check", sql`${table.duration} between 5 and 480`),
    sameSchool({
      name: "group_timetable_group_fk",
      child: table,
      column: table.groupId,
      parent: studyGroups,
      onDelete: "cascade",
    }),
  ],
);
