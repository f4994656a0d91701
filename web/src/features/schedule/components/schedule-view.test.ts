import { describe, expect, it } from "vitest";
import { openingWeek, shiftedWeek, wallClockIn, weekOf } from "./schedule-view";

describe("the week the schedule opens on", () => {
  it("runs Monday to Sunday around the school's today", () => {
    // Saturday 2026-11-28 in Almaty (UTC+5) and in UTC.
    expect(openingWeek("Asia/Almaty", new Date("2026-11-28T10:00:00Z"))).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
    });
    // A Monday opens its own week; a Sunday closes the one before.
    expect(openingWeek("UTC", new Date("2026-11-23T00:00:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(openingWeek("UTC", new Date("2026-11-29T23:59:59Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("is the school's week, not UTC's: Sunday evening in UTC is Monday in Almaty, Monday morning is Sunday in New York", () => {
    const sundayEvening = new Date("2026-11-29T19:30:00Z");
    expect(openingWeek("UTC", sundayEvening)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(openingWeek("Asia/Almaty", sundayEvening)).toEqual({ from: "2026-11-30", to: "2026-12-06" });
    expect(openingWeek("America/New_York", new Date("2026-11-30T03:00:00Z"))).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
    });
  });

  it("crosses a month and a year as the calendar does", () => {
    expect(openingWeek("UTC", new Date("2026-12-31T12:00:00Z"))).toEqual({ from: "2026-12-28", to: "2027-01-03" });
    expect(openingWeek("Asia/Almaty", new Date("2027-03-01T05:00:00Z"))).toEqual({
      from: "2027-03-01",
      to: "2027-03-07",
    });
  });
});

describe("the school's clock", () => {
  it("reads an instant as the zone's wall clock, written in UTC fields", () => {
    const instant = new Date("2026-11-29T19:30:05.250Z");
    expect(wallClockIn("Asia/Almaty", instant).toISOString()).toBe("2026-11-30T00:30:05.250Z");
    expect(wallClockIn("UTC", instant).toISOString()).toBe(instant.toISOString());
    // Daylight saving: New York is 4 hours behind in summer, 5 in winter.
    expect(wallClockIn("America/New_York", new Date("2026-07-01T12:00:00Z")).toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(wallClockIn("America/New_York", instant).toISOString()).toBe("2026-11-29T14:30:05.250Z");
  });
});

describe("a phone's week list moves by whole weeks", () => {
  const week = { from: "2026-11-23", to: "2026-11-29" };

  it("to the next and the previous week, across a month and a year", () => {
    expect(shiftedWeek(week, 1)).toEqual({ from: "2026-11-30", to: "2026-12-06" });
    expect(shiftedWeek(week, -1)).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(shiftedWeek({ from: "2026-12-28", to: "2027-01-03" }, 1)).toEqual({ from: "2027-01-04", to: "2027-01-10" });
  });

  it("narrows a month's view to the week of its first day (a computer's window made a phone's)", () => {
    expect(weekOf({ from: "2026-10-26", to: "2026-12-06" })).toEqual({ from: "2026-10-26", to: "2026-11-01" });
    expect(weekOf(week)).toEqual(week);
  });
});
