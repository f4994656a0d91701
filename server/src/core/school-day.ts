import { eq, type SQL, sql } from "drizzle-orm";
import { schools } from "../db/schema/index.js";
import type { PublicAnswers } from "./cache/public-answers.js";
import type { SchoolChanges } from "./cache/school-changes.js";
import type { Clock } from "./clock.js";
import { notFound } from "./errors.js";
import { addDays, zonedInstant, zonedParts } from "./schedule-time.js";
import type { Scope } from "./tenancy/scope.js";

/**
 * A school's day (decision 0043): every "today", every "now" and every bound of a calendar day a service uses is
 * decided here, in the school's own `time_zone`, at the instant the clock gives.
 */
export type SchoolDay = {
  timeZone: string;
  now: Date;
  /** The school's calendar date (YYYY-MM-DD) at `now`. */
  today: string;
  /** The school's calendar date of an instant. */
  dateOf(instant: Date): string;
  /** The instant the school's day `date` begins. */
  startOf(date: string): Date;
  /**
   * The instants around the days `first` to `last`, both included: from the start of `first` to the start of the day
   * after `last` (exclusive). A day not given leaves that side open.
   */
  bounds(days: { first?: string; last?: string }): { from?: Date; before?: Date };
};

/** The day of a school in `timeZone` at `now`, for a caller that already holds the zone (a job over every school). */
export function schoolDayIn(timeZone: string, now: Date): SchoolDay {
  const startOf = (date: string) => firstInstantOf(date, timeZone);
  return {
    timeZone,
    now,
    today: zonedParts(now, timeZone).date,
    dateOf: (instant) => zonedParts(instant, timeZone).date,
    startOf,
    bounds: ({ first, last }) => ({
      from: first === undefined ? undefined : startOf(first),
      before: last === undefined ? undefined : startOf(addDays(last, 1)),
    }),
  };
}

const HOUR_MS = 3_600_000;

/**
 * The first instant of a calendar date in a zone: its midnight, unless the zone skips midnight (clocks moved forward
 * at 00:00, as Lima's on 1 January 1990 or Cairo's since 2023) or shows it twice; then the day's first instant is
 * searched for within the three hours either side, where every such change of offset falls. A date the zone skips
 * whole (Apia crossed the date line after 29 December 2011: its 30th never began) starts where the next date it
 * shows starts, so a day's bounds still meet the next day's; that search spans a day and more either side.
 */
function firstInstantOf(date: string, timeZone: string): Date {
  const midnight = zonedInstant(date, "00:00", timeZone).getTime();
  const dateAt = (instant: number) => zonedParts(new Date(instant), timeZone).date;
  if (dateAt(midnight) === date && dateAt(midnight - 1) < date) return new Date(midnight);
  // Invariant: `before` is of an earlier date, `onTheDay` of this date or later.
  let reach = 3 * HOUR_MS;
  if (dateAt(midnight - reach) >= date || dateAt(midnight + reach) < date) reach = 27 * HOUR_MS;
  let before = midnight - reach;
  let onTheDay = midnight + reach;
  while (onTheDay - before > 1) {
    const middle = Math.floor((before + onTheDay) / 2);
    if (dateAt(middle) < date) before = middle;
    else onTheDay = middle;
  }
  return new Date(onTheDay);
}

/**
 * The school's zone. A request's actor (or visitor) carries the app's change feed of the schools rows (decision
 * 0094), so the zone is kept per school until that school's row changes: the schedule, the user list and the
 * catalogue read it on every call, and its row was a statement of each (decision 0121). A scope without the feed (a
 * job's, or an app built without it: tests) reads the row every time. Another process's change holds here once its
 * notification arrives, a moment after it commits, as for the domains and the guests' answers.
 */
export async function schoolTimeZone(
  scope: Scope & { deps?: { publicAnswers?: PublicAnswers | null } },
): Promise<string> {
  const changes = scope.deps?.publicAnswers?.changes;
  if (!changes) return readTimeZone(scope);
  let known = rememberedZones.get(changes);
  if (!known) {
    known = new Map();
    rememberedZones.set(changes, known);
  }
  const remembered = known.get(scope.schoolId);
  if (remembered && changes.isCurrent(scope.schoolId, remembered.stamp)) return remembered.timeZone;
  // Stamped before the read: a change heard while reading leaves the zone read stale at once.
  const stamp = changes.stamp();
  const timeZone = await readTimeZone(scope);
  if (known.size >= REMEMBERED_SCHOOLS) known.clear();
  known.set(scope.schoolId, { timeZone, stamp });
  return timeZone;
}

/** Each app's zones by school (keyed by its change feed, one per app), up to this many schools. */
const rememberedZones = new WeakMap<SchoolChanges, Map<number, { timeZone: string; stamp: number }>>();
const REMEMBERED_SCHOOLS = 1000;

async function readTimeZone(scope: Scope): Promise<string> {
  const [school] = await scope.db
    .select({ timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  if (!school) throw notFound("School not found");
  return school.timeZone;
}

/** The school's day at the clock's "now": an actor as it is, or a job's scope with the app's deps. */
export async function schoolDayOf(
  scope: Scope & { deps: { clock: Clock; publicAnswers?: PublicAnswers | null } },
): Promise<SchoolDay> {
  return schoolDayIn(await schoolTimeZone(scope), scope.deps.clock.now());
}

/**
 * A zone as an SQL literal, for an expression that is both grouped and selected (a parameter in each place would be
 * two expressions to PostgreSQL). The text is written into the query, so only a zone name's characters get through
 * (the setting is checked against the IANA list when saved).
 */
export function zoneLiteral(timeZone: string): SQL {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) throw new RangeError(`Not a time zone: ${timeZone}`);
  return sql.raw(`'${timeZone}'`);
}

/** A YYYY-MM-DD string that names a real calendar day (the format alone lets 2026-02-30 through). */
export function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
