import {
  type FilterTeachersQuery,
  type ScheduleSettings,
  type ScheduleSettingsBody,
  SPEC_MESSAGES,
  type WorkDay,
  type workDayCreateBody,
  type workDayUpdateBody,
} from "@school/contracts";
import type { z } from "zod";
import { requireAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { clockOf, isoWeekday, minutesOfDay, zonedInstant } from "../../../core/schedule-time.js";
import { inTransaction, type Scope } from "../../../core/tenancy/scope.js";
import * as queries from "../schedule.queries.js";
import * as workDayQueries from "./work-days.queries.js";
import { selectWorkDays, type WorkDayRow } from "./work-days.queries.js";

const toWorkDay = (row: WorkDayRow): WorkDay => ({
  id: row.id,
  teacher: row.teacherId,
  weekday: row.weekday,
  time_start: clockOf(row.startMinute),
  time_end: clockOf(row.endMinute),
  type_lessons: row.typeLessons,
});

function toSettings(rules: queries.Rules): ScheduleSettings {
  return {
    time_zone: rules.timeZone,
    cancel_count: rules.cancelCount,
    transfer_count: rules.transferCount,
    cancel_time: rules.cancelTime,
    transfer_time: rules.transferTime,
    work_start: clockOf(rules.workStartMinute),
    work_end: clockOf(rules.workEndMinute),
    auto_finish: rules.autoFinishLessons,
  };
}

/** GET work-day/list/{id}/: a teacher's week (a teacher: their own). */
export async function listWorkDays(actor: Actor, teacherId: number) {
  await requireAccess(actor, "workDay.read", { userId: teacherId });
  return (await selectWorkDays(actor, { teacherIds: [teacherId] })).map(toWorkDay);
}

/** GET get_work_time/: the school's rules, and a teacher's work days (of the date's week day when named). */
export async function workTime(actor: Actor, query: { teacher?: number; date?: string }) {
  const rules = await queries.selectRules(actor);
  const { teacher, date } = query;
  const days = teacher
    ? await selectWorkDays(actor, { teacherIds: [teacher], weekday: date ? isoWeekday(date) : undefined })
    : [];
  return { ...toSettings(rules), work_days: days.map(toWorkDay) };
}

type CreateBody = z.output<typeof workDayCreateBody>;
type UpdateBody = z.output<typeof workDayUpdateBody>;

export async function createWorkDay(actor: Actor, body: CreateBody) {
  return inTransaction(actor, async (tx) => {
    const [teacher] = await queries.usersWithRole(tx, { ids: [body.teacher], role: "teacher" });
    if (!teacher)
      throw new AppError("not_found", "No teacher with this id in the school", { fields: { teacher: "Not found" } });
    const hours = { startMinute: minutesOfDay(body.time_start), endMinute: minutesOfDay(body.time_end) };
    await refuseOverlap(tx, { teacherId: body.teacher, weekday: body.weekday, ...hours });
    const id = await workDayQueries.insertWorkDay(tx, {
      teacherId: body.teacher,
      weekday: body.weekday,
      ...hours,
      typeLessons: body.type_lessons,
    });
    return toWorkDay((await selectWorkDays(tx, { id }))[0] as WorkDayRow);
  });
}

export async function updateWorkDay(actor: Actor, input: { id: number; body: UpdateBody }) {
  const { body } = input;
  return inTransaction(actor, async (tx) => {
    const [current] = await selectWorkDays(tx, { id: input.id });
    if (!current) throw notFound("No such work day");
    const next = {
      weekday: body.weekday ?? current.weekday,
      startMinute: body.time_start ? minutesOfDay(body.time_start) : current.startMinute,
      endMinute: body.time_end ? minutesOfDay(body.time_end) : current.endMinute,
      typeLessons: body.type_lessons ?? current.typeLessons,
    };
    if (next.endMinute <= next.startMinute)
      throw new AppError("validation_failed", "The work time must end after it starts", {
        fields: { time_end: "Must be after the start" },
      });
    await refuseOverlap(tx, { teacherId: current.teacherId, ...next, except: current.id });
    await workDayQueries.updateWorkDayRow(tx, { id: current.id, values: next });
    return toWorkDay((await selectWorkDays(tx, { id: current.id }))[0] as WorkDayRow);
  });
}

export async function deleteWorkDay(actor: Actor, id: number) {
  await workDayQueries.deleteWorkDayRow(actor, id);
}

async function refuseOverlap(
  scope: Scope,
  input: { teacherId: number; weekday: number; startMinute: number; endMinute: number; except?: number },
) {
  const same = await selectWorkDays(scope, { teacherIds: [input.teacherId], weekday: input.weekday });
  const clash = same.find(
    (day) => day.id !== input.except && day.startMinute < input.endMinute && input.startMinute < day.endMinute,
  );
  if (clash)
    throw new AppError(
      "conflict",
      `The teacher already works ${clockOf(clash.startMinute)}–${clockOf(clash.endMinute)} that day`,
      {
        fields: { time_start: "Overlaps other work time" },
      },
    );
}

/**
 * GET filter_teachers/: the program's teachers (every teacher when no program is named) whose work time that week day
 * covers the whole interval for the lesson type and, on a date, who have no lesson then. A teacher with no work days
 * works the school's hours. None: the spec's 'No free teacher for the given time'.
 */
export async function filterTeachers(actor: Actor, query: FilterTeachersQuery) {
  const rules = await queries.selectRules(actor);
  const date = query.start_date ?? query.data;
  const weekday = date ? isoWeekday(date) : (query.day as number);
  const start = minutesOfDay(query.time_after);
  const end = minutesOfDay(query.time_before);
  const candidates = await workDayQueries.teachersAmong(actor, { teacherId: query.teacher, courseId: query.course });
  const inSchoolHours = rules.workStartMinute <= start && end <= rules.workEndMinute;
  const ids = candidates.map((teacher) => teacher.id);
  const week = ids.length > 0 && inSchoolHours ? await selectWorkDays(actor, { teacherIds: ids }) : [];
  const busy =
    date && ids.length > 0 && inSchoolHours
      ? await workDayQueries.busyTeachers(actor, {
          teacherIds: ids,
          from: zonedInstant(date, query.time_after, rules.timeZone),
          to: zonedInstant(date, query.time_before, rules.timeZone),
        })
      : new Set<number>();
  const free = candidates.filter((teacher) => {
    if (!inSchoolHours || busy.has(teacher.id)) return false;
    const own = week.filter((day) => day.teacherId === teacher.id);
    if (own.length === 0) return true;
    return own.some(
      (day) =>
        day.weekday === weekday &&
        day.startMinute <= start &&
        end <= day.endMinute &&
        (!query.type_lesson || day.typeLessons.length === 0 || day.typeLessons.includes(query.type_lesson)),
    );
  });
  return {
    teachers: free.map((teacher) => ({ id: teacher.id, first_name: teacher.firstName, last_name: teacher.lastName })),
    detail: free.length === 0 ? SPEC_MESSAGES.noFreeTeacher : null,
  };
}

/** GET teacher_in_course/{id}/: the program's teachers. */
export async function courseTeachers(actor: Actor, courseId: number) {
  const rows = await workDayQueries.teachersOfCourse(actor, courseId);
  return rows.map((row) => ({ id: row.id, first_name: row.firstName, last_name: row.lastName }));
}

/** PATCH user/school/schedule_settings/: the school's rules. */
export async function updateSettings(actor: Actor, body: ScheduleSettingsBody) {
  const rules = await queries.selectRules(actor);
  const workStartMinute = body.work_start ? minutesOfDay(body.work_start) : rules.workStartMinute;
  const workEndMinute = body.work_end ? minutesOfDay(body.work_end) : rules.workEndMinute;
  if (workEndMinute <= workStartMinute)
    throw new AppError("validation_failed", "The work day must end after it starts", {
      fields: { work_end: "Must be after the start" },
    });
  await workDayQueries.updateRules(actor, {
    timeZone: body.time_zone,
    cancelCount: body.cancel_count,
    transferCount: body.transfer_count,
    cancelTime: body.cancel_time,
    transferTime: body.transfer_time,
    workStartMinute,
    workEndMinute,
    autoFinishLessons: body.auto_finish,
  });
  return toSettings(await queries.selectRules(actor));
}
