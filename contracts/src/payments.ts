/** A program purchase moves from pending to paid or failed; a paid one may later be refunded. */
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
