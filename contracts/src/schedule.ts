import { z } from "zod";
import { clockEnd, clockTime, minutesOf } from "./clock-time.js";
import { dbId, isoDate } from "./fields.js";
import { GROUP_TYPES } from "./learning.js";
import { scheduleSettings } from "./schedule-settings.js";

/**
 * The school's timetable (decision 0026): lessons of a teacher with students at a time, their statuses and the moves
 * between them as data, the school's rules for cancelling and moving, and the teachers' work time.
 */

/** Lesson status (product.md section 4): planned, finished (conducted), rescheduled (touched: moved), cancelled. */
export const LESSON_STATUSES = ["planned", "finished", "rescheduled", "cancelled"] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
export const lessonStatus = z.enum(LESSON_STATUSES);

/** What `post_status/` may set; `planned` is reached only by the reset (`cancel_status/`). */
export const LESSON_ACTIONS = ["finished", "rescheduled", "cancelled"] as const;
export type LessonAction = (typeof LESSON_ACTIONS)[number];

/**
 * Allowed moves. A moved lesson is still to be given, so it may be conducted, moved again or cancelled; a conducted or
 * cancelled lesson is final until reset. `reset` lists the statuses `cancel_status/` brings back to planned (a move
 * is undone by moving again, since the old slot may be taken by then). Any other move answers 409.
 */
export const LESSON_TRANSITIONS: Record<LessonStatus, readonly LessonAction[]> = {
  planned: ["finished", "rescheduled", "cancelled"],
  rescheduled: ["finished", "rescheduled", "cancelled"],
  finished: [],
  cancelled: [],
};
export const LESSON_RESETTABLE: readonly LessonStatus[] = ["finished", "cancelled"];

export function canMoveLesson(from: LessonStatus, to: LessonAction): boolean {
  return LESSON_TRANSITIONS[from].includes(to);
}

/** Lesson types are the group types (product.md section 9): trial, individual, group, pair. */
export const LESSON_TYPES = GROUP_TYPES;
export const lessonType = z.enum(LESSON_TYPES);

/** Week days as ISO numbers, Monday 1 … Sunday 7 (`WEEKDAYS` in groups). */
export const weekday = z.coerce.number().int().min(1).max(7);

/** Lessons are planned at most this far ahead (a series too): a year and a bit. */
export const SCHEDULE_MAX_DAYS_AHEAD = 400;
/** A lesson lasts from 5 minutes to 8 hours. */
export const LESSON_MAX_MINUTES = 8 * 60;
/**
 * The longest a lesson lasts in real time: eight wall-clock hours, plus the hour a daylight-saving change inside it
 * can add. The database refuses a longer lesson, so a search for lessons overlapping a time may start its index range
 * this long before it (decision 0036).
 */
export const LESSON_MAX_SPAN_MINUTES = LESSON_MAX_MINUTES + 60;
/** At most this many lessons in one series (a year of twice a week is 104). */
export const SERIES_MAX_LESSONS = 200;
/** The calendar asks for at most this many days at once (a month view with its edges is 42). */
export const SCHEDULE_MAX_RANGE_DAYS = 62;

export const schedulePerson = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type SchedulePerson = z.infer<typeof schedulePerson>;

/** A lesson as the calendar shows it: times in the school's zone (`date`, `time_start`, `time_end`) and in UTC. */
export const scheduleLesson = z.object({
  id: z.number().int(),
  date: z.string(),
  time_start: z.string(),
  time_end: z.string(),
  start: z.string(),
  end: z.string(),
  status_lesson: lessonStatus,
  type_lesson: lessonType,
  teacher: schedulePerson,
  course: z
    .object({ id: z.number().int(), title_ru: z.string(), title_kk: z.string(), title_en: z.string() })
    .nullable(),
  /** The group's Russian name under the spec's word, and its names as written (decision 0042). */
  group: z
    .object({
      id: z.number().int(),
      name_group: z.string(),
      name_ru: z.string(),
      name_kk: z.string(),
      name_en: z.string(),
    })
    .nullable(),
  students: z.array(schedulePerson),
  /** Lessons created together as a weekly series share it. */
  series_id: z.string().nullable(),
  comment: z.string(),
});
export type ScheduleLesson = z.infer<typeof scheduleLesson>;
export const scheduleLessonList = z.array(scheduleLesson);

