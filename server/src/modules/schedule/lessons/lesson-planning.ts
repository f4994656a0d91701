import { randomUUID } from "node:crypto";
import {
  LESSON_MAX_MINUTES,
  SCHEDULE_MAX_DAYS_AHEAD,
  type ScheduleLesson,
  SERIES_MAX_LESSONS,
} from "@school/contracts";
import { pgErrorCode } from "../../../core/db-errors.js";
import { AppError } from "../../../core/errors.js";
import { addDays, clockOf, isoWeekday, minutesOfDay, zonedInstant, zonedParts } from "../../../core/schedule-time.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import * as queries from "../schedule.queries.js";
import { selectWorkDays, type WorkDayRow } from "../work-time/work-days.queries.js";

/** PostgreSQL's exclusion violation: the teacher is already booked at that time (`schedule_lessons_teacher_free`). */
export const PG_EXCLUSION_VIOLATION = "23P01";
/** Lessons may be recorded up to a year back (a school entering its past timetable). */
const SCHEDULE_MAX_DAYS_BACK = 366;

export type Slot = { date: string; time_start: string; time_end: string };
type LessonType = ScheduleLesson["type_lesson"];

/** The slots of a weekly timetable from `from` to `until` (both included), in date order. */
export function weeklySlots(input: {
  from: string;
  until: string;
  weekdays: { weekday: number; time_start: string; time_end: string }[];
}): Slot[] {
  const slots: Slot[] = [];
  for (let date = input.from; date <= input.until; date = addDays(date, 1)) {
    for (const day of input.weekdays) {
      if (day.weekday !== isoWeekday(date)) continue;
      slots.push({ date, time_start: day.time_start, time_end: day.time_end });
      if (slots.length > SERIES_MAX_LESSONS)
        throw new AppError("validation_failed", `A series holds at most ${SERIES_MAX_LESSONS} lessons`, {
          fields: { repeat_until: `At most ${SERIES_MAX_LESSONS} lessons` },
        });
    }
  }
  return slots;
}

export type PlanInput = {
  /** Who plans (kept in each lesson's history). */
  actorId: number | null;
  teacherId: number;
  courseId?: number | null;
  groupId?: number | null;
  typeLesson: LessonType;
  studentIds: readonly number[];
  slots: readonly Slot[];
  /** Several slots form a series unless told otherwise. */
  series?: boolean;
  /** The series the lessons join (a group's timetable has one of its own); a new one otherwise. */
  seriesId?: string;
  comment?: string;
  /** The clock's "now": no lesson is planned on a day already past in the school. */
  now: Date;
};

/**
 * Plans lessons in the caller's transaction: checks the teacher, program, group and students are the school's, every
 * slot is within the dates allowed, the school's work hours and the teacher's work time, and the teacher is free;
 * then writes the lessons, their students and their history. The groups module plans a group's timetable through
 * this too. Nothing is written when any slot fails (the caller's transaction rolls back on the error).
 */
export async function planLessons(scope: Scope, input: PlanInput): Promise<number[]> {
  if (input.slots.length === 0)
    throw new AppError("validation_failed", "No lesson falls on the chosen days", {
      fields: { weekdays: "No lesson" },
    });
  const rules = await queries.selectRules(scope);
  const [teacher] = await queries.usersWithRole(scope, { ids: [input.teacherId], role: "teacher" });
  if (!teacher) throw fieldNotFound("teacher", "No teacher with this id in the school");
  const courseId = await resolveCourse(scope, input);
  const studentIds = [...new Set(input.studentIds)];
  const students = await queries.usersWithRole(scope, { ids: studentIds, role: "student" });
  if (students.length !== studentIds.length) throw fieldNotFound("students", "A student is not of the school");
  const workTime = await selectWorkDays(scope, { teacherIds: [input.teacherId] });
  const today = zonedParts(input.now, rules.timeZone).date;
  const timed = input.slots.map((slot) => {
    checkSlot({ slot, rules, today, workTime, typeLesson: input.typeLesson });
    return {
      slot,
      startAt: zonedInstant(slot.date, slot.time_start, rules.timeZone),
      endAt: zonedInstant(slot.date, slot.time_end, rules.timeZone),
    };
  });
  await refuseBusyTeacher(scope, { teacherId: input.teacherId, timed, timeZone: rules.timeZone });
  const seriesId = input.seriesId ?? (input.slots.length > 1 && input.series !== false ? randomUUID() : null);
  try {
    const ids = await queries.insertPlannedLessons(scope, {
      lessons: timed.map(({ startAt, endAt }) => ({
        teacherId: input.teacherId,
        courseId,
        groupId: input.groupId ?? null,
        typeLesson: input.typeLesson,
        startAt,
        endAt,
        seriesId,
        comment: input.comment ?? "",
        createdBy: input.actorId,
      })),
      studentIds,
    });
    return ids;
  } catch (error) {
    // Another request booked the teacher between the check above and this insert: the database's constraint decides.
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw teacherBusy();
    throw error;
  }
}

