import type { CalendarOptions } from "@fullcalendar/core";
import { formatInstant, formatInstantRange } from "../../../ui/format";

type Marker = { marker: Date };
type Formatted = { date: Marker; start: Marker; end?: Marker };

const LONG_DAY = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/**
 * FullCalendar writes its titles, day headings and link hints through Intl in the locale's code, and a browser
 * without Kazakh calendar data writes "2026 M11 23 – 29" and "Mon" for "kk". In Kazakh these go through ui/format
 * instead. The calendar runs in UTC (wall-clock times, decision 0026), so its markers are read in UTC.
 */
export const KAZAKH_CALENDAR_FORMATS: Pick<
  CalendarOptions,
  | "titleFormat"
  | "dayHeaderFormat"
  | "dayHeaderDidMount"
  | "dayPopoverFormat"
  | "listDayFormat"
  | "listDaySideFormat"
  | "navLinkHint"
  | "views"
> = {
  titleFormat: ({ start, end }: Formatted) =>
    end && !sameDay(start.marker, end.marker)
      ? formatInstantRange(start.marker, end.marker, "kk", LONG_DAY)
      : formatInstant(start.marker, "kk", LONG_DAY),
  dayHeaderFormat: ({ date }: Formatted) =>
    formatInstant(date.marker, "kk", { weekday: "short", day: "2-digit", month: "2-digit", timeZone: "UTC" }),
  // A weekday heading's link is named with a fixed English-only format, which no option reaches.
  dayHeaderDidMount: ({ el, date }) =>
    el
      .querySelector(".fc-col-header-cell-cushion")
      ?.setAttribute("aria-label", formatInstant(date, "kk", { weekday: "long", timeZone: "UTC" })),
  dayPopoverFormat: ({ date }: Formatted) => formatInstant(date.marker, "kk", LONG_DAY),
  listDayFormat: ({ date }: Formatted) => formatInstant(date.marker, "kk", { weekday: "long", timeZone: "UTC" }),
  listDaySideFormat: ({ date }: Formatted) => formatInstant(date.marker, "kk", LONG_DAY),
  navLinkHint: (_text: string, date: Date) => formatInstant(date, "kk", LONG_DAY),
  views: {
    dayGridMonth: {
      titleFormat: ({ date }: Formatted) =>
        formatInstant(date.marker, "kk", { month: "long", year: "numeric", timeZone: "UTC" }),
      dayHeaderFormat: ({ date }: Formatted) => formatInstant(date.marker, "kk", { weekday: "short", timeZone: "UTC" }),
    },
  },
};
