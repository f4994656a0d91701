import { INTL_LOCALES, type UiLanguage } from "@school/contracts";
import { formatInstant } from "../../ui/format";

/**
 * A message's moment as a chat shows it: today's by its time alone (09:30), this year's without the year (12 мар.,
 * 09:30), older ones in full; on the reader's calendar and clock. Here, not in ui/format: only the conversations'
 * screens show it, and ui/format is on every first screen.
 */
export function formatMessageTime(value: string, language: UiLanguage, now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const time = { hour: "2-digit", minute: "2-digit" } as const;
  if (date.toDateString() === now.toDateString()) return formatInstant(date, language, time);
  const sameYear = date.getFullYear() === now.getFullYear();
  return formatInstant(date, language, {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
    ...time,
  });
}

const MINUTES_IN = { hour: 60, day: 1440 } as const;

/**
 * How long a student waited, as the reader's language writes a duration: minutes under an hour (45 мин), hours and
 * minutes under a day (2 h 15 min), days and hours beyond (3 күн 4 сағ); whole units, the larger first.
 */
export function formatWait(minutes: number, language: UiLanguage): string {
  // The language's own unit names (Kazakh's сағ, not the Russian ч its number grouping borrows).
  const unit = (value: number, name: "minute" | "hour" | "day") =>
    new Intl.NumberFormat(INTL_LOCALES[language], { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  const whole = Math.round(minutes);
  if (whole < MINUTES_IN.hour) return unit(whole, "minute");
  if (whole < MINUTES_IN.day) {
    const rest = whole % MINUTES_IN.hour;
    return [unit(Math.floor(whole / MINUTES_IN.hour), "hour"), rest > 0 ? unit(rest, "minute") : ""].join(" ").trim();
  }
  const hours = Math.floor((whole % MINUTES_IN.day) / MINUTES_IN.hour);
  return [unit(Math.floor(whole / MINUTES_IN.day), "day"), hours > 0 ? unit(hours, "hour") : ""].join(" ").trim();
}
