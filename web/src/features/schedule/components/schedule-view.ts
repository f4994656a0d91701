import { nameInLanguage, type ScheduleLesson } from "@school/contracts";
import type { TFunction } from "i18next";
import { runtimeKey } from "../../../ui/runtime-key";

/** Dark enough for white text at 4.5:1 (WCAG AA). */
export const STATUS_COLOURS: Record<ScheduleLesson["status_lesson"], string> = {
  planned: "#0958d9",
  rescheduled: "#ad4e00",
  finished: "#237804",
  cancelled: "#595959",
};

export type VisibleRange = { from: string; to: string };

/** A lesson dragged to a new slot; `revert` puts it back where it was when the server refuses the move. */
export type LessonDrop = { id: number; date: string; time_start: string; time_end: string; revert(): void };

const DAY_MS = 86_400_000;

/** A formatter per zone for `wallClockIn`: made once, as the first one costs a phone 100 ms or more. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of a time zone at an instant, written as the UTC instant of the same fields: the schedule runs in UTC
 * on the school's times (decision 0026), so its "now" is the school's clock read so, whatever the browser's zone.
 */
export function wallClockIn(timeZone: string, instant: Date): Date {
  let clock = zoneClocks.get(timeZone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    zoneClocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return new Date(
    Date.UTC(field("year"), field("month") - 1, field("day"), field("hour"), field("minute"), field("second")) +
      instant.getUTCMilliseconds(),
  );
}

/** The Monday-to-Sunday week (Monday first in all three languages) of a calendar instant's UTC date. */
function weekAround(marker: Date): VisibleRange {
  const today = Date.UTC(marker.getUTCFullYear(), marker.getUTCMonth(), marker.getUTCDate());
  const monday = today - ((marker.getUTCDay() + 6) % 7) * DAY_MS;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(monday), to: day(monday + 6 * DAY_MS) };
}

/**
 * The school's current week, which the calendar and a phone's list open on: by the school's date, not the browser's
 * or UTC's (from Sunday 19:00 UTC it is Monday in Almaty). Known before the calendar's code arrives, so the lessons are
 * asked for at once.
 */
export function openingWeek(timeZone: string, now: Date = new Date()): VisibleRange {
  return weekAround(wallClockIn(timeZone, now));
}

/** The Monday-to-Sunday week that holds a range's first day (a month's view narrowed to a phone's week). */
export function weekOf(range: VisibleRange): VisibleRange {
  return weekAround(new Date(`${range.from}T00:00:00Z`));
}

/** A week later (`weeks` > 0) or earlier: the same seven days moved. */
export function shiftedWeek(week: VisibleRange, weeks: number): VisibleRange {
  const day = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
  return { from: day(week.from), to: day(week.to) };
}

/** What a lesson is called in the calendar and the week's list: its group, else its program, else its type; its teacher. */
export function lessonTitle(lesson: ScheduleLesson, language: "ru" | "kk" | "en", t: TFunction): string {
  const course = lesson.course
    ? lesson.course[`title_${language}`] || lesson.course.title_ru || lesson.course.title_en
    : "";
  const what =
    (lesson.group && nameInLanguage(language, lesson.group)) ||
    course ||
    t(runtimeKey(`schedule.types.${lesson.type_lesson}`));
  const teacher = `${lesson.teacher.first_name} ${lesson.teacher.last_name}`.trim();
  return `${what} · ${teacher}`;
}
