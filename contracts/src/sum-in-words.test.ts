import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberInWords, russianForm, sumInWords } from "./sum-in-words.js";

/**
 * The sum in words (decision 0162): known sums as a bookkeeper writes them, and, for any sum, words that read back as
 * the same number through a reader written apart from the writer (each word's value, a scale word multiplying the
 * group before it), with Russian's agreement of тысяча and тиын checked by its own rule.
 */

const RU_VALUES: Record<string, number> = Object.fromEntries(
  [
    ["ноль", 0],
    ["один", 1],
    ["одна", 1],
    ["два", 2],
    ["две", 2],
    ["три", 3],
    ["четыре", 4],
    ["пять", 5],
    ["шесть", 6],
    ["семь", 7],
    ["восемь", 8],
    ["девять", 9],
    ["десять", 10],
    ["одиннадцать", 11],
    ["двенадцать", 12],
    ["тринадцать", 13],
    ["четырнадцать", 14],
    ["пятнадцать", 15],
    ["шестнадцать", 16],
    ["семнадцать", 17],
    ["восемнадцать", 18],
    ["девятнадцать", 19],
    ["двадцать", 20],
    ["тридцать", 30],
    ["сорок", 40],
    ["пятьдесят", 50],
    ["шестьдесят", 60],
    ["семьдесят", 70],
    ["восемьдесят", 80],
    ["девяносто", 90],
    ["сто", 100],
    ["двести", 200],
    ["триста", 300],
    ["четыреста", 400],
    ["пятьсот", 500],
    ["шестьсот", 600],
    ["семьсот", 700],
    ["восемьсот", 800],
    ["девятьсот", 900],
  ].map(([word, value]) => [word, value]),
);
const RU_SCALES: Record<string, number> = {
  тысяча: 1e3,
  тысячи: 1e3,
  тысяч: 1e3,
  миллион: 1e6,
  миллиона: 1e6,
  миллионов: 1e6,
  миллиард: 1e9,
  миллиарда: 1e9,
  миллиардов: 1e9,
};
const KK_VALUES: Record<string, number> = {
  нөл: 0,
  бір: 1,
  екі: 2,
  үш: 3,
  төрт: 4,
  бес: 5,
  алты: 6,
  жеті: 7,
  сегіз: 8,
  тоғыз: 9,
  он: 10,
  жиырма: 20,
  отыз: 30,
  қырық: 40,
  елу: 50,
  алпыс: 60,
  жетпіс: 70,
  сексен: 80,
  тоқсан: 90,
};
const KK_SCALES: Record<string, number> = { мың: 1e3, миллион: 1e6, миллиард: 1e9 };

/** Reads words back: group values add up, "жүз" multiplies the digit before it, a scale word closes the group. */
function readBack(text: string, language: "ru" | "kk"): number {
  const values = language === "ru" ? RU_VALUES : KK_VALUES;
  const scales = language === "ru" ? RU_SCALES : KK_SCALES;
  let total = 0;
  let group = 0;
  for (const word of text.split(" ")) {
    if (word === "жүз") group = (group || 1) * 100;
    else if (word in scales) {
      total += group * scales[word]!;
      group = 0;
    } else if (word in values) group += values[word]!;
    else throw new Error(`unknown word ${word} in ${text}`);
  }
  return total + group;
}

describe("a sum in words", () => {
  it("writes known sums as documents do", () => {
    expect(sumInWords(0, "ru")).toBe("Ноль тенге 00 тиынов");
    expect(sumInWords(1, "ru")).toBe("Один тенге 00 тиынов");
    expect(sumInWords(21.01, "ru")).toBe("Двадцать один тенге 01 тиын");
    expect(sumInWords(1002.03, "ru")).toBe("Одна тысяча два тенге 03 тиына");
    expect(sumInWords(2000, "ru")).toBe("Две тысячи тенге 00 тиынов");
    expect(sumInWords(11_000.11, "ru")).toBe("Одиннадцать тысяч тенге 11 тиынов");
    expect(sumInWords(150_000, "ru")).toBe("Сто пятьдесят тысяч тенге 00 тиынов");
    expect(sumInWords(1_234_567.89, "ru")).toBe(
      "Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь тенге 89 тиынов",
    );
    expect(sumInWords(150_000, "kk")).toBe("Бір жүз елу мың теңге 00 тиын");
    expect(sumInWords(1_234_567.89, "kk")).toBe("Бір миллион екі жүз отыз төрт мың бес жүз алпыс жеті теңге 89 тиын");
    expect(sumInWords(0.5, "kk")).toBe("Нөл теңге 50 тиын");
    expect(sumInWords(1_000_021, "en")).toBe("One million twenty-one tenge 00 tiyn");
  });

  it("reads back as the same number in Russian and Kazakh, for any sum to a trillion", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.constantFrom("ru" as const, "kk" as const),
        (n, language) => {
          expect(readBack(numberInWords(n, language), language)).toBe(n);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("agrees тысяча and тиын with the number before them (одна тысяча, две тысячи, пять тысяч; 1 тиын, 2 тиына)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 99 }), (thousands, tiyn) => {
        const text = sumInWords(thousands * 1000 + tiyn / 100, "ru");
        expect(text).toContain(` ${russianForm(thousands, ["тысяча", "тысячи", "тысяч"])} тенге `);
        expect(text.endsWith(` ${russianForm(tiyn, ["тиын", "тиына", "тиынов"])}`)).toBe(true);
        const last = thousands % 10;
        const teen = thousands % 100 >= 11 && thousands % 100 <= 19;
        if (!teen && last === 1) expect(text).toMatch(/одна тысяча/i);
        if (!teen && last === 2) expect(text).toMatch(/две тысячи/i);
      }),
    );
  });

  it("refuses what it cannot write", () => {
    expect(() => sumInWords(-1, "ru")).toThrow(RangeError);
    expect(() => numberInWords(1e12, "kk")).toThrow(RangeError);
  });
});
