import { describe, expect, it } from "vitest";
import { formatMessageTime, formatWait } from "./message-time";

describe("a message's moment", () => {
  const now = new Date(2026, 10, 26, 15, 0);
  it("is its time alone today, without the year this year, and in full before, in each language", () => {
    const today = new Date(2026, 10, 26, 9, 5).toISOString();
    const thisYear = new Date(2026, 2, 12, 9, 30).toISOString();
    const before = new Date(2025, 11, 31, 23, 59).toISOString();
    expect(formatMessageTime(today, "en", now)).toBe("09:05");
    expect(formatMessageTime(today, "kk", now)).toBe("09:05");
    expect(formatMessageTime(thisYear, "en", now)).toBe("12 Mar, 09:30");
    expect(formatMessageTime(thisYear, "ru", now)).toBe("12 мар., 09:30");
    expect(formatMessageTime(thisYear, "kk", now)).toContain("12");
    expect(formatMessageTime(thisYear, "kk", now)).not.toContain("2026");
    expect(formatMessageTime(before, "ru", now)).toContain("2025");
    expect(formatMessageTime(before, "kk", now)).toContain("2025");
  });
});

describe("a wait", () => {
  it("is minutes, hours and minutes, or days and hours, in the reader's language", () => {
    expect(formatWait(45, "ru")).toBe("45 мин");
    expect(formatWait(135, "en")).toBe("2 hrs 15 mins");
    expect(formatWait(120, "kk")).toBe("2 сағ");
    expect(formatWait(3 * 1440 + 4 * 60 + 10, "kk")).toBe("3 күн 4 сағ");
  });
});
