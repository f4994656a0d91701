import { describe, expect, it } from "vitest";
import { openingWeek } from "./schedule-view";

describe("the week the schedule opens on", () => {
  it("runs Monday to Sunday around today, by the UTC date the calendar runs on", () => {
    // Saturday 2026-11-28.
    expect(openingWeek(new Date("2026-11-28T10:00:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    // A Monday opens its own week; a Sunday closes the one before.
    expect(openingWeek(new Date("2026-11-23T00:00:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(openingWeek(new Date("2026-11-29T23:59:59Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("crosses a month and a year as the calendar does", () => {
    expect(openingWeek(new Date("2026-12-31T12:00:00Z"))).toEqual({ from: "2026-12-28", to: "2027-01-03" });
    expect(openingWeek(new Date("2027-03-01T05:00:00Z"))).toEqual({ from: "2027-03-01", to: "2027-03-07" });
  });
});
