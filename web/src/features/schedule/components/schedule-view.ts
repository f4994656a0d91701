import type { ScheduleLesson } from "@school/contracts";

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

/**
 * The week the calendar opens on (its week and list views, Monday first in all three languages, in UTC as the
 * calendar runs, decision 0026), known before the calendar's code arrives so the lessons are asked for at once.
 */
export function openingWeek(now: Date = new Date()): VisibleRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(monday), to: day(monday + 6 * DAY_MS) };
}
