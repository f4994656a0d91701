import { type LessonCourse, type LessonExList, titleInLanguage, type UiLanguage } from "@school/contracts";
import { formatDateTime } from "../../ui/format";

/** A program's title in the interface language, else the first one written. */
export function courseTitle(course: LessonCourse, language: UiLanguage): string {
  const own = { ru: course.title_ru, kk: course.title_kk, en: course.title_en }[language];
  return own || course.title_ru || course.title_en || course.title_kk;
}

/** An exercise list's title in the interface language, else the first one written (decision 0042). */
export function exListTitle(list: Pick<LessonExList, "title_ru" | "title_kk" | "title_en">, language: UiLanguage) {
  return titleInLanguage(language, list);
}

/** "2026-12-01T10:00:00.000Z" as the reader's local date and time, e.g. 1 December 2026, 15:00. */
export function formatLiveStart(iso: string, language: UiLanguage): string {
  return formatDateTime(iso, language);
}

/** An ISO instant as a datetime-local input shows it (local time, minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value back to an instant with its offset (UTC), or null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
