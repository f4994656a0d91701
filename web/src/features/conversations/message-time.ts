import type { UiLanguage } from "@school/contracts";
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