export const LESSON_EVENT_KINDS = [
  "created",
  "finished",
  "rescheduled",
  "cancelled",
  "reset",
  "student_added",
] as const;
export const lessonEvent = z.object({
  id: z.number().int(),
  kind: z.enum(LESSON_EVENT_KINDS),
  from_status: lessonStatus.nullable(),
  to_status: lessonStatus,
  /** The slot a move left (school's zone, `YYYY-MM-DD HH:MM`–`HH:MM`), kept as history. */
  old_start: z.string().nullable(),
  old_end: z.string().nullable(),
  new_start: z.string().nullable(),
  new_end: z.string().nullable(),
  by: schedulePerson.nullable(),
  /** Why staff overrode the school's rules, or why the lesson changed. */
  reason: z.string(),
  /** Staff acted outside the rules (late notice or over the monthly allowance). */
  override: z.boolean(),
  at: z.string(),
});
export type LessonEvent = z.infer<typeof lessonEvent>;

export const scheduleLessonDetail = scheduleLesson.extend({
  history: z.array(lessonEvent),
  /** The moves the transition table allows from the current status. */
  next: z.array(z.enum(LESSON_ACTIONS)),
  can_reset: z.boolean(),
});
export type ScheduleLessonDetail = z.infer<typeof scheduleLessonDetail>;

const idFilter = dbId.optional();

/** GET list/: one day (`date`) or a range of at most two months; the caller's own lessons for students and teachers. */
export const scheduleListQuery = z
  .object({
    date_after: isoDate.optional(),
    date_before: isoDate.optional(),
    date: isoDate.optional(),
    teacher: idFilter,
    student: idFilter,
    typelesson: lessonType.optional(),
    course: idFilter,
    group: idFilter,
  })
  .refine((query) => query.date !== undefined || (query.date_after !== undefined && query.date_before !== undefined), {
    message: "Name a date, or date_after and date_before",
    path: ["date_after"],
  })
  .refine((query) => !query.date_after || !query.date_before || query.date_after <= query.date_before, {
    message: "date_after must not be later than date_before",
    path: ["date_before"],
  })
  .refine(
    (query) =>
      !query.date_after ||
      !query.date_before ||
      daysBetween(query.date_after, query.date_before) <= SCHEDULE_MAX_RANGE_DAYS,
    { message: `At most ${SCHEDULE_MAX_RANGE_DAYS} days at once`, path: ["date_before"] },
  );
export type ScheduleListQuery = z.infer<typeof scheduleListQuery>;

export const studentLessonsQuery = z.object({
  type_lesson: lessonType.optional(),
  date_after: isoDate.optional(),
  date_before: isoDate.optional(),
});

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * POST create/: one lesson, or a weekly series from `date` until `repeat_until` on `weekdays` (the date's own week
 * day when not named). Times are wall-clock times in the school's zone.
 */
export const scheduleCreateBody = z
  .object({
    teacher: dbId,
    course: dbId.nullable().optional(),
    group: dbId.nullable().optional(),
    type_lesson: lessonType,
    date: isoDate,
    time_start: clockTime,
    time_end: clockTime,
    students: z.array(dbId).max(50).default([]),
    repeat_until: isoDate.optional(),
    weekdays: z.array(weekday).min(1).max(7).optional(),
    comment: z.string().trim().max(500).default(""),
  })
  .refine((body) => minutesOf(body.time_start) < minutesOf(body.time_end), {
    message: "The lesson must end after it starts",
    path: ["time_end"],
  })
  .refine((body) => minutesOf(body.time_end) - minutesOf(body.time_start) <= LESSON_MAX_MINUTES, {
    message: "A lesson lasts at most 8 hours",
    path: ["time_end"],
  })
  .refine((body) => !body.repeat_until || body.repeat_until >= body.date, {
    message: "The series must end on or after its first day",
    path: ["repeat_until"],
  });
export type ScheduleCreateBody = z.input<typeof scheduleCreateBody>;

/** POST delete/: lessons by id; `series` takes the named lessons' later lessons of the same series too. */
export const scheduleDeleteBody = z.object({
  ids: z.array(dbId).min(1).max(200),
  series: z.boolean().default(false),
});
export const scheduleDeleteResult = z.object({ deleted: z.number().int() });

