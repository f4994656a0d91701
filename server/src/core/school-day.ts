/** Deadline rounds are calendar dates of the schools' market (Kazakhstan, one time zone since 2024). */
export const SCHOOL_TIME_ZONE = "Asia/Almaty";

// en-CA writes dates as YYYY-MM-DD.
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE });

/** Today's date (YYYY-MM-DD) where the schools are, not where the server runs. */
export function schoolToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** A YYYY-MM-DD string that names a real calendar day (the format alone lets 2026-02-30 through). */
export function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
