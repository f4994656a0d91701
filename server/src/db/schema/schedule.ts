import { LESSON_EVENT_KINDS, LESSON_MAX_SPAN_MINUTES, LESSON_STATUSES, LESSON_TYPES } from "@school/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { studyGroups } from "./groups.js";
import { users } from "./users.js";

/**
 * One lesson of the timetable, its times in UTC. A teacher is never booked twice at once: the exclusion constraint
 * `schedule_lessons_teacher_free` (hand-written in migration 0014, btree_gist) refuses two lessons of one teacher
 * whose times overlap unless one is cancelled, whatever the queries do (decision 0026).
 */
export const scheduleLessons = pgTable(
  "schedule_lessons",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    teacherId: integer("teacher_id").notNull(),
    courseId: integer("course_id"),
    groupId: integer("group_id"),
    typeLesson: text("type_lesson", { enum: LESSON_TYPES }).notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: LESSON_STATUSES }).notNull().default("planned"),
    seriesId: uuid("series_id"),
    comment: text("comment").notNull().default(""),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    /**
     * How many students the lesson has: kept by the statement triggers on `schedule_lesson_students` (migration
     * 0020), never by the application, so the rollup below can tell the lessons someone attends (decision 0036).
     */
    students: integer("students").notNull().default(0),
  },
  (table) => [
    schoolRowsOnly(),
    check("schedule_lessons_ends_after_start", sql`${table.endAt} > ${table.startAt}`),
    // Bounded length: the overlap searches (overlapping() in schedule.queries.ts) rely on it.
    check(
      "schedule_lessons_at_most_max_span",
      sql`${table.endAt} - ${table.startAt} <= ${sql.raw(`interval '${LESSON_MAX_SPAN_MINUTES} minutes'`)}`,
    ),
    // A teacher's week, and the free-teacher search: by teacher, then time.
    index("schedule_lessons_teacher_time_idx").on(table.teacherId, table.startAt),
    // The school's calendar for a range, and the nightly completion of the day before.
    index("schedule_lessons_school_time_idx").on(table.schoolId, table.startAt),
    index("schedule_lessons_group_idx").on(table.groupId, table.startAt),
    index("schedule_lessons_course_idx").on(table.courseId, table.startAt),
    index("schedule_lessons_series_idx").on(table.seriesId, table.startAt),
    schoolRowKey("schedule_lessons", table),
    sameSchool({
      name: "schedule_lessons_teacher_fk",
      child: table,
      column: table.teacherId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "schedule_lessons_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "set null",
    }),
    sameSchool({
      name: "schedule_lessons_group_fk",
      child: table,
      column: table.groupId,
      parent: studyGroups,
      onDelete: "set null",
    }),
  ],
);

/**
 * The lessons rolled up per school, day (in the school's zone), teacher, program, type, status and whether they have
 * students (`attended`, for the reports that count only the lessons someone attends): how many, and their length in
 * seconds. The lesson reports count from it instead of from the lessons (decision 0036): a year of a
 * school of 200 teachers is some 50,000 rows here against 260,000 lessons. Never written by the application: the
 * statement triggers on `schedule_lessons` (hand-written in migration 0019) keep it in the same transaction as every
 * lesson write, whichever code path makes it, and a change of the school's zone rebuilds the school's rows. A key
 * whose count falls to zero is deleted, so every row counts at least one lesson.
 */
export const scheduleLessonDays = pgTable(
  "schedule_lesson_days",
  {
    schoolId: schoolId(),
    day: date("day").notNull(),
    teacherId: integer("teacher_id").notNull(),
    courseId: integer("course_id"),
    typeLesson: text("type_lesson", { enum: LESSON_TYPES }).notNull(),
    status: text("status", { enum: LESSON_STATUSES }).notNull(),
    attended: boolean("attended").notNull(),
    lessons: integer("lessons").notNull(),
    seconds: numeric("seconds").notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("schedule_lesson_days_key")
      .on(table.schoolId, table.day, table.teacherId, table.courseId, table.typeLesson, table.status, table.attended)
      .nullsNotDistinct(),
    // A teacher's own reports.
    index("schedule_lesson_days_teacher_idx").on(table.teacherId, table.day),
    // The emptied keys the triggers delete.
    index("schedule_lesson_days_empty_idx").on(table.schoolId).where(sql`${table.lessons} = 0`),
  ],
);

