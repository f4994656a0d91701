import type { Round } from "@school/contracts";
import { AppError } from "../../../core/errors.js";
import { isCalendarDate } from "../../../core/school-day.js";

export type RoundDates = { start: string; end: string };

/** A round is open on the days from its start to its end, both included, counted in the schools' time zone. */
export function toRound(row: RoundDates & { id: number }, today: string): Round {
  return { id: row.id, start: row.start, end: row.end, is_open: row.start <= today && today <= row.end };
}

export const invalidRound = (field: keyof RoundDates | "id", why: string) =>
  new AppError("validation_failed", why, { fields: { [field]: why } });

/**
 * product.md section 5: the 'until' date may not be in the past, and a round cannot end before it starts.
 * `endMayBePast` lets an old round have its start corrected without moving its end.
 */
export function assertRoundDates(dates: RoundDates, rule: { today: string; endMayBePast?: boolean }): void {
  for (const field of ["start", "end"] as const) {
    if (!isCalendarDate(dates[field])) throw invalidRound(field, "Not a calendar date");
  }
  if (!rule.endMayBePast && dates.end < rule.today)
    throw invalidRound("end", "The 'until' date may not be in the past");
  if (dates.end < dates.start) throw invalidRound("end", "The 'until' date may not be before the start");
}