async function resolveCourse(scope: Scope, input: PlanInput): Promise<number | null> {
  let courseId = input.courseId ?? null;
  if (courseId !== null && !(await queries.courseExists(scope, courseId)))
    throw fieldNotFound("course", "No program with this id in the school");
  if (input.groupId) {
    const group = await queries.groupOf(scope, input.groupId);
    if (!group) throw fieldNotFound("group", "No group with this id in the school");
    if (courseId !== null && group.courseId !== courseId)
      throw new AppError("validation_failed", "The group is of another program", {
        fields: { group: "The group is of another program" },
      });
    courseId = group.courseId;
  }
  return courseId;
}

/** A slot's date is in the allowed range and its times are in the school's hours and the teacher's work time. */
export function checkSlot(input: {
  slot: Slot;
  rules: queries.Rules;
  today: string;
  workTime: readonly WorkDayRow[];
  typeLesson: LessonType;
}): void {
  const { slot, rules } = input;
  if (
    slot.date < addDays(input.today, -SCHEDULE_MAX_DAYS_BACK) ||
    slot.date > addDays(input.today, SCHEDULE_MAX_DAYS_AHEAD)
  )
    throw new AppError("validation_failed", "The date is out of range: at most a year back and 400 days ahead", {
      fields: {
        date: `Between ${addDays(input.today, -SCHEDULE_MAX_DAYS_BACK)} and ${addDays(input.today, SCHEDULE_MAX_DAYS_AHEAD)}`,
      },
    });
  const start = minutesOfDay(slot.time_start);
  const end = minutesOfDay(slot.time_end);
  if (end <= start)
    throw new AppError("validation_failed", "The lesson must end after it starts", {
      fields: { time_end: "The lesson must end after it starts" },
    });
  // The create body says so too; a move's body does not, and the database refuses a longer lesson.
  if (end - start > LESSON_MAX_MINUTES)
    throw new AppError("validation_failed", "A lesson lasts at most 8 hours", {
      fields: { time_end: "A lesson lasts at most 8 hours" },
    });
  if (start < rules.workStartMinute || end > rules.workEndMinute)
    throw new AppError("outside_work_time", "The lesson is outside the school's work hours", {
      fields: {
        time_start: `Between ${clockOf(rules.workStartMinute)} and ${clockOf(rules.workEndMinute)}`,
        work_hours: `${clockOf(rules.workStartMinute)}–${clockOf(rules.workEndMinute)}`,
      },
    });
  if (input.workTime.length === 0) return;
  const weekday = isoWeekday(slot.date);
  const fits = input.workTime.some(
    (day) =>
      day.weekday === weekday &&
      day.startMinute <= start &&
      end <= day.endMinute &&
      (day.typeLessons.length === 0 || day.typeLessons.includes(input.typeLesson)),
  );
  if (!fits)
    throw new AppError("outside_work_time", `The lesson on ${slot.date} is outside the teacher's work time`, {
      fields: { time_start: "Outside the teacher's work time", date: slot.date },
    });
}

/** A clear 409 before writing, naming the slot; the exclusion constraint remains the guarantee under a race. */
export async function refuseBusyTeacher(
  scope: Scope,
  input: { teacherId: number; timed: { slot: Slot; startAt: Date; endAt: Date }[]; timeZone: string; except?: number },
) {
  const from = new Date(Math.min(...input.timed.map((item) => item.startAt.getTime())));
  const to = new Date(Math.max(...input.timed.map((item) => item.endAt.getTime())));
  const busy = await queries.selectTeacherLessonTimes(scope, {
    teacherId: input.teacherId,
    from,
    to,
    except: input.except,
  });
  for (const { slot, startAt, endAt } of input.timed) {
    if (busy.some((lesson) => lesson.startAt < endAt && startAt < lesson.endAt)) throw teacherBusy(slot);
  }
}

export function teacherBusy(slot?: Slot): AppError {
  const when = slot ? ` on ${slot.date} ${slot.time_start}–${slot.time_end}` : "";
  return new AppError("teacher_busy", `The teacher already has a lesson at this time${when}`, {
    fields: { time_start: "The teacher is busy at this time" },
  });
}

function fieldNotFound(field: string, detail: string): AppError {
  return new AppError("not_found", detail, { fields: { [field]: detail } });
}
