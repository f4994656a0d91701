import dayjs from "dayjs";

/**
 * The reports' periods (decision 0031): calendar days in the school's time zone, so "this month" is the school's
 * month whatever the browser's zone. The zone is the school's schedule setting; Asia/Almaty is its default.
 */
export const SCHOOL_TIME_ZONE = "Asia/Almaty";

export const PERIOD_PRESETS = ["week", "month", "quarter", "year", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Both days included, YYYY-MM-DD. */
export type Period = { from: string; to: string };

/** Today's date where the school is (en-CA writes YYYY-MM-DD). */
export function schoolToday(now: Date = new Date(), timeZone: string = SCHOOL_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
}

const format = (day: dayjs.Dayjs) => day.format("YYYY-MM-DD");

/** The calendar week (Monday to Sunday), month, quarter or year that holds `today`. */
export function presetPeriod(preset: Exclude<PeriodPreset, "custom">, today: string): Period {
  const day = dayjs(today);
  switch (preset) {
    case "week": {
      // dayjs counts Sunday as 0; the school week starts on Monday.
      const monday = day.subtract((day.day() + 6) % 7, "day");
      return { from: format(monday), to: format(monday.add(6, "day")) };
    }
    case "month":
      return { from: format(day.startOf("month")), to: format(day.endOf("month")) };
    case "quarter": {
      const start = day.month(Math.floor(day.month() / 3) * 3).startOf("month");
      return { from: format(start), to: format(start.add(2, "month").endOf("month")) };
    }
    case "year":
      return { from: format(day.startOf("year")), to: format(day.endOf("year")) };
  }
}
