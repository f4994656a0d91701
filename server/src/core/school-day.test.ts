import { timeZoneList } from "@school/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./schedule-time.js";
import { schoolDayIn } from "./school-day.js";

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar date of an instant in a zone, as the runtime's own time-zone data gives it (en-CA: YYYY-MM-DD). */
function intlDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const ZONES = timeZoneList();
const zone = fc.constantFrom(...ZONES);
const MINUTE = 60_000;
/** A day between 1990 and 2060, as the instant of its UTC midnight. */
const utcMidnight = fc.integer({ min: 7305, max: 32872 }).map((days) => days * 86_400_000);

/** An instant within 15 hours of a UTC midnight: every zone's own midnight falls in that window. */
const aroundUtcMidnight = fc
  .tuple(utcMidnight, fc.integer({ min: -15 * 60, max: 15 * 60 }), fc.integer({ min: 0, max: MINUTE - 1 }))
  .map(([midnight, minutes, milliseconds]) => new Date(midnight + minutes * MINUTE + milliseconds));

/** An instant within a minute either side of a school's own midnight (found independently of `schoolDayIn`). */
const aroundLocalMidnight = fc
  .tuple(zone, aroundUtcMidnight, fc.integer({ min: -MINUTE, max: MINUTE }))
  .map(([timeZone, instant, shift]) => {
    // Back an hour at a time past the date's start, then forward a minute at a time to its first minute.
    const date = intlDate(instant, timeZone);
    let start = Math.floor(instant.getTime() / MINUTE) * MINUTE;
    while (intlDate(new Date(start), timeZone) === date) start -= 60 * MINUTE;
    while (intlDate(new Date(start), timeZone) !== date) start += MINUTE;
    return { timeZone, instant: new Date(start + shift) };
  });

function checkDay(timeZone: string, instant: Date) {
  const day = schoolDayIn(timeZone, instant);
  expect(day.today).toBe(intlDate(instant, timeZone));
  expect(day.dateOf(instant)).toBe(day.today);
  const { from, before } = day.bounds({ first: day.today, last: day.today });
  expect(from!.getTime()).toBeLessThanOrEqual(instant.getTime());
  expect(instant.getTime()).toBeLessThan(before!.getTime());
  // The bounds are the day's own first instant and the next day's: a millisecond earlier is another date. The next
  // day is the next the zone shows (Apia skipped 30 December 2011), so the previous date is an earlier one.
  expect(intlDate(from!, timeZone)).toBe(day.today);
  expect(intlDate(new Date(from!.getTime() - 1), timeZone) < day.today).toBe(true);
  expect(intlDate(before!, timeZone) > day.today).toBe(true);
  expect(intlDate(new Date(before!.getTime() - 1), timeZone)).toBe(day.today);
}

describe("a school's day", () => {
  it("is the date its zone shows, with bounds around the instant, near any midnight of any zone", () => {
    fc.assert(
      fc.property(zone, aroundUtcMidnight, (timeZone, instant) => checkDay(timeZone, instant)),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(aroundLocalMidnight, ({ timeZone, instant }) => checkDay(timeZone, instant)),
      { numRuns: 1000 },
    );
  });

  it("bounds the day before a date the zone skipped whole up to the next date it shows", () => {
    // Apia (UTC-10 to UTC+14) went from the end of 29 December 2011 to 31 December: 10:00 UTC on the 30th.
    checkDay("Pacific/Apia", new Date("2011-12-29T10:00:00.000Z"));
    const day = schoolDayIn("Pacific/Apia", new Date("2011-12-29T10:00:00.000Z"));
    expect(day.bounds({ last: "2011-12-29" }).before).toEqual(new Date("2011-12-30T10:00:00.000Z"));
    expect(day.startOf("2011-12-30")).toEqual(day.startOf("2011-12-31"));
  });

  it("bounds a range of days from the first day's start to the start of the day after the last", () => {
    fc.assert(
      fc.property(zone, aroundUtcMidnight, fc.integer({ min: 0, max: 400 }), (timeZone, instant, length) => {
        const day = schoolDayIn(timeZone, instant);
        const last = addDays(day.today, length);
        const { from, before } = day.bounds({ first: day.today, last });
        expect(from).toEqual(day.startOf(day.today));
        expect(before).toEqual(day.startOf(addDays(last, 1)));
        expect(day.bounds({})).toEqual({ from: undefined, before: undefined });
      }),
      { numRuns: 500 },
    );
  });
});