/** POST add/{userId}/: the student joins the lesson, and with `series` its later lessons of the series. */
export const scheduleAddStudentBody = z.object({ schedule: dbId, series: z.boolean().default(false) });
export const scheduleAddStudentResult = z.object({ added: z.number().int() });

/** A staff member acting outside the school's rules must say why; the reason is kept in the lesson's history. */
const reason = z.string().trim().max(500).default("");

/** POST post_status/{scheduleId}/: conduct, move (to `date`, `time_start`, `time_end`) or cancel. */
export const schedulePostStatusBody = z
  .object({
    status_lesson: z.enum(LESSON_ACTIONS),
    date: isoDate.optional(),
    time_start: clockTime.optional(),
    time_end: clockTime.optional(),
    reason,
  })
  .refine(
    (body) =>
      body.status_lesson !== "rescheduled" ||
      (body.date !== undefined && body.time_start !== undefined && body.time_end !== undefined),
    { message: "A move names the new date, time_start and time_end", path: ["date"] },
  )
  .refine((body) => !body.time_start || !body.time_end || minutesOf(body.time_start) < minutesOf(body.time_end), {
    message: "The lesson must end after it starts",
    path: ["time_end"],
  });
export type SchedulePostStatusBody = z.input<typeof schedulePostStatusBody>;
export const scheduleResetBody = z.object({ reason }).default({ reason: "" });

/** GET filter_teachers/: teachers of the program free on that day (or week day) between the two times. */
export const filterTeachersQuery = z
  .object({
    data: isoDate.optional(),
    start_date: isoDate.optional(),
    day: weekday.optional(),
    course: idFilter,
    type_lesson: lessonType.optional(),
    time_after: clockTime,
    time_before: clockEnd,
    teacher: idFilter,
  })
  .refine((query) => query.data !== undefined || query.start_date !== undefined || query.day !== undefined, {
    message: "Name start_date (or data) or day",
    path: ["start_date"],
  })
  .refine((query) => minutesOf(query.time_after) < minutesOf(query.time_before), {
    message: "time_before must be later than time_after",
    path: ["time_before"],
  });
export type FilterTeachersQuery = z.infer<typeof filterTeachersQuery>;
export const freeTeachers = z.object({ teachers: z.array(schedulePerson), detail: z.string().nullable() });

/** A teacher's working hours on a week day; `type_lessons` empty: every type. */
export const workDay = z.object({
  id: z.number().int(),
  teacher: z.number().int(),
  weekday,
  time_start: clockTime,
  time_end: clockEnd,
  type_lessons: z.array(lessonType),
});
export type WorkDay = z.infer<typeof workDay>;
export const workDayList = z.array(workDay);
const workDayFields = z.object({
  teacher: dbId,
  weekday,
  time_start: clockTime,
  time_end: clockEnd,
  type_lessons: z.array(lessonType).max(LESSON_TYPES.length).default([]),
});
const endsAfterStart = (body: { time_start?: string; time_end?: string }) =>
  !body.time_start || !body.time_end || minutesOf(body.time_start) < minutesOf(body.time_end);
export const workDayCreateBody = workDayFields.refine(endsAfterStart, {
  message: "The work time must end after it starts",
  path: ["time_end"],
});
export type WorkDayCreateBody = z.input<typeof workDayCreateBody>;
export const workDayUpdateBody = workDayFields
  .omit({ teacher: true })
  .partial()
  .refine(endsAfterStart, {
    message: "The work time must end after it starts",
    path: ["time_end"],
  });
export type WorkDayUpdateBody = z.input<typeof workDayUpdateBody>;

/** GET get_work_time/: the school's hours and rules, and a teacher's work time on a day when asked. */
export const workTimeQuery = z.object({ teacher: idFilter, date: isoDate.optional() });
export const workTime = scheduleSettings.extend({ work_days: workDayList });

/**
 * The private calendar feed (decision 0133): a secret address a calendar app subscribes to, shown once, when made (the
 * server keeps only its hash); a new one revokes the old.
 */
export const icalLink = z.object({ url: z.string() });
/** Whether the caller has a feed, and since when: its address cannot be read again, only replaced. */
export const icalStatus = z.object({ active: z.boolean(), created_at: z.iso.datetime({ offset: true }).nullable() });
export type IcalStatus = z.infer<typeof icalStatus>;
export const icalParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/, "a feed token") });
