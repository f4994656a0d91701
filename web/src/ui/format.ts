import type { UiLanguage } from "@school/contracts";

/**
 * Kazakh numbers are written like Russian ones (thousands split by a space, decimal comma). Some browsers claim
 * kk-KZ but format it with the root locale's commas, so the Russian rules are used for it directly.
 */
const NUMBER_LOCALES: Record<UiLanguage, string[]> = { ru: ["ru-RU"], kk: ["ru-RU"], en: ["en-GB"] };

/**
 * Intl's formatters, made once per locale and options: making one costs far more than formatting with it, and a
 * page formats a date and two sums per program card (the server draws the catalogue's pages, decision 0145). The
 * options come from this file and the data's currencies and time zones, so the set stays small.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locales: string[], options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(["number", locales, options]);
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locales, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(["date", locale, options]);
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The locales Intl formatters use for the interface language, best first. */
export function numberLocaleOf(language: UiLanguage): string[] {
  return NUMBER_LOCALES[language];
}

/**
 * A number as the reader's language writes it: "1 234,5" in Russian and Kazakh, "1,234.5" in English (the one
 * place a count, a score or a chart's axis is written; money has its own below).
 */
export function formatNumber(value: number, language: UiLanguage, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(numberLocaleOf(language), { maximumFractionDigits: 1, ...options }).format(value);
}

/**
 * A percentage given in points (92.5 for 92.5 %) as the reader's language writes it: "92,5 %" in Russian and
 * Kazakh (a no-break space before the sign), "92.5%" in English; one decimal at most unless asked otherwise.
 */
export function formatPercent(points: number, language: UiLanguage, maximumFractionDigits = 1): string {
  return numberFormat(numberLocaleOf(language), { style: "percent", maximumFractionDigits }).format(points / 100);
}

/** Russian and English dates come from the browser's Intl; Kazakh ones are composed (see kazakhDate). */
const DATE_LOCALES: Record<Exclude<UiLanguage, "kk">, string> = { ru: "ru-RU", en: "en-GB" };

/** Amounts are shown whole: fees and tuition are quoted in round numbers. */
export function formatAmount(amount: number, language: UiLanguage): string {
  return numberFormat(numberLocaleOf(language), { maximumFractionDigits: 0 }).format(amount);
}

/** The submission fee, always in tenge. */
export function formatTenge(amount: number, language: UiLanguage): string {
  return `${formatAmount(amount, language)} ₸`;
}

/** Tuition in its own currency; an unknown currency code is written after the amount as it is. */
export function formatMoney(input: { amount: number; currency: string; language: UiLanguage }): string {
  try {
    return numberFormat(numberLocaleOf(input.language), {
      style: "currency",
      currency: input.currency,
      currencyDisplay: "code",
      maximumFractionDigits: 0,
    })
      .format(input.amount)
      .replace(/\u00a0/g, " ");
  } catch {
    return `${formatAmount(input.amount, input.language)} ${input.currency}`;
  }
}

/**
 * A sum kept in minor units (tiyn, cents; decision 0051) with its currency's sign: "25 000 ₸", "$1,200.50". Whole sums
 * drop the decimals; the grouping is the language's.
 */
export function formatMinorMoney(input: { minor: number; currency: string; language: UiLanguage }): string {
  const major = input.minor / 100;
  try {
    return numberFormat(numberLocaleOf(input.language), {
      style: "currency",
      currency: input.currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
      maximumFractionDigits: 2,
    })
      .format(major)
      .replace(/\u00a0/g, " ");
  } catch {
    return `${formatAmount(major, input.language)} ${input.currency}`;
  }
}

/**
 * A program's tuition as the admin entered it, or null when the program is free (the caller says "Free" in the
 * reader's language). Only the free switch makes a program free: a tuition of 0 without it is shown as 0.
 */
export function tuitionText(input: {
  course: { is_free: boolean; price: number; price_currency: string };
  language: UiLanguage;
}): string | null {
  const { course, language } = input;
  if (course.is_free) return null;
  return formatMoney({ amount: course.price, currency: course.price_currency, language });
}

/** The submission fee as the admin entered it, 0 included: the form always has one (0 unless changed). */
export function feeText(cost: number, language: UiLanguage): string {
  return formatTenge(cost, language);
}

/**
 * Kazakh names (CLDR's) of the currencies a school keeps its money in: Intl.DisplayNames has the same gap for Kazakh
 * as the dates (decision 0074) and answers "Kazakhstani Tenge" or the bare code.
 */
const KK_CURRENCIES: Record<string, string> = {
  KZT: "Қазақстан теңгесі",
  USD: "АҚШ доллары",
  EUR: "Еуро",
  RUB: "Ресей рублі",
};

