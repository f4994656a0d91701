import { z } from "zod";
import { dbId } from "./fields.js";
import { minorAmount } from "./money.js";

/**
 * A payment moves from pending to paid or failed; a paid one may later be refunded, in part (still paid, with a
 * refunded sum) or in full (refunded). Decision 0051.
 */
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment buys: a program, the priority package (a mentor checks the documents), or the school's tariff. */
export const ORDER_KINDS = ["course", "priority_package", "tariff"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** How the money came: through the payment provider, or confirmed by staff (cash, a bank transfer, a card terminal, Kaspi). */
export const PAYMENT_METHODS = ["provider", "cash", "bank_transfer", "card_terminal", "kaspi"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The append-only history of a payment: every change with who made it and when. */
export const PAYMENT_EVENT_KINDS = ["created", "paid", "failed", "refunded", "updated", "deleted", "note"] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** Where a guest came from, as the landing URL's utm_* parameters named them; kept on the user and the order. */
export const UTM_FIELDS = ["utmSource", "utmCampaign", "utmContent", "utmMedium", "utmTerm"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** A bought program, for the catalogue to mark; a deleted program keeps the title it was bought under. */
export const paidCourse = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  course_title: z.string(),
  /** In the currency's minor units (tiyn, cents). */
  amount_minor: z.number().int(),
  currency: z.string(),
  order_id: z.string(),
  paid_at: z.string().nullable(),
});
export type PaidCourse = z.infer<typeof paidCourse>;
export const paidCourseList = z.array(paidCourse);

export const checkPaymentQuery = z.object({ course_id: dbId });
/**
 * Whether the caller may study a program without buying it first: they paid for it, or it is free. The client asks
 * before opening a program's lessons and offers the purchase otherwise.
 */
/**
 * The payment of a program bought in instalments that keeps its lessons closed (decision 0166): overdue past the
 * plan's days, the earliest first. Paid (`pay/{tranche_id}/` of the student's tranches), the lessons open again.
 */
export const overdueInstalment = z.object({
  tranche_id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  due_date: z.string(),
});
export type OverdueInstalment = z.infer<typeof overdueInstalment>;

export const paymentCheck = z.object({
  course_id: z.number().int(),
  paid: z.boolean(),
  is_free: z.boolean(),
  /** Whether the lessons open to the caller now: false too while an instalment of the program is overdue. */
  has_access: z.boolean(),
  /** What the caller still owes on the program's instalments (0 when none), counted as /finance counts it. */
  owed: z.number(),
  overdue_instalment: overdueInstalment.nullable(),
});
export type PaymentCheck = z.infer<typeof paymentCheck>;

/** The payment providers the platform speaks to (decision 0052): CloudPayments, and the local development one. */
export const PAYMENT_PROVIDERS = ["cloudpayments", "development"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** A provider's notification kinds, each posted to its own address (CloudPayments' Check, Pay, Fail, Refund). */
export const NOTIFICATION_TYPES = ["check", "pay", "fail", "refund"] as const;

export const paymentNotificationParams = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  type: z.enum(NOTIFICATION_TYPES),
});
/** The provider's own answer format: CloudPayments' `{"code": 0}` (accepted) or its refusal code. */
export const paymentNotificationAnswer = z.object({ code: z.number().int() });

/** The priority package (product.md sections 1 and 9): a mentor checks the documents, 50,000 tenge. */
export const PRIORITY_PACKAGE = { amountMinor: 5_000_000, currency: "KZT", mark: "Priority" } as const;

/** A purchase's own campaign marks (the landing URL's utm_* parameters); the buyer's stored ones fill the rest. */
export const orderUtm = z.object(
  Object.fromEntries(UTM_FIELDS.map((field) => [field, z.string().trim().max(200).nullish()])) as Record<
    UtmField,
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >,
);

/** A client's key for one purchase: a double click or a retried request finds the order it already made. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(8, "at least 8 characters")
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, "letters, digits and _ . : - only");

/** Strict: a client that sends a sum or a currency is told so (400); the price is always the program's. */
export const payCourseBody = z
  .object({ course_id: dbId, idempotency_key: idempotencyKey.optional(), utm: orderUtm.optional() })
  .strict();
export type PayCourseBody = z.infer<typeof payCourseBody>;

export const payPackageBody = z
  .object({ idempotency_key: idempotencyKey.optional(), utm: orderUtm.optional() })
  .strict();

/**
 * What a purchase opened: the order and where to pay it; `enrolled` with no order when nothing is to be paid (a free
 * program joined at once, or a program the buyer already studies).
 */
export const openedOrder = z.object({
  order_id: z.string().nullable(),
  status: z.enum([...PAYMENT_STATUSES, "enrolled"]),
  checkout_url: z.string().nullable(),
});
export type OpenedOrderAnswer = z.infer<typeof openedOrder>;

export const orderIdParams = z.object({ orderId: z.string().trim().min(1).max(100) });

/** An order as its buyer (and the thank-you page) reads it: its real state, never the address's numbers. */
export const orderView = z.object({
  order_id: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  title: z.string(),
  course_id: z.number().int().nullable(),
  /** In the currency's minor units. */
  amount_minor: z.number().int(),
  refunded_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** The program's first lesson, once paid (where the thank-you page sends the student next). */
  first_lesson_id: z.number().int().nullable(),
  /** Whether the local development checkout can pay this order (no real provider configured, still pending). */
  dev_checkout: z.boolean(),
  /** Taken by the development provider: no money moves, and the checkout and thank-you pages say so (decision 0124). */
  test_payment: z.boolean(),
});
export type OrderView = z.infer<typeof orderView>;

/** The development checkout page's buttons. */
export const devCheckoutBody = z.object({ outcome: z.enum(["pay", "decline"]) });

export const refundParams = z.object({ id: dbId });
/** Without a sum the whole remaining amount goes back. */
export const refundBody = z.object({ amount_minor: minorAmount.optional() });
