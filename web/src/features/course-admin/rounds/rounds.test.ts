import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error";
import { isRoundOpen, isRoundsLimitError, roundDatesProblem } from "./rounds";

describe("rounds", () => {
  const today = "2026-03-10";

  it("are open from the first through the last day", () => {
    expect(isRoundOpen({ start: "2026-03-01", end: "2026-03-10" }, today)).toBe(true);
    expect(isRoundOpen({ start: "2026-03-11", end: "2026-04-01" }, today)).toBe(false);
    expect(isRoundOpen({ start: "2026-01-01", end: "2026-03-09" }, today)).toBe(false);
  });

  it("refuse an 'until' date in the past or before the start", () => {
    expect(roundDatesProblem({ start: "2026-01-01", end: "2026-03-09" }, { today })).toBe("endInPast");
    expect(roundDatesProblem({ start: "2026-05-01", end: "2026-04-01" }, { today })).toBe("endBeforeStart");
    expect(roundDatesProblem({ start: "2026-01-01", end: today }, { today })).toBeNull();
    expect(roundDatesProblem({ start: "2025-12-01", end: "2026-01-09" }, { today, endMayBePast: true })).toBeNull();
  });

  it("recognise the server's rounds-limit refusal", () => {
    const limited = new ApiError({ status: 400, code: "bad_request", detail: "Number of rounds is limited!" });
    expect(isRoundsLimitError(limited)).toBe(true);
    expect(isRoundsLimitError(new ApiError({ status: 400, code: "bad_request", detail: "Other" }))).toBe(false);
  });
});
