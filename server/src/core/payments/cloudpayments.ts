import { createHmac, timingSafeEqual } from "node:crypto";
import { CURRENCY_CODES, type CurrencyCode, decimalToMinor, minorToDecimal } from "@school/contracts";
import type {
  CheckoutOrder,
  NotificationOutcome,
  NotificationType,
  PaymentProvider,
  ProviderNotification,
  RawNotification,
} from "./provider.js";

/**
 * CloudPayments (decision 0051, 0052): a hosted payment page opened through its orders API, and Check / Pay / Fail /
 * Refund notifications posted to the platform, form-urlencoded or JSON, each signed with HMAC-SHA256 of the raw body
 * under the API secret (base64, header Content-HMAC; X-Content-HMAC too). The development provider speaks the same
 * notification protocol with a local secret, so both go through the functions below.
 */
export const CLOUDPAYMENTS_API = "https://api.cloudpayments.ru";

/** The answer codes CloudPayments expects: 0 accepted; anything else refuses the payment (Check) or is logged. */
export const CLOUDPAYMENTS_CODES: Record<NotificationOutcome, number> = {
  accepted: 0,
  unknown_order: 10,
  wrong_account: 11,
  wrong_amount: 12,
  not_acceptable: 13,
  bad_signature: 13,
  stale: 20,
};

/** The base64 HMAC-SHA256 of a body under a secret, as CloudPayments puts it in Content-HMAC. */
export function signNotification(rawBody: Buffer | string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("base64");
}

const headerValue = (headers: RawNotification["headers"], name: string): string | null => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.trim() : null;
};

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  // timingSafeEqual needs equal lengths; comparing the expected value with itself keeps the time the same.
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

/**
 * Whether the raw body carries a good signature: Content-HMAC over the exact bytes, or X-Content-HMAC (which
 * CloudPayments computes over the same bytes, or over the URL-decoded form of a form-urlencoded body).
 */
export function hasValidSignature(request: Pick<RawNotification, "rawBody" | "headers">, secret: string): boolean {
  const expected = signNotification(request.rawBody, secret);
  const content = headerValue(request.headers, "content-hmac");
  if (content && sameSignature(content, expected)) return true;
  const extra = headerValue(request.headers, "x-content-hmac");
  if (!extra) return false;
  if (sameSignature(extra, expected)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(request.rawBody.toString("utf8").replace(/\+/g, " "));
  } catch {
    return false;
  }
  return sameSignature(extra, signNotification(decoded, secret));
}

