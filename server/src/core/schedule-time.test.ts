import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partsOf, zonedInstant, zonedParts, zoneFormatter } from "./schedule-time.js";

/** Zones with whole-hour, half-hour and quarter-hour offsets, with and without daylight saving, both hemispheres. */
const ZONES = [
  "Asia/Almaty",
  "Asia/Aqtobe",
  "Europe/Rome",
  "Europe/London",
  "America/New_York",
  "America/St_Johns",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "UTC",
];

/** What the zone formatter's parts say, the reading zonedParts used before it read the text. */
function byParts(instant: Date, timeZone: string) {
  const [year, month, day, hour, minute] = partsOf(zoneFormatter(timeZone), instant);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

describe("a school's wall clock", () => {
  it("reads the same date and time from the formatter's text as from its parts, in every zone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        // Years 1000 to 9999 write four digits; the others go by the parts, and must agree too.
        fc.date({ min: new Date("0500-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
        (timeZone, instant) => {
          const { date, time } = zonedParts(instant, timeZone);
          expect({ date, time }).toEqual(byParts(instant, timeZone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("names the ISO week day and finds the instant back across a change of the clocks", () => {
    // Rome moved its clocks forward on 2026-03-29 at 02:00; Almaty keeps +05:00 all year.
    expect(zonedParts(new Date("2026-03-29T00:30:00Z"), "Europe/Rome")).toEqual({
      date: "2026-03-29",
      time: "01:30",
      weekday: 7,
    });
    expect(zonedParts(new Date("2026-03-29T01:30:00Z"), "Europe/Rome").time).toBe("03:30");
    expect(zonedInstant("2026-03-30", "09:00", "Europe/Rome").toISOString()).toBe("2026-03-30T07:00:00.000Z");
    expect(zonedInstant("2026-11-25", "19:00", "Asia/Almaty").toISOString()).toBe("2026-11-25T14:00:00.000Z");
  });
});
