import type { Clock } from "../core/clock.js";
import { schoolDayIn } from "../core/school-day.js";
import { schools } from "../db/schema/index.js";

/** A clock a test sets: it runs with the system's time until `set`, and again after `reset`. */
export type SettableClock = Clock & { set(instant: Date | string): void; reset(): void };

export function settableClock(): SettableClock {
  let fixed: number | null = null;
  return {
    now: () => new Date(fixed ?? Date.now()),
    set(instant) {
      fixed = new Date(instant).getTime();
    },
    reset() {
      fixed = null;
    },
  };
}

/**
 * A test school's today while its clock runs with the system's time: the test schools keep the schools' default zone
 * (schema/schools.ts) unless a test sets another.
 */
export const testSchoolToday = () => schoolDayIn(String(schools.timeZone.default), new Date()).today;
