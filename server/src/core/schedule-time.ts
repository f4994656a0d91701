/**
 * Wall-clock times of a school's zone and the UTC instants they name. Lessons are stored in UTC and always shown in
 * the school's zone (decision 0026), so a lesson at 19:00 Almaty is 19:00 on every screen, whatever the browser's.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter: date and time to the second, 24-hour clock (`2026-11-25, 14:31:05`). */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export type ZonedParts = { date: string; time: string; weekday: number };

/** The school's date (YYYY-MM-DD), time (HH:MM) and ISO week day of an instant. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const formatter = zoneFormatter(timeZone);
  // The formatter's text read by position: a quarter of the time of its parts, and lesson lists convert every
  // lesson's start and end (3 % of the journey bench's server CPU). A text of another shape (a year of other than four
  // digits, another ICU's punctuation) is read by its parts.
  const written = WRITTEN_DATE_TIME.exec(formatter.format(instant));
  const [year, month, day, hour, minute] = written ? written.slice(1) : partsOf(formatter, instant);
  const date = `${year}-${month}-${day}`;
  return { date, time: `${hour}:${minute}`, weekday: isoWeekday(date) };
}

const WRITTEN_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}),? (\d{2}):(\d{2}):\d{2}$/;

/** Year, month, day, hour and minute as the formatter's parts name them, whatever text it writes. */
export function partsOf(formatter: Intl.DateTimeFormat, instant: Date): string[] {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(String);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const parts = zonedParts(instant, timeZone);
  const seconds = instant.getUTCSeconds();
  const asUtc = Date.parse(`${parts.date}T${parts.time}:${String(seconds).padStart(2, "0")}Z`);
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The instant a school's wall clock shows `time` on `date` ("24:00" is the next midnight). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutesOfDay(time) * 60_000;
  const first = naive - offsetAt(new Date(naive), timeZone);
  // A second look settles a time near a change of the zone's offset.
  return new Date(naive - offsetAt(new Date(first), timeZone));
}

export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** ISO week day of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the date's month. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;
