import { z } from "zod";
import type { CurrencyCode } from "./constants.js";
import { isoDate } from "./fields.js";

/**
 * The platform's price for a school (decision 0055), as data: a price per student per month in graduated volume
 * tiers (each band of students at its own rate, so adding a student never lowers the bill), then a discount for
 * paying several months ahead. The platform bills in tenge whatever currency the school sells in.
 */
export const TARIFF_CURRENCY = "KZT" as const satisfies CurrencyCode;

/** Bounds of `calc_tariff/` and of a tariff paid or set: a school's size and how far ahead it pays. */
export const TARIFF_MIN_STUDENTS = 1;
export const TARIFF_MAX_STUDENTS = 10_000;
export const TARIFF_MIN_MONTHS = 1;
export const TARIFF_MAX_MONTHS = 24;

/** Graduated tiers: students `from` to `upTo` (null: no upper bound) cost `unitMinor` each per month. */
export const TARIFF_TIERS = [
  { from: 1, upTo: 50, unitMinor: 600_00 },
  { from: 51, upTo: 200, unitMinor: 500_00 },
  { from: 201, upTo: 1000, unitMinor: 400_00 },
  { from: 1001, upTo: null, unitMinor: 300_00 },
] as const satisfies readonly { from: number; upTo: number | null; unitMinor: number }[];

/** Paying ahead: from `months` months on, `percent` off the whole sum (the highest reached applies). */
export const TARIFF_PREPAY_DISCOUNTS = [
  { months: 3, percent: 5 },
  { months: 6, percent: 10 },
  { months: 12, percent: 15 },
] as const satisfies readonly { months: number; percent: number }[];

/** Days before the tariff's last day when the school admin is reminded to pay, in descending order. */
export const TARIFF_REMINDER_DAYS = [7, 1] as const;

const students = z.coerce.number().int("a whole number of students").min(TARIFF_MIN_STUDENTS).max(TARIFF_MAX_STUDENTS);
const months = z.coerce.number().int("a whole number of months").min(TARIFF_MIN_MONTHS).max(TARIFF_MAX_MONTHS);

/** `calc_tariff/?std=&month=`: the spec's names for students and months. */
export const tariffCalcQuery = z.object({ std: students, month: months });
/** Paying a tariff: the same two numbers; the price is computed on the server, never taken from the client. */
export const tariffPayBody = z.object({ students, months }).strict();

export const tariffTierLine = z.object({
  from: z.number().int(),
  up_to: z.number().int().nullable(),
  students: z.number().int(),
  unit_minor: z.number().int(),
  monthly_minor: z.number().int(),
});

/** A tariff's price, every figure in minor units of `currency`. */
export const tariffPrice = z.object({
  students: z.number().int(),
  months: z.number().int(),
  currency: z.string(),
  tiers: z.array(tariffTierLine),
  /** One month of all students before the discount. */
  monthly_minor: z.number().int(),
  subtotal_minor: z.number().int(),
  discount_percent: z.number().int(),
  discount_minor: z.number().int(),
  total_minor: z.number().int(),
  /** What a month costs after the discount (the total over the months, rounded to a minor unit). */
  monthly_payment_minor: z.number().int(),
});
export type TariffPrice = z.infer<typeof tariffPrice>;

/** A row of the tariff's payment history: paid online (a transaction) or set by the platform's operator. */
export const tariffHistoryRow = z.object({
  id: z.number().int(),
  /** The order reference of a payment, or `T-<period id>` for a period an operator set. */
  transaction: z.string(),
  /**
   * The operator's note of a period an operator set; "" for a payment, whose line the reader's screen writes in
   * its own language from `students` and `months` (decision 0135).
   */
  description: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(["pending", "paid", "failed", "refunded"]),
  source: z.enum(["payment", "operator"]),
  /** Taken by the development provider: no money moved (decision 0124). */
  test_payment: z.boolean(),
  students: z.number().int().nullable(),
  months: z.number().int().nullable(),
  starts_on: isoDate.nullable(),
  ends_on: isoDate.nullable(),
  created_at: z.string(),
});
export type TariffHistoryRow = z.infer<typeof tariffHistoryRow>;

/** `get_my_tariff/`: the current period (null before any), when the next payment is due, and the history. */
export const myTariff = z.object({
  active: z.boolean(),
  /** Today in the school's zone, for the screen to count days left without trusting the device's clock. */
  today: isoDate,
  current: z
    .object({
      students: z.number().int(),
      months: z.number().int(),
      amount_minor: z.number().int(),
      monthly_payment_minor: z.number().int(),
      currency: z.string(),
      starts_on: isoDate,
      ends_on: isoDate,
    })
    .nullable(),
  /** The last covered day of the school's tariff; null when none was ever set. */
  ends_on: isoDate.nullable(),
  /** The first day not covered: the next payment is due by then. */
  next_payment_on: isoDate.nullable(),
  history: z.array(tariffHistoryRow),
});
export type MyTariff = z.infer<typeof myTariff>;

export const tariffCheckout = z.object({
  order_id: z.string(),
  checkout_url: z.string(),
  price: tariffPrice,
});
export type TariffCheckout = z.infer<typeof tariffCheckout>;

/** The price of `students` for `months`: graduated tiers, then the prepayment discount; integers throughout. */
export function priceTariff(input: { students: number; months: number }): TariffPrice {
  const tiers = TARIFF_TIERS.flatMap((tier) => {
    const top = tier.upTo === null ? input.students : Math.min(tier.upTo, input.students);
    const count = top - tier.from + 1;
    if (count <= 0) return [];
    return [
      {
        from: tier.from,
        up_to: tier.upTo,
        students: count,
        unit_minor: tier.unitMinor,
        monthly_minor: count * tier.unitMinor,
      },
    ];
  });
  const monthly = tiers.reduce((sum, line) => sum + line.monthly_minor, 0);
  const subtotal = monthly * input.months;
  const percent = TARIFF_PREPAY_DISCOUNTS.reduce(
    (best, step) => (input.months >= step.months ? step.percent : best),
    0,
  );
  // Every unit price is a whole number of tenge, so a whole percent of the subtotal is a whole number of tiyn.
  const discount = Math.round((subtotal * percent) / 100);
  const total = subtotal - discount;
  return {
    students: input.students,
    months: input.months,
    currency: TARIFF_CURRENCY,
    tiers,
    monthly_minor: monthly,
    subtotal_minor: subtotal,
    discount_percent: percent,
    discount_minor: discount,
    total_minor: total,
    monthly_payment_minor: Math.round(total / input.months),
  };
}
