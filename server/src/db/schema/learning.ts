import { LESSON_ITEM_TYPES, TASK_TYPES } from "@school/contracts";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey } from "./columns.js";
import { users } from "./users.js";

/** A lesson (the spec's "section") of a program, in the program's order. */
export const lessons = pgTable(
  "lessons",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    name: text("name").notNull(),
    order: integer("order").notNull().default(0),
    /** Minutes. */
    duration: integer("duration").notNull().default(0),
    itemType: text("item_type", { enum: LESSON_ITEM_TYPES }).notNull().default("video"),
    /** Storage key of the uploaded video, or null. */
    video: text("video"),
    hasTimer: boolean("has_timer").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("lessons_course_order_idx").on(table.courseId, table.order, table.id),
    schoolRowKey("lessons", table),
    sameSchool({
      name: "lessons_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
  ],
);

/** A student's finished lesson: the grading of the lesson's exercise lists writes it once the pass mark is met. */
export const lessonCompletions = pgTable(
  "lesson_completions",
  {
    schoolId: schoolId(),
    lessonId: integer("lesson_id").notNull(),
    userId: integer("user_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.userId] }),
    index("lesson_completions_user_idx").on(table.userId),
    sameSchool({
      name: "lesson_completions_lesson_fk",
      child: table,
      column: table.lessonId,
      parent: lessons,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "lesson_completions_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/** A set of tasks inside a lesson, with its pass mark and optional timer. */
export const exerciseLists = pgTable(
  "exercise_lists",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    lessonId: integer("lesson_id").notNull(),
    titleRu: text("title_ru").notNull(),
    titleEn: text("title_en").notNull().default(""),
    order: integer("order").notNull().default(0),
    /** True when the next list opens only after this one is passed with min_percent. */
    next: boolean("next").notNull().default(false),
    minPercent: integer("min_percent").notNull().default(0),
    /** Minutes for the timed exam, or null for no timer. */
    timeForTimer: integer("time_for_timer"),
    createdAt: createdAt(),
  },
  (table) => [
    index("exercise_lists_lesson_idx").on(table.lessonId, table.order, table.id),
    schoolRowKey("exercise_lists", table),
    sameSchool({
      name: "exercise_lists_lesson_fk",
      child: table,
      column: table.lessonId,
      parent: lessons,
      onDelete: "cascade",
    }),
  ],
);

/**
 * A task of the task constructor. What the student sees (`content`) and how it is graded (`answer`) are kept
 * apart, so no student-facing query can leak the answer key by selecting a whole row.
 */
export const exercises = pgTable(
  "exercises",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    exListId: integer("ex_list_id").notNull(),
    type: text("type", { enum: TASK_TYPES }).notNull(),
    order: integer("order").notNull().default(0),
    title: text("title").notNull().default(""),
    content: jsonb("content").notNull().default({}),
    answer: jsonb("answer"),
    createdAt: createdAt(),
  },
  (table) => [
    index("exercises_ex_list_idx").on(table.exListId, table.order, table.id),
    schoolRowKey("exercises", table),
    sameSchool({
      name: "exercises_ex_list_fk",
      child: table,
      column: table.exListId,
      parent: exerciseLists,
      onDelete: "cascade",
    }),
  ],
);

/** A student's homework: an answer to a task, possibly with a file, graded by a teacher. */
export const homeworks = pgTable(
  "homeworks",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    courseId: integer("course_id").notNull(),
    lessonId: integer("lesson_id"),
    exListId: integer("ex_list_id"),
    taskId: integer("task_id"),
    title: text("title").notNull().default(""),
    desc: text("desc").notNull().default(""),
    grade: numeric("grade", { precision: 5, scale: 2, mode: "number" }),
    /** The name the file goes under in the student's documents, and its storage key. */
    docName: text("doc_name"),
    fileUrl: text("file_url"),
    createdAt: createdAt(),
  },
  (table) => [
    index("homeworks_course_user_idx").on(table.courseId, table.userId),
    index("homeworks_user_idx").on(table.userId),
    sameSchool({ name: "homeworks_user_fk", child: table, column: table.userId, parent: users, onDelete: "cascade" }),
    sameSchool({
      name: "homeworks_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "homeworks_lesson_fk",
      child: table,
      column: table.lessonId,
      parent: lessons,
      onDelete: "set null",
    }),
    sameSchool({
      name: "homeworks_ex_list_fk",
      child: table,
      column: table.exListId,
      parent: exerciseLists,
      onDelete: "set null",
    }),
    sameSchool({
      name: "homeworks_task_fk",
      child: table,
      column: table.taskId,
      parent: exercises,
      onDelete: "set null",
    }),
  ],
);