/** The notification's fields, from a form-urlencoded or a JSON body; null when the body is neither. */
function fieldsOf(request: RawNotification): Record<string, unknown> | null {
  const text = request.rawBody.toString("utf8");
  const type = headerValue(request.headers, "content-type") ?? "";
  if (type.includes("json") || text.trimStart().startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const textOf = (value: unknown): string | null =>
  typeof value === "string" ? value.trim() || null : typeof value === "number" ? String(value) : null;

/** CloudPayments writes "2026-11-24 08:30:00" in UTC; an ISO time is read as it is. */
function timeOf(value: unknown): Date | null {
  const text = textOf(value);
  if (!text) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(" ", "T")}Z` : text;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * The notification's content once its signature is checked; null for a missing or wrong signature, or a body that
 * is not a notification (no transaction, no invoice, no sum in a known currency).
 */
export function readNotification(request: RawNotification, secret: string): ProviderNotification | null {
  if (!hasValidSignature(request, secret)) return null;
  const fields = fieldsOf(request);
  if (!fields) return null;
  const transactionId = textOf(fields.TransactionId);
  const orderId = textOf(fields.InvoiceId);
  const currency = textOf(fields.Currency)?.toUpperCase() ?? null;
  const amountText = textOf(fields.Amount);
  if (!transactionId || !orderId || !currency || !amountText) return null;
  // The sum is read in the notification's currency; an unknown currency is kept as it is, and refused by the order.
  const known = (CURRENCY_CODES as readonly string[]).includes(currency);
  const amountMinor = decimalToMinor(amountText, known ? (currency as CurrencyCode) : "KZT");
  if (amountMinor === null) return null;
  const testMode = fields.TestMode === true || fields.TestMode === "1" || fields.TestMode === "true";
  return {
    type: request.type,
    transactionId,
    orderId,
    accountId: textOf(fields.AccountId),
    amountMinor,
    currency,
    occurredAt: timeOf(fields.DateTime),
    reason: textOf(fields.Reason),
    testMode,
  };
}

/** A notification body as CloudPayments would post it (form-urlencoded): the development provider and the tests. */
export function notificationBody(input: {
  transactionId: string;
  orderId: string;
  accountId: string;
  amountMinor: number;
  currency: CurrencyCode;
  occurredAt: Date;
  status: string;
  reason?: string;
  testMode?: boolean;
}): string {
  const fields: Record<string, string> = {
    TransactionId: input.transactionId,
    Amount: minorToDecimal(input.amountMinor, input.currency),
    Currency: input.currency,
    InvoiceId: input.orderId,
    AccountId: input.accountId,
    DateTime: input.occurredAt.toISOString().slice(0, 19).replace("T", " "),
    Status: input.status,
    TestMode: input.testMode ? "1" : "0",
    OperationType: input.status === "Refunded" ? "Refund" : "Payment",
  };
  if (input.reason) fields.Reason = input.reason;
  return new URLSearchParams(fields).toString();
}

export const acknowledgeCloudPayments = (outcome: NotificationOutcome) => ({
  status: 200,
  body: { code: CLOUDPAYMENTS_CODES[outcome] },
});

export type CloudPaymentsConfig = {
  publicId: string;
  apiSecret: string;
  /** The API's base address: CloudPayments', or a local one in tests. */
  apiUrl?: string;
  fetch?: typeof fetch;
};

type CloudPaymentsAnswer = { Success?: boolean; Message?: string | null; Model?: Record<string, unknown> | null };

export function createCloudPayments(config: CloudPaymentsConfig): PaymentProvider {
  const apiUrl = (config.apiUrl ?? CLOUDPAYMENTS_API).replace(/\/$/, "");
  const send = config.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${config.publicId}:${config.apiSecret}`).toString("base64")}`;

  async function call(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await send(`${apiUrl}${path}`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as CloudPaymentsAnswer;
    if (!response.ok || answer.Success !== true) {
      throw new Error(`CloudPayments ${path} refused (${response.status}): ${answer.Message ?? "no message"}`);
    }
    return answer.Model ?? {};
  }

  return {
    name: "cloudpayments",
    async openCheckout(order: CheckoutOrder) {
      const model = await call("/orders/create", {
        Amount: Number(minorToDecimal(order.amountMinor, order.currency)),
        Currency: order.currency,
        Description: order.description,
        Email: order.email ?? undefined,
        InvoiceId: order.orderId,
        AccountId: order.accountId,
        RequireConfirmation: false,
        SendEmail: false,
        SuccessRedirectUrl: order.returnUrl,
        FailRedirectUrl: order.failUrl,
      });
      const url = textOf(model.Url);
      if (!url) throw new Error("CloudPayments /orders/create answered without Model.Url");
      return { checkoutUrl: url };
    },
    verifyNotification: (request) => readNotification(request, config.apiSecret),
    acknowledge: acknowledgeCloudPayments,
    async refund(input) {
      const model = await call("/payments/refund", {
        TransactionId: Number(input.transactionId) || input.transactionId,
        Amount: Number(minorToDecimal(input.amountMinor, input.currency)),
      });
      return { transactionId: textOf(model.TransactionId) };
    },
  };
}

/** For the notification route: which of the provider's addresses a notification came to. */
export const isNotificationType = (value: string): value is NotificationType =>
  value === "check" || value === "pay" || value === "fail" || value === "refund";
