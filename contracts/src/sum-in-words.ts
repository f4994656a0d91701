import type { UiLanguage } from "./languages.js";

/**
 * A sum in tenge written in words, as invoices and acts print it beside the figures (issue 38, decision 0162):
 * "Сто двадцать тысяч тенге 50 тиынов", "Бір жүз жиырма мың теңге 50 тиын". The tenge in words, the tiyn in two
 * figures, the way Kazakhstani documents write it; up to 999 999 999 999 tenge.
 */

const RU_ONES_MALE = ["", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"];
const RU_ONES_FEMALE = ["", "одна", "две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"];
const RU_TEENS = [
  "десять",
  "одиннадцать",
  "двенадцать",
  "тринадцать",
  "четырнадцать",
  "пятнадцать",
  "шестнадцать",
  "семнадцать",
  "восемнадцать",
  "девятнадцать",
];
const RU_TENS = [
  "",
  "",
  "двадцать",
  "тридцать",
  "сорок",
  "пятьдесят",
  "шестьдесят",
  "семьдесят",
  "восемьдесят",
  "девяносто",
];
const RU_HUNDREDS = [
  "",
  "сто",
  "двести",
  "триста",
  "четыреста",
  "пятьсот",
  "шестьсот",
  "семьсот",
  "восемьсот",
  "девятьсот",
];
/** Per power of a thousand: its forms for 1, 2-4 and 5-20 and whether it is feminine (тысяча). */
const RU_SCALES: { forms: [string, string, string]; female: boolean }[] = [
  { forms: ["", "", ""], female: false },
  { forms: ["тысяча", "тысячи", "тысяч"], female: true },
  { forms: ["миллион", "миллиона", "миллионов"], female: false },
  { forms: ["миллиард", "миллиарда", "миллиардов"], female: false },
];

/** Russian's three forms by the number's ending: 1 (not 11), 2-4 (not 12-14), the rest. */
export function russianForm(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

function russianTriple(value: number, female: boolean): string[] {
  const words = [RU_HUNDREDS[Math.floor(value / 100)]!];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(RU_TEENS[rest - 10]!);
  else words.push(RU_TENS[Math.floor(rest / 10)]!, (female ? RU_ONES_FEMALE : RU_ONES_MALE)[rest % 10]!);
  return words.filter(Boolean);
}

const KK_ONES = ["", "бір", "екі", "үш", "төрт", "бес", "алты", "жеті", "сегіз", "тоғыз"];
const KK_TENS = ["", "он", "жиырма", "отыз", "қырық", "елу", "алпыс", "жетпіс", "сексен", "тоқсан"];
const KK_SCALES = ["", "мың", "миллион", "миллиард"];

function kazakhTriple(value: number): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  // Documents write "бір жүз" (one hundred) in full, as they write "бір мың".
  const words = hundreds > 0 ? [KK_ONES[hundreds]!, "жүз"] : [];
  words.push(KK_TENS[Math.floor(rest / 10)]!, KK_ONES[rest % 10]!);
  return words.filter(Boolean);
}

const EN_ONES = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const EN_SCALES = ["", "thousand", "million", "billion"];

function englishTriple(value: number): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words = hundreds > 0 ? [EN_ONES[hundreds]!, "hundred"] : [];
  if (rest < 20) words.push(EN_ONES[rest]!);
  else words.push(rest % 10 === 0 ? EN_TENS[rest / 10]! : `${EN_TENS[Math.floor(rest / 10)]}-${EN_ONES[rest % 10]}`);
  return words.filter(Boolean);
}

/** The groups of three digits of a whole number, the highest first, with their power of a thousand. */
function triples(whole: number): { value: number; scale: number }[] {
  const groups: { value: number; scale: number }[] = [];
  for (let rest = whole, scale = 0; rest > 0; rest = Math.floor(rest / 1000), scale += 1) {
    groups.unshift({ value: rest % 1000, scale });
  }
  return groups.filter((group) => group.value > 0);
}

/** A whole number in words in a language; zero as the language says it. */
export function numberInWords(whole: number, language: UiLanguage): string {
  if (!Number.isInteger(whole) || whole < 0 || whole >= 1e12) throw new RangeError(`Cannot write ${whole} in words`);
  if (whole === 0) return { ru: "ноль", kk: "нөл", en: "zero" }[language];
  const words = triples(whole).flatMap(({ value, scale }) => {
    if (language === "ru") {
      const { forms, female } = RU_SCALES[scale]!;
      return [...russianTriple(value, female), russianForm(value, forms)];
    }
    if (language === "kk") return [...kazakhTriple(value), KK_SCALES[scale]!];
    return [...englishTriple(value), EN_SCALES[scale]!];
  });
  return words.filter(Boolean).join(" ");
}

/** A sum in tenge and tiyn in words, its first letter capital: what an invoice or an act prints under its total. */
export function sumInWords(amount: number, language: UiLanguage): string {
  const minor = Math.round(amount * 100);
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Cannot write ${amount} in words`);
  const tenge = Math.floor(minor / 100);
  const tiyn = minor % 100;
  const tiynFigures = String(tiyn).padStart(2, "0");
  const words = numberInWords(tenge, language);
  const text =
    language === "ru"
      ? `${words} тенге ${tiynFigures} ${russianForm(tiyn, ["тиын", "тиына", "тиынов"])}`
      : language === "kk"
        ? `${words} теңге ${tiynFigures} тиын`
        : `${words} tenge ${tiynFigures} tiyn`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
