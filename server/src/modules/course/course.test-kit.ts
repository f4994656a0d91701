import { addDays } from "../../core/schedule-time.js";
import { testSchoolToday } from "../../test/test-clock.js";

/** Helpers shared by the course module's tests (not a test file itself). */
export const api = (path: string) => `/api/v1/course/course/${path}`;

/** A valid create body: the required fields only (titles, descriptions in Russian, and a tag). */
export const minimalCourse = (tag: number) => ({
  title_ru: "Бакалавриат в Италии",
  short_desc_ru: "Кратко о программе",
  full_desc_ru: "Полное описание программы",
  tag,
});

/** A date counted from the test school's today, as the server counts it (not the UTC date, which differs at night). */
export const dateFromToday = (days: number) => addDays(testSchoolToday(), days);
