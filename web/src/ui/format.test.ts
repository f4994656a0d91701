import fc from "fast-check";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  currencyName,
  feeText,
  formatDate,
  formatDateRange,
  formatInstant,
  formatInstantRange,
  formatMonth,
  formatNumber,
  formatPercent,
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

  it("writes a week's span with plain spaces: the server's and the browser's language data differ in the narrow ones", () => {
    const week = [new Date("2026-12-14T00:00:00Z"), new Date("2026-12-20T00:00:00Z")] as const;
    const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
    expect(formatInstantRange(...week, "en", options)).toBe("14 – 20 December 2026");
    expect(formatInstantRange(...week, "ru", options)).toBe("14–20 декабря 2026 г.");
    expect(formatInstant(week[0], "ru", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })).toBe(
      "14 декабря 2026 г.",
    );
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

describe("a number, a percentage and a month", () => {
  it("are written as the reader's language writes them", () => {
    expect(formatPercent(92.5, "kk")).toBe("92,5\u00a0%");
    expect(formatPercent(92.5, "ru")).toBe("92,5\u00a0%");
    expect(formatPercent(92.5, "en")).toBe("92.5%");
    expect(formatPercent(66.666, "ru", 2)).toBe("66,67\u00a0%");
    expect(formatNumber(1_000_000, "kk")).toBe("1\u00a0000\u00a0000");
    expect(formatNumber(4.25, "ru")).toBe("4,3");
    expect(formatNumber(200_000, "en")).toBe("200,000");
    expect(formatMonth("2025-12", "kk")).toBe("2025 ж. жел.");
    expect(formatMonth("2025-12", "kk", "long")).toBe("2025 ж. желтоқсан");
    expect(formatMonth("2025-12", "ru", "long")).toBe("декабрь 2025 г.");
    expect(formatMonth("2025-12", "en")).toBe("Dec 2025");
    expect(formatMonth("2025-12-01", "en")).toBe("2025-12-01");
  });

  it("never groups thousands or marks decimals the English way in Kazakh and Russian", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom("kk", "ru"),
        (tenths: number, language: "kk" | "ru") => {
          const value = tenths / 10;
          const text = formatNumber(value, language);
          expect(text).not.toMatch(/[,.]\d{3}|\./);
          // The digits read back give the value: spaces group thousands, a comma marks the decimal.
          expect(Number(text.replace(/\u00a0/g, "").replace(",", "."))).toBe(value);
        },
      ),
    );
  });

  it("writes any percentage with one decimal at most, the sign after a no-break space in Kazakh and Russian", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.constantFrom("kk", "ru", "en"),
        (points: number, language: "kk" | "ru" | "en") => {
          const text = formatPercent(points, language);
          expect(text).toMatch(language === "en" ? /^\d{1,3}(\.\d)?%$/ : /^\d{1,3}(,\d)?\u00a0%$/);
          const read = Number(text.replace(/\u00a0?%$/, "").replace(",", "."));
          expect(Math.abs(read - points)).toBeLessThanOrEqual(0.05 + 1e-9);
        },
      ),
    );
  });

  it("names every month of any year in the reader's language, never as its number", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        (year: number, month: number) => {
          const value = `${year}-${String(month).padStart(2, "0")}`;
          expect(formatMonth(value, "kk", "long")).toBe(
            `${year} ж. ${["қаңтар", "ақпан", "наурыз", "сәуір", "мамыр", "маусым", "шілде", "тамыз", "қыркүйек", "қазан", "қараша", "желтоқсан"][month - 1]}`,
          );
          for (const language of ["ru", "en"] as const) {
            const text = formatMonth(value, language);
            expect(text).toContain(String(year));
            expect(text).not.toMatch(/\d{4}-\d{2}|\b\d{1,2}\b/);
          }
        },
      ),
    );
  });
});
