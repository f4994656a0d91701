import { z } from "zod";
import { dbId } from "./fields.js";
import { idempotencyKey } from "./payments.js";

/*
 * Tranches paid online and instalment plans (issue 38, decision 0159): a payment link for a tranche, sent by e-mail,
 * Telegram or WhatsApp and paid without signing in; a program sold in N payments.
 */

/** Channels a payment link is sent by: the student's conversation thread's outside channels. */
export const PAYMENT_LINK_CHANNELS = ["email", "telegram", "whatsapp"] as const;
export type PaymentLinkChannel = (typeof PAYMENT_LINK_CHANNELS)[number];

/** How long a sent link pays (days): long enough for a weekend, short enough that an old message is not a key. */
export const PAYMENT_LINK_DAYS = 7;

/**
 * A link's token: 32 random bytes in base64url (256 bits), so a guessed one finds nothing. The path is bounded and
 * its alphabet checked before any lookup.
 */
export const paymentLinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "a payment link's token");
export const paymentLinkParams = z.object({ token: paymentLinkToken });

/**
 * Staff send a tranche's link on a channel. WhatsApp carries it only within 24 hours of the student's last message
 * there (decision 0157): a template would replace the text and lose the link, so outside the window it answers 400.
 */
export const sendPaymentLinkBody = z.object({ channel: z.enum(PAYMENT_LINK_CHANNELS) }).strict();

export const sentPaymentLink = z.object({
  /** The link as the student received it (shown to staff so they can copy it into another conversation). */
  url: z.string(),
  expires_at: z.string(),
  channel: z.enum(PAYMENT_LINK_CHANNELS),
  /** The thread's message that carries it (pending until its channel delivers). */
  message_id: z.number().int(),
});
export type SentPaymentLink = z.infer<typeof sentPaymentLink>;

/** What a link shows the payer: the school, what is paid and its state. */
export const PAYMENT_LINK_STATES = ["open", "paid", "expired"] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];
export const paymentLinkView = z.object({
  state: z.enum(PAYMENT_LINK_STATES),
  school_name: z.string(),
  student_name: z.string(),
  /** What the tranche pays for: the program's title in the reader's language, or the tranche's note. */
  title: z.string(),
  /** Which payment of a plan this is, when it is one (2 of 3). */
  number: z.number().int().nullable(),
  of: z.number().int().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  due_date: z.string(),
  expires_at: z.string(),
  /** Paid through the local development provider: the page shows its Pay and Decline and says no money moves. */
  dev_checkout: z.boolean(),
  /** The order this link opened, and its state (pending, paid, failed), once Pay was pressed. */
  order_status: z.string().nullable(),
});
export type PaymentLinkView = z.infer<typeof paymentLinkView>;

export const devPayLinkBody = z.object({ outcome: z.enum(["pay", "decline"]) }).strict();

/** Limits of a plan: at least two payments (else it is a purchase), at most a school year of monthly ones. */
export const INSTALMENT_LIMITS = {
  payments: { min: 2, max: 12 },
  intervalDays: { min: 7, max: 92 },
  lockAfterDays: { min: 0, max: 90 },
} as const;

/** A program's plan: N payments every `interval_days`, the first `first_amount` (whole major units). */
export const instalmentPlanBody = z
  .object({
    payments: z.number().int().min(INSTALMENT_LIMITS.payments.min).max(INSTALMENT_LIMITS.payments.max),
    interval_days: z.number().int().min(INSTALMENT_LIMITS.intervalDays.min).max(INSTALMENT_LIMITS.intervalDays.max),
    first_amount: z.number().int().positive().max(1_000_000_000),
    /** Lessons close once a payment is this many days overdue; open again when it is paid. */
    lock_after_days: z.number().int().min(INSTALMENT_LIMITS.lockAfterDays.min).max(INSTALMENT_LIMITS.lockAfterDays.max),
  })
  .strict();
export type InstalmentPlanBody = z.infer<typeof instalmentPlanBody>;

export const instalmentPlan = instalmentPlanBody.extend({
  course_id: z.number().int(),
  /** The payments as the program's price splits now: they add up to the price. */
  amounts: z.array(z.number().int()),
  currency: z.string(),
});
export type InstalmentPlan = z.infer<typeof instalmentPlan>;
/** A program with no plan answers `plan: null`. */
export const instalmentPlanAnswer = z.object({ plan: instalmentPlan.nullable() });

export const payInstalmentsBody = z.object({ course_id: dbId, idempotency_key: idempotencyKey.optional() }).strict();

/**
 * The plan's payments for a price: the first as set, the rest equal, the last taking the remainder, so they add up
 * to the price exactly; null when the plan does not fit the price (the first payment leaves less than one unit for
 * each of the others, or the price has minor units, which tranches are never kept in).
 */
export function instalmentAmounts(plan: { payments: number; first_amount: number }, price: number): number[] | null {
  if (!Number.isSafeInteger(price) || price <= 0) return null;
  const rest = price - plan.first_amount;
  const others = plan.payments - 1;
  if (others < 1 || rest < others) return null;
  const each = Math.floor(rest / others);
  return [
    plan.first_amount,
    ...Array.from({ length: others }, (_, index) => each + (index === others - 1 ? rest - each * others : 0)),
  ];
}
