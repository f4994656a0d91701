import { z } from "zod";
import { CURRENCY_CODES, type CurrencyCode } from "./constants.js";

/**
 * Money is an integer count of the currency's minor units (tiyn, cents) with its currency: never a float
 * (decision 0051). Every currency the platform knows has two decimals.
 */
export const MINOR_UNITS_PER_MAJOR: Record<CurrencyCode, number> = { KZT: 100, USD: 100, EUR: 100, RUB: 100 };

/** The largest sum one payment may carry: 10 billion in major units, well inside a JavaScript safe integer. */
export const MAX_PAYMENT_MINOR = 1_000_000_000_000;

/** A sum in minor units at the API edge: a positive whole number, bounded. */
export const minorAmount = z
  .number()
  .int("a whole number of minor units (tiyn, cents)")
  .positive("greater than zero")
  .max(MAX_PAYMENT_MINOR);

export const currencyCode = z.enum(CURRENCY_CODES, "a currency from currency/list/");

/** A price kept in major units (a program's cost) as minor units; rounding keeps 0.1 + 0.2 from leaking a float. */
export function toMinor(major: number, currency: CurrencyCode): number {
  return Math.round(major * MINOR_UNITS_PER_MAJOR[currency]);
}

/** Minor units as the decimal string providers and exports expect ("1500.00"). */
export function minorToDecimal(minor: number, currency: CurrencyCode): string {
  const per = MINOR_UNITS_PER_MAJOR[currency];
  const sign = minor < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(minor) / per);
  const fraction = String(Math.abs(minor) % per).padStart(String(per).length - 1, "0");
  return `${sign}${whole}.${fraction}`;
}

/** A provider's decimal amount ("1500.00", 1500, "1500.5") as minor units; null when it is not a sum. */
export function decimalToMinor(value: string | number, currency: CurrencyCode): number | null {
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const per = MINOR_UNITS_PER_MAJOR[currency];
  return Number(match[1]) * per + Number((match[2] ?? "").padEnd(2, "0"));
}
