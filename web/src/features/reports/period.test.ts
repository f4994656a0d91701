import { describe, expect, it } from "vitest";
import { presetPeriod, schoolToday } from "./period";

describe("report periods", () => {
  it("takes today in the school's zone, not the browser's", () => {
    // 20:30 UTC on 31 December is already 1 January in Almaty (UTC+5).
    expect(schoolToday(new Date("2026-12-31T20:30:00Z"))).toBe("2027-01-01");
    expect(schoolToday(new Date("2026-12-31T18:30:00Z"))).toBe("2026-12-31");
  });

  it("gives the calendar week from Monday, the month, the quarter and the year", () => {
    expect(presetPeriod("week", "2026-11-22")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(presetPeriod("week", "2026-11-16")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(presetPeriod("month", "2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(presetPeriod("quarter", "2026-11-22")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(presetPeriod("quarter", "2026-01-01")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetPeriod("year", "2026-11-22")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });
});
