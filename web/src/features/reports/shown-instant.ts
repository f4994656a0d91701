import type { UiLanguage } from "@school/contracts";
import { formatInstant } from "../../ui/format";

/** The school's days are shown as the school has them: a timestamp in the school's zone, not the browser's. */
export const shownInstant = (value: string | null, timeZone: string, language: UiLanguage) =>
  value === null
    ? ""
    : formatInstant(new Date(value), language, {
        timeZone,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      });
