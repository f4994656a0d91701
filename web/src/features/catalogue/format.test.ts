import { describe, expect, it } from "vitest";
import { feeText, tuitionText } from "./format";

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
