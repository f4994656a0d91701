import type { CurrencyCode } from "@school/contracts";

/**
 * A payment provider as the platform uses one (decision 0051): it opens a checkout for an order and sends the
 * customer there, tells the platform what happened in signed notifications, and refunds. CloudPayments is the
 * first; a development provider with a local checkout page speaks the same protocol with a local secret, so the
 * demo and the browser tests pay with no keys; a second provider (Stripe for schools abroad) is one more
 * implementation of this interface and one more notification route.
 */
export interface PaymentProvider {
  /** The name kept on payments and events ("cloudpayments", "development"). */
  readonly name: string;
  /** Where to send the customer to pay this order; they come back to `returnUrl` (the thank-you page). */
  openCheckout(order: CheckoutOrder): Promise<{ checkoutUrl: string }>;
  /**
   * The notification the provider sent, verified against the raw body with the provider's signature scheme; null
   * when the signature is missing or wrong (the route refuses it in the provider's format and logs it).
   */
  verifyNotification(request: RawNotification): ProviderNotification | null;
  /** The body the provider expects in answer to a notification: accepted, or refused with its reason. */
  acknowledge(outcome: NotificationOutcome): { status: number; body: unknown };
  /**
   * Returns (part of) a paid transaction to the customer; the provider's refund notification follows or not. Answers
   * the refund's own transaction id when the provider names one, so that notification finds the refund recorded.
   */
  refund(input: {
    transactionId: string;
    amountMinor: number;
    currency: CurrencyCode;
  }): Promise<{ transactionId: string | null }>;
}

export type CheckoutOrder = {
  orderId: string;
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  /** The buyer's account id at the provider (the user id), checked again on the notification. */
  accountId: string;
  email: string | null;
  returnUrl: string;
  failUrl: string;
};

/** The notification's kinds: CloudPayments posts each to its own address, so the kind comes from the address. */
export const NOTIFICATION_TYPES = ["check", "pay", "fail", "refund"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type RawNotification = {
  type: NotificationType;
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
};

/** What a verified notification says, in the platform's terms. */
export type ProviderNotification = {
  /** check: may this payment go ahead; pay: it went through; fail: it was declined; refund: money went back. */
  type: NotificationType;
  transactionId: string;
  orderId: string;
  accountId: string | null;
  amountMinor: number;
  currency: string;
  /** When the provider says the transaction happened: a notification far older than that is stale. */
  occurredAt: Date | null;
  reason: string | null;
  testMode: boolean;
};

/** Accepted, or refused because of what: each maps to the provider's own code. */
export type NotificationOutcome =
  | "accepted"
  | "unknown_order"
  | "wrong_account"
  | "wrong_amount"
  | "stale"
  | "not_acceptable"
  | "bad_signature";
