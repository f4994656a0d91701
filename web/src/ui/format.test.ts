import { describe, expect, it, onTestFinished } from "vitest";
import {
  currencyName,
  feeText,
  formatDate,
  formatDateRange,
  formatInstant,
  formatInstantRange,
  formatShortDate,
  formatTimestamp,
  tuitionText,
} from "./format";

const program = (fields: Partial<{ is_free: boolean; price: number; price_currency: string }> = {}) => ({
  is_free: false,
  price: 3900,
  price_currency: "EUR",
  ...fields,
});

describe("a program's money", () => {
  it("shows the tuition entered, in its currency, for each interface language", () => {
    expect(tuitionText({ course: program(), language: "en" })).toBe("EUR 3,900");
    expect(tuitionText({ course: program(), language: "ru" })).toBe("3 900 EUR");
    expect(tuitionText({ course: program({ price_currency: "USD" }), language: "kk" })).toBe("3 900 USD");
  });

  it("is free only when the program is: a tuition of 0 without the switch is shown as 0", () => {
    expect(tuitionText({ course: program({ price: 0 }), language: "en" })).toBe("EUR 0");
    expect(tuitionText({ course: program({ is_free: true }), language: "en" })).toBeNull();
    expect(tuitionText({ course: program({ is_free: true, price: 0 }), language: "ru" })).toBeNull();
  });

  it("shows the submission fee entered, 0 included, in tenge", () => {
    expect(feeText(35000, "en")).toBe("35,000 ₸");
    // Russian and Kazakh group thousands with a no-break space.
    expect(feeText(35000, "ru").replace(/\s/gu, " ")).toBe("35 000 ₸");
    expect(feeText(0, "kk")).toBe("0 ₸");
  });
});

describe("a date", () => {
  it("is written as the reader's language writes it", () => {
    expect(formatDate("2026-03-12", "en")).toBe("12 March 2026");
    expect(formatDate("2026-03-12", "ru")).toBe("12 марта 2026 г.");
    expect(formatDate("2026-03-12", "kk")).toBe("2026 ж. 12 наурыз");
  });

  it("keeps a round's day wherever the reader is, and leaves what is not a date as it came", () => {
    // Read in Los Angeles, where the day's first instant in UTC is still the day before (each test file runs in a
    // process of its own: pool "forks").
    const zone = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    expect(new Date("2026-01-01").getDate()).toBe(31);
    expect(formatDate("2026-01-01", "en")).toBe("1 January 2026");
    expect(formatDate("2026-12-31", "en")).toBe("31 December 2026");
    expect(formatDate("soon", "en")).toBe("soon");
  });
});

describe("a Kazakh date", () => {
  it("is composed from Kazakh names, whatever calendar data the browser has", () => {
    expect(formatDate("2026-11-23", "kk")).toBe("2026 ж. 23 қараша");
    expect(formatShortDate("2026-11-23", "kk")).toBe("23.11.2026");
    expect(formatTimestamp("2026-11-23T08:44:00Z", "kk", "UTC")).toBe("2026 ж. 23 қар., 08:44");
    expect(formatDateRange("2026-11-01", "2027-03-31", "kk")).toBe("2026 ж. 1 қар. – 2027 ж. 31 нау.");
    const monday = new Date("2026-11-23T00:00:00Z");
    expect(formatInstant(monday, "kk", { weekday: "short", day: "2-digit", month: "2-digit", timeZone: "UTC" })).toBe(
      "дс, 23.11",
    );
    expect(
      formatInstantRange(monday, new Date("2026-11-29T00:00:00Z"), "kk", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
    ).toBe("2026 ж. 23–29 қараша");
  });

  it("keeps Russian timestamps Russian, on a 24-hour clock", () => {
    expect(formatTimestamp("2026-11-23T20:44:36Z", "ru", "UTC")).toBe("23 нояб. 2026 г., 20:44");
  });
});

describe("currency names", () => {
  it("are the interface language's, Kazakh from the shipped names", () => {
    expect(currencyName("KZT", "kk")).toBe("Қазақстан теңгесі");
    expect(currencyName("KZT", "ru")).toMatch(/^Казах.* тенге$/);
    expect(currencyName("EUR", "en")).toBe("Euro");
    expect(currencyName("XYZ", "kk")).toBe("XYZ");
  });
});
