/**
 * The school's days are shown as the school has them: a timestamp in the school's zone, not the browser's. Numeric
 * parts: browsers without Kazakh month names would otherwise write "2026 М11 23".
 */
export const shownInstant = (value: string | null, timeZone: string, language: string) =>
  value === null
    ? ""
    : new Intl.DateTimeFormat(language, {
        timeZone,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      }).format(new Date(value));
