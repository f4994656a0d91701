import type { UiLanguage } from "@school/contracts";

/**
 * Kazakh numbers are written like Russian ones (thousands split by a space, decimal comma). Some browsers claim
 * kk-KZ but format it with the root locale's commas, so the Russian rules are used for it directly.
 */
const NUMBER_LOCALES: Record<UiLanguage, string[]> = { ru: ["ru-RU"], kk: ["ru-RU"], en: ["en-GB"] };

/** The locales Intl formatters use for the interface language, best first. */
export function numberLocaleOf(language: UiLanguage): string[] {
  return NUMBER_LOCALES[language];
}

/** Kazakh dates have month names of their own, with Russian's as the fallback of a browser without them. */
const DATE_LOCALES: Record<UiLanguage, string[]> = { ru: ["ru-RU"], kk: ["kk-KZ", "ru-RU"], en: ["en-GB"] };

/** The locales Intl date formatters use for the interface language, best first. */
export function dateLocaleOf(language: UiLanguage): string[] {
  return DATE_LOCALES[language];
}

/** Amounts are shown whole: fees and tuition are quoted in round numbers. */
export function formatAmount(amount: number, language: UiLanguage): string {
  return new Intl.NumberFormat(numberLocaleOf(language), { maximumFractionDigits: 0 }).format(amount);
}

/** The submission fee, always in tenge. */
export function formatTenge(amount: number, language: UiLanguage): string {
  return `${formatAmount(amount, language)} ₸`;
}

/** Tuition in its own currency; an unknown currency code is written after the amount as it is. */
export function formatMoney(input: { amount: number; currency: string; language: UiLanguage }): string {
  try {
    return new Intl.NumberFormat(numberLocaleOf(input.language), {
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
    return new Intl.NumberFormat(numberLocaleOf(input.language), {
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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the reader's language writes it (12 March 2026, 12 марта 2026 г., 2026 ж. 12 наурыз). A round's date
 * (YYYY-MM-DD) is that day wherever the reader is; an instant is shown on the reader's own calendar.
 */
export function formatDate(value: string, language: UiLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(dateLocaleOf(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(DATE_ONLY.test(value) ? { timeZone: "UTC" } : {}),
  }).format(date);
}

/** An instant with its time, on the reader's own calendar and clock (12 March 2026, 09:30). */
export function formatDateTime(value: string, language: UiLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(dateLocaleOf(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}