/**
 * A lesson's students. Each row also carries a copy of its lesson's teacher, program, type, status, times and day,
 * so the school-wide student reports read a year of rows from this table alone, without joining a year of lessons
 * (decision 0036). The copy is never written by the application: a row trigger fills it from the lesson on insert,
 * and a statement trigger on `schedule_lessons` rewrites it in the transaction of every lesson write (hand-written in
 * migrations 0020 and 0021). The copied columns are NOT NULL in the database (set by hand in those migrations, since
 * the trigger fills them after the insert names its columns); here they are left optional so an insert need not
 * name them.
 */
export const scheduleLessonStudents = pgTable(
  "schedule_lesson_students",
  {
    schoolId: schoolId(),
    lessonId: integer("lesson_id").notNull(),
    userId: integer("user_id").notNull(),
    createdAt: createdAt(),
    teacherId: integer("teacher_id"),
    courseId: integer("course_id"),
    typeLesson: text("type_lesson", { enum: LESSON_TYPES }),
    status: text("status", { enum: LESSON_STATUSES }),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    /**
     * The lesson's day in the school's zone (migration 0021): the month reports group by it instead of converting
     * every row's start; the school's new zone rewrites it.
     */
    day: date("day"),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.lessonId, table.userId] }),
    // A student's lessons, in time order through the lesson.
    index("schedule_lesson_students_user_idx").on(table.userId, table.lessonId),
    // The school-wide student reports over a period.
    index("schedule_lesson_students_school_time_idx").on(table.schoolId, table.startAt),
    // A teacher's own student reports.
    index("schedule_lesson_students_teacher_time_idx").on(table.teacherId, table.startAt),
    sameSchool({
      name: "schedule_lesson_students_lesson_fk",
      child: table,
      column: table.lessonId,
      parent: scheduleLessons,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "schedule_lesson_students_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/**
 * The lesson-student rows rolled up per school, month (its first day, in the school's zone), student and program, in
 * three sets (decision 0036): by status (`teacher_id` and `type_lesson` null), by teacher and status (`type_lesson`
 * null) and by lesson type (`teacher_id` and `status` null), each with how many lessons and their length.
 * The staff's school-wide student reports read a period's whole months here and only the days before and after them
 * from the rows: a student has some nine lessons a month, so a year of the bench school is some 137,000 rows by
 * status (275,000 by teacher, 240,000 by type) against 520,000. Never written by the application: the statement triggers on
 * `schedule_lesson_students` (hand-written in migration 0021) keep it in the transaction of every write of those
 * rows, and every lesson change and zone change reaches them as an update of the rows. A key whose count falls to
 * zero is deleted.
 */
export const scheduleStudentMonths = pgTable(
  "schedule_student_months",
  {
    schoolId: schoolId(),
    month: date("month").notNull(),
    userId: integer("user_id").notNull(),
    courseId: integer("course_id"),
    teacherId: integer("teacher_id"),
    typeLesson: text("type_lesson", { enum: LESSON_TYPES }),
    status: text("status", { enum: LESSON_STATUSES }),
    lessons: integer("lessons").notNull(),
    /** Exact and summed as integers: a numeric's sum took a third of a year's aggregate. */
    microseconds: bigint("microseconds", { mode: "number" }).notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("schedule_student_months_key")
      .on(table.schoolId, table.month, table.userId, table.courseId, table.teacherId, table.typeLesson, table.status)
      .nullsNotDistinct(),
    // A period's months of one set: the rows of the others are not read.
    index("schedule_student_months_by_status_idx")
      .on(table.schoolId, table.month)
      .where(sql`${table.teacherId} is null and ${table.typeLesson} is null`),
    index("schedule_student_months_by_type_idx").on(table.schoolId, table.month).where(sql`${table.status} is null`),
    index("schedule_student_months_by_teacher_idx")
      .on(table.schoolId, table.month)
      .where(sql`${table.teacherId} is not null`),
    // The emptied keys the triggers delete.
    index("schedule_student_months_empty_idx").on(table.schoolId).where(sql`${table.lessons} = 0`),
  ],
);

/** Every change of a lesson: who, when, from which status and slot to which, and why when the rules were overridden. */
export const scheduleLessonEvents = pgTable(
  "schedule_lesson_events",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    lessonId: integer("lesson_id").notNull(),
    kind: text("kind", { enum: LESSON_EVENT_KINDS }).notNull(),
    fromStatus: text("from_status", { enum: LESSON_STATUSES }),
    toStatus: text("to_status", { enum: LESSON_STATUSES }).notNull(),
    oldStartAt: timestamp("old_start_at", { withTimezone: true }),
    oldEndAt: timestamp("old_end_at", { withTimezone: true }),
    newStartAt: timestamp("new_start_at", { withTimezone: true }),
    newEndAt: timestamp("new_end_at", { withTimezone: true }),
    actorId: integer("actor_id"),
    reason: text("reason").notNull().default(""),
    override: boolean("override").notNull().default(false),
    /** The student the change was about: who was added, or whose monthly allowance it used. */
    studentId: integer("student_id"),
    /** The month (first day, school's zone) of the allowance used; null when none was. */
    chargedMonth: date("charged_month"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    index("schedule_lesson_events_lesson_idx").on(table.lessonId, table.id),
    sameSchool({
      name: "schedule_lesson_events_lesson_fk",
      child: table,
      column: table.lessonId,
      parent: scheduleLessons,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "schedule_lesson_events_actor_fk",
      child: table,
      column: table.actorId,
      parent: users,
      onDelete: "set null",
    }),
    sameSchool({
      name: "schedule_lesson_events_student_fk",
      child: table,
      column: table.studentId,
      parent: users,
      onDelete: "set null",
    }),
  ],
);

/**
 * How many cancellations and moves a student used in a month: one row per student, month and kind, raised by a
 * conditional upsert, so two requests at once cannot both take the last one.
 */
export const scheduleAllowanceUsage = pgTable(
  "schedule_allowance_usage",
  {
    schoolId: schoolId(),
    studentId: integer("student_id").notNull(),
    month: date("month").notNull(),
    kind: text("kind", { enum: ["cancel", "transfer"] }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.studentId, table.month, table.kind] }),
    sameSchool({
      name: "schedule_allowance_usage_student_fk",
      child: table,
      column: table.studentId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/** A teacher's working hours on a week day (ISO 1–7), in the school's zone; `type_lessons` empty: every type. */
export const workDays = pgTable(
  "work_days",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    teacherId: integer("teacher_id").notNull(),
    weekday: smallint("weekday").notNull(),
    /** Minutes after midnight: 0–1435 and 5–1440. */
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
    typeLessons: text("type_lessons", { enum: LESSON_TYPES }).array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    check("work_days_weekday", sql`${table.weekday} between 1 and 7`),
    check(
      "work_days_minutes",
      sql`0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
    index("work_days_teacher_idx").on(table.teacherId, table.weekday),
    schoolRowKey("work_days", table),
    sameSchool({
      name: "work_days_teacher_fk",
      child: table,
      column: table.teacherId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/**
 * A user's private calendar feed (decision 0133). Only the token's hash is kept, as for reset and refresh tokens:
 * the address is shown once, when made; a new token or a revoke ends the old address at once.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer("user_id").primaryKey(),
    schoolId: schoolId(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    uniqueIndex("calendar_feeds_token_hash_idx").on(table.tokenHash),
    sameSchool({
      name: "calendar_feeds_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);
