import {
  ANSWER_STATUSES,
  DEFAULT_ATTEMPTS_ALLOWED,
  DEFAULT_REVIEW_OPTION,
  GRADING_METHODS,
  GROUP_TYPES,
  LESSON_ITEM_TYPES,
  REVIEW_OPTIONS,
  TASK_TYPES,
} from "@school/contracts";
import { sql } from "drizzle-orm";
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/** A lesson (the spec's "section") of a program, in the program's order. */
export const lessons = pgTable(
  "lessons",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    /** The Russian name (the spec's `name`), as `schools.name`; Kazakh and English beside it, "" where none. */
    name: text("name").notNull(),
    nameKk: text("name_kk").notNull().default(""),
    nameEn: text("name_en").notNull().default(""),
    order: integer("order").notNull().default(0),
    /** Minutes. */
    duration: integer("duration").notNull().default(0),
    itemType: text("item_type", { enum: LESSON_ITEM_TYPES }).notNull().default("video"),
    /** The spec's lesson type (trial, individual, group, pair), or null when the section is for everyone. */
    lessonType: text("lesson_type", { enum: GROUP_TYPES }),
    /** The Russian description, as `name`; Kazakh and English beside it, "" where none (decision 0134). */
    description: text("description").notNull().default(""),
    descriptionKk: text("description_kk").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    /** Storage key of the uploaded video, or null. */
    video: text("video"),
    /** A YouTube link instead of (or beside) an uploaded video. */
    youtubeLink: text("youtube_link"),
    /** A livestream item's start and the link students join by. */
    liveStart: timestamp("live_start", { withTimezone: true }),
    liveLink: text("live_link"),
    hasTimer: boolean("has_timer").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
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
    schoolRowsOnly(),
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
    titleKk: text("title_kk").notNull().default(""),
    titleEn: text("title_en").notNull().default(""),
    order: integer("order").notNull().default(0),
    /** True when the next list opens only after this one is passed with min_percent. */
    next: boolean("next").notNull().default(false),
    minPercent: integer("min_percent").notNull().default(0),
    /** Minutes for the timed exam, or null for no timer. */
    timeForTimer: integer("time_for_timer"),
    /** How many times a student may hand the list in (null: unlimited); decision 0041. */
    attemptsAllowed: integer("attempts_allowed").default(DEFAULT_ATTEMPTS_ALLOWED),
    /** Which handed-in attempt counts: the best ("highest") or the latest ("last"). */
    gradingMethod: text("grading_method", { enum: GRADING_METHODS }).notNull().default("highest"),
    /** When students may review their handed-in answers (decision 0077). */
    review: text("review", { enum: REVIEW_OPTIONS }).notNull().default(DEFAULT_REVIEW_OPTION),
    /** The list's deadline: `after_deadline` review opens then. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
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
    /** Storage key of the task's file (an image, a recording, a document to check), or null. */
    file: text("file"),
    /** The task's weight in its list's percentage. */
    points: integer("points").notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
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
    /** The student's answer to a task of the constructor, in its type's answer shape. */
    answer: jsonb("answer"),
    /** The attempt at the list this answer belongs to (1, 2, …): each attempt keeps its own answers and grades. */
    attempt: integer("attempt").notNull().default(1),
    status: text("status", { enum: ANSWER_STATUSES }).notNull().default("submitted"),
    /** The teacher's words with the grade. */
    comment: text("comment").notNull().default(""),
    gradedBy: integer("graded_by"),
    gradedAt: timestamp("graded_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    index("homeworks_course_user_idx").on(table.courseId, table.userId),
    index("homeworks_user_idx").on(table.userId),
    /** One answer per student, task and attempt: saving again within the attempt replaces it. */
    uniqueIndex("homeworks_task_user_attempt_key")
      .on(table.taskId, table.userId, table.attempt)
      .where(sql`${table.taskId} is not null`),
    index("homeworks_ex_list_status_idx").on(table.exListId, table.status),
    index("homeworks_course_status_idx").on(table.courseId, table.status, table.createdAt),
    /** The teacher's lists across a school's programs (sort/, for_program/), the newest first (decision 0024). */
    index("homeworks_school_created_idx").on(table.schoolId, table.createdAt, table.id),
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
      name: "homeworks_graded_by_fk",
      child: table,
      column: table.gradedBy,
      parent: users,
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

/**
 * A student's go at an exercise list: when they started (the timer's deadline is fixed then, so a reload or a second
 * tab cannot reset it), when they finished, and the percentage that decides the pass mark. One row per student and
 * list: the current attempt's start, deadline and finish, and the counting result of every handed-in attempt (the
 * list's grading method); each handed-in attempt is kept in `exercise_attempt_history` (decision 0041).
 */
export const exerciseAttempts = pgTable(
  "exercise_attempts",
  {
    schoolId: schoolId(),
    exListId: integer("ex_list_id").notNull(),
    userId: integer("user_id").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** started_at + time_for_timer, or null for a list without a timer. */
    deadline: timestamp("deadline", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    percent: numeric("percent", { precision: 5, scale: 2, mode: "number" }),
    passed: boolean("passed").notNull().default(false),
    /** The current attempt's number (1, 2, …); its answers are the homeworks rows of this attempt. */
    attempt: integer("attempt").notNull().default(1),
    /** Attempts a teacher granted this student beyond the list's `attempts_allowed` (reopening the list). */
    extraAttempts: integer("extra_attempts").notNull().default(0),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.exListId, table.userId] }),
    index("exercise_attempts_user_idx").on(table.userId),
    sameSchool({
      name: "exercise_attempts_ex_list_fk",
      child: table,
      column: table.exListId,
      parent: exerciseLists,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "exercise_attempts_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/**
 * Every handed-in attempt at a list, kept (as Moodle's quiz keeps them): its number, start, deadline, hand-in and
 * percentage. Written at hand-in; afterwards only a teacher's grade or a regrade of its own answers changes its
 * percentage (decision 0041).
 */
export const exerciseAttemptHistory = pgTable(
  "exercise_attempt_history",
  {
    schoolId: schoolId(),
    exListId: integer("ex_list_id").notNull(),
    userId: integer("user_id").notNull(),
    number: integer("number").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadline: timestamp("deadline", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    percent: numeric("percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    passed: boolean("passed").notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.exListId, table.userId, table.number] }),
    index("exercise_attempt_history_user_idx").on(table.userId),
    // The automation sweep's tests passed since yesterday (decision 0156).
    index("exercise_attempt_history_passed_idx").on(table.schoolId, table.finishedAt).where(sql`${table.passed}`),
    sameSchool({
      name: "exercise_attempt_history_ex_list_fk",
      child: table,
      column: table.exListId,
      parent: exerciseLists,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "exercise_attempt_history_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/** The interactive board of a task for one student: the drawing both the student and their teacher see. */
export const taskBoards = pgTable(
  "task_boards",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    exerciseId: integer("exercise_id").notNull(),
    studentId: integer("student_id").notNull(),
    /** The whiteboard library's scene (its elements), saved as it changes. */
    scene: jsonb("scene").notNull().default({}),
    /** Raised on every save: a change based on an older version is merged, never silently lost. */
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    uniqueIndex("task_boards_exercise_student_key").on(table.exerciseId, table.studentId),
    schoolRowKey("task_boards", table),
    sameSchool({
      name: "task_boards_exercise_fk",
      child: table,
      column: table.exerciseId,
      parent: exercises,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "task_boards_student_fk",
      child: table,
      column: table.studentId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);