/** A currency's name in the interface language ("Казахский тенге"); a code without one comes back as it is. */
export function currencyName(code: string, language: UiLanguage): string {
  if (language === "kk") return KK_CURRENCIES[code] ?? code;
  try {
    const name = new Intl.DisplayNames([DATE_LOCALES[language]], { type: "currency" }).of(code) ?? code;
    return language === "ru" ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  } catch {
    return code;
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Kazakh month and weekday names (CLDR's, as written inside a date). Chromium builds whose ICU data leave Kazakh
 * out still claim to support "kk" and write "2026 M11 23" and "Mon", so Kazakh dates are composed here instead of
 * trusting the browser; the numbers come from Intl's Russian, which writes them the same way.
 */
const KK_MONTHS = [
  "қаңтар",
  "ақпан",
  "наурыз",
  "сәуір",
  "мамыр",
  "маусым",
  "шілде",
  "тамыз",
  "қыркүйек",
  "қазан",
  "қараша",
  "желтоқсан",
];
const KK_MONTHS_SHORT = [
  "қаң.",
  "ақп.",
  "нау.",
  "сәу.",
  "мам.",
  "мау.",
  "шіл.",
  "там.",
  "қыр.",
  "қаз.",
  "қар.",
  "жел.",
];
/** Sunday first, as Date.getUTCDay counts. */
const KK_WEEKDAYS = ["жексенбі", "дүйсенбі", "сейсенбі", "сәрсенбі", "бейсенбі", "жұма", "сенбі"];
const KK_WEEKDAYS_SHORT = ["жс", "дс", "сс", "ср", "бс", "жм", "сб"];

/** dateStyle and timeStyle spelled out as fields, so the Kazakh composer has one shape to read. */
function expandStyles(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const { dateStyle, timeStyle, ...rest } = options;
  const date: Intl.DateTimeFormatOptions =
    dateStyle === "full"
      ? { weekday: "long", year: "numeric", month: "long", day: "numeric" }
      : dateStyle === "long"
        ? { year: "numeric", month: "long", day: "numeric" }
        : dateStyle === "medium"
          ? { year: "numeric", month: "short", day: "numeric" }
          : dateStyle === "short"
            ? { year: "numeric", month: "2-digit", day: "2-digit" }
            : {};
  const time: Intl.DateTimeFormatOptions =
    timeStyle === undefined
      ? {}
      : timeStyle === "short"
        ? { hour: "2-digit", minute: "2-digit" }
        : { hour: "2-digit", minute: "2-digit", second: "2-digit" };
  return { ...rest, ...date, ...time };
}

/** The calendar fields of an instant in a time zone (the reader's when none is given). */
function calendarFields(date: Date, timeZone: string | undefined) {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    weekday: "short",
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(field("weekday"));
  return { year: field("year"), month: Number(field("month")), day: field("day"), weekday };
}

/** A Kazakh date as CLDR writes it: "2026 ж. 23 қараша", "дс, 2026 ж. 23 қар., 08:44", "23.11.2026". */
function kazakhDate(date: Date, requested: Intl.DateTimeFormatOptions): string {
  const options = expandStyles(requested);
  const { timeZone } = options;
  const fields = calendarFields(date, timeZone);
  let day = "";
  if (options.month === "long" || options.month === "short" || options.month === "narrow") {
    const names = options.month === "long" ? KK_MONTHS : KK_MONTHS_SHORT;
    const dayNumber = options.day === "2-digit" ? fields.day.padStart(2, "0") : options.day ? fields.day : "";
    day = [options.year ? `${fields.year} ж.` : "", dayNumber, names[fields.month - 1]].filter(Boolean).join(" ");
  } else if (options.year || options.month || options.day) {
    day = dateTimeFormat("ru-RU", {
      timeZone,
      year: options.year,
      month: options.month,
      day: options.day,
    }).format(date);
  }
  if (options.weekday) {
    const weekday = (options.weekday === "long" ? KK_WEEKDAYS : KK_WEEKDAYS_SHORT)[fields.weekday] ?? "";
    day = day ? `${weekday}, ${day}` : weekday;
  }
  const time =
    options.hour || options.minute
      ? dateTimeFormat("ru-RU", {
          timeZone,
          hour: options.hour,
          minute: options.minute,
          second: options.second,
          hourCycle: "h23",
        }).format(date)
      : "";
  return [day, time].filter(Boolean).join(", ");
}

/**
 * An instant in the reader's language with Intl's options (the one place every date of the interface is written):
 * Russian and English through Intl, Kazakh through kazakhDate. 24-hour clocks everywhere.
 */
export function formatInstant(date: Date, language: UiLanguage, options: Intl.DateTimeFormatOptions): string {
  if (language === "kk") return kazakhDate(date, options);
  const clock = options.hour || options.timeStyle ? { hourCycle: "h23" as const } : {};
  return plainSpaces(dateTimeFormat(DATE_LOCALES[language], { ...options, ...clock }).format(date));
}

/**
 * Intl's narrow and thin spaces as plain ones ("2026 г.", "14 – 20 December"): the server's Node and the browser
 * carry different releases of the language data, which differ in these, and a page the server drew must read the
 * same in the browser that takes it over, letter for letter.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, " ");

/**
 * Two instants as one span ("23–29 ноября 2026 г.", "2026 ж. 1 қар. – 2027 ж. 31 нау."). Kazakh keeps the year and
 * month once when both ends share them, as CLDR's intervals do.
 */
export function formatInstantRange(
  start: Date,
  end: Date,
  language: UiLanguage,
  options: Intl.DateTimeFormatOptions,
): string {
  if (language !== "kk") {
    const clock = options.hour || options.timeStyle ? { hourCycle: "h23" as const } : {};
    return plainSpaces(dateTimeFormat(DATE_LOCALES[language], { ...options, ...clock }).formatRange(start, end));
  }
  const from = calendarFields(start, options.timeZone);
  const to = calendarFields(end, options.timeZone);
  const textMonth = options.month === "long" || options.month === "short";
  if (textMonth && options.day && !options.hour && !options.weekday && from.year === to.year) {
    const names = options.month === "long" ? KK_MONTHS : KK_MONTHS_SHORT;
    const year = options.year ? `${from.year} ж. ` : "";
    if (from.month === to.month && from.day === to.day) return kazakhDate(start, options);
    if (from.month === to.month) return `${year}${from.day}–${to.day} ${names[to.month - 1]}`;
    return `${year}${from.day} ${names[from.month - 1]} – ${to.day} ${names[to.month - 1]}`;
  }
  return `${kazakhDate(start, options)} – ${kazakhDate(end, options)}`;
}

/** A date or an instant from the API as a Date; a day (YYYY-MM-DD) is kept as that day in UTC. */
function parseDate(value: string | Date): { date: Date; day: boolean } | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, day: typeof value === "string" && DATE_ONLY.test(value) };
}

/**
 * A date as the reader's language writes it (12 March 2026, 12 марта 2026 г., 2026 ж. 12 наурыз). A round's date
 * (YYYY-MM-DD) is that day wherever the reader is; an instant is shown on the reader's own calendar.
 */
export function formatDate(value: string, language: UiLanguage): string {
  const parsed = parseDate(value);
  if (!parsed) return value;
  return formatInstant(parsed.date, language, {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(parsed.day ? { timeZone: "UTC" } : {}),
  });
}

/** A date in figures (12.03.2026, 12/03/2026), for tables and dense lists. */
export function formatShortDate(value: string, language: UiLanguage): string {
  const parsed = parseDate(value);
  if (!parsed) return value;
  return formatInstant(parsed.date, language, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    ...(parsed.day ? { timeZone: "UTC" } : {}),
  });
}

