import { createHmac, randomUUID } from "node:crypto";
import type { CurrencyCode } from "@school/contracts";
import { acknowledgeCloudPayments, notificationBody, readNotification, signNotification } from "./cloudpayments.js";
import type { CheckoutOrder, NotificationType, PaymentProvider, RawNotification } from "./provider.js";

/**
 * The development provider (decision 0052): the same notification protocol and signature as CloudPayments under a
 * local secret, and a local checkout page (`/pay/dev-checkout/{orderId}`) whose Pay and Decline buttons make the
 * server build a correctly signed notification and deliver it through the same notification route. It exists only
 * while no real provider is configured, so the demo and the browser tests pay with no keys.
 */
export type DevelopmentProvider = PaymentProvider & {
  readonly name: "development";
  /** A notification the provider would send about an order, signed with the local secret. */
  notification(input: {
    type: NotificationType;
    orderId: string;
    accountId: string;
    amountMinor: number;
    currency: CurrencyCode;
    transactionId?: string;
    occurredAt: Date;
    reason?: string;
  }): RawNotification;
};

/** The local secret is derived from the app's signing secret: stable across restarts, never configured apart. */
export function developmentSecret(signingSecret: string): string {
  return createHmac("sha256", signingSecret).update("development-payment-provider").digest("base64");
}

const STATUS_OF: Record<NotificationType, string> = {
  check: "Authorized",
  pay: "Completed",
  fail: "Declined",
  refund: "Refunded",
};

/** The path and query of a URL the checkout page sends the customer back to (the page is on the same site). */
const localPath = (url: string) => {
  const parsed = new URL(url, "http://localhost");
  return `${parsed.pathname}${parsed.search}`;
};

export function createDevelopmentProvider(secret: string): DevelopmentProvider {
  return {
    name: "development",
    async openCheckout(order: CheckoutOrder) {
      const query = new URLSearchParams({ return: localPath(order.returnUrl), fail: localPath(order.failUrl) });
      return { checkoutUrl: `/pay/dev-checkout/${encodeURIComponent(order.orderId)}?${query}` };
    },
    verifyNotification: (request) => readNotification(request, secret),
    acknowledge: acknowledgeCloudPayments,
    async refund() {
      return { transactionId: `dev-refund-${randomUUID()}` };
    },
    notification(input) {
      const rawBody = Buffer.from(
        notificationBody({
          transactionId: input.transactionId ?? `dev-${randomUUID()}`,
          orderId: input.orderId,
          accountId: input.accountId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          occurredAt: input.occurredAt,
          status: STATUS_OF[input.type],
          reason: input.reason,
          testMode: true,
        }),
      );
      return {
        type: input.type,
        rawBody,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-hmac": signNotification(rawBody, secret),
        },
      };
    },
  };
}
