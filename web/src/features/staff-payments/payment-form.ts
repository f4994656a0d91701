import { CURRENCY_CODES, type CurrencyCode, MANUAL_PAYMENT_METHODS, toMinor } from "@school/contracts";

/** A payment as the forms hold it: the sum in major units as staff type it ("150 000"), sent as minor units. */
export type PaymentFormValues = {
  amount: number;
  currency: CurrencyCode;
  method: (typeof MANUAL_PAYMENT_METHODS)[number];
  paid_on: string;
  note?: string;
};

export const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/** The sum typed in major units as the API's integer minor units (150000.5 → 15000050). */
export const minorOf = (values: Pick<PaymentFormValues, "amount" | "currency">) =>
  toMinor(values.amount, values.currency);

/** Today's date in the browser's own calendar, for a date input's default. */
export function todayInput(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export { MANUAL_PAYMENT_METHODS };