/** An instant with its time, on the reader's own calendar and clock (12 March 2026, 09:30). */
export function formatDateTime(value: string, language: UiLanguage): string {
  const parsed = parseDate(value);
  if (!parsed) return value;
  return formatInstant(parsed.date, language, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/**
 * A history's moment, short enough for a table (12 Mar 2026, 09:30; 12 мар. 2026 г., 09:30); `timeZone` when the
 * moment belongs to the school's clock rather than the reader's.
 */
export function formatTimestamp(value: string | Date, language: UiLanguage, timeZone?: string): string {
  const parsed = parseDate(value);
  if (!parsed) return String(value);
  return formatInstant(parsed.date, language, { dateStyle: "medium", timeStyle: "short", timeZone });
}

/** A span of two dates (a round, a tariff period): "1 Nov 2026 – 31 Mar 2027", "2026 ж. 1 қар. – 2027 ж. 31 нау.". */
export function formatDateRange(start: string, end: string, language: UiLanguage): string {
  const from = parseDate(start);
  const to = parseDate(end);
  if (!from || !to) return `${start} – ${end}`;
  return formatInstantRange(from.date, to.date, language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(from.day && to.day ? { timeZone: "UTC" } : {}),
  });
}

const MONTH_ONLY = /^(\d{4})-(\d{2})$/;

/**
 * A month of a report (YYYY-MM) in the reader's language: "Dec 2025", "дек. 2025 г.", "2025 ж. жел."; `long` spells
 * the month out. What is not such a month comes back as it is.
 */
export function formatMonth(value: string, language: UiLanguage, length: "short" | "long" = "short"): string {
  const match = MONTH_ONLY.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return formatInstant(date, language, { month: length, year: "numeric", timeZone: "UTC" });
}
