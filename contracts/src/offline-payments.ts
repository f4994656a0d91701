import { z } from "zod";
import { dbId } from "./fields.js";
import { currencyCode, minorAmount } from "./money.js";
import { idempotencyKey, PAYMENT_STATUSES } from "./payments.js";

/**
 * Paid as Kazakhstan pays (issue 38, decision 0160): besides the card, a student pays a program by Kaspi (the
 * school's Kaspi Pay link or QR) or by bank transfer to the school's requisites, and says "I have paid"; staff record
 * cash. Each is a payment of the ledger whose settlement is a staff member's confirmation in the reconciliation queue.
 */

/** How money comes without the card provider: the channel is the payment's `provider` in the ledger. */
export const OFFLINE_CHANNELS = ["kaspi", "transfer", "cash"] as const;
export type OfflineChannel = (typeof OFFLINE_CHANNELS)[number];
/** What a student chooses themself; cash is recorded by staff at the desk. */
export const STUDENT_OFFLINE_CHANNELS = ["kaspi", "transfer"] as const;
export type StudentOfflineChannel = (typeof STUDENT_OFFLINE_CHANNELS)[number];

/**
 * Where an offline payment stands: the student has not said they paid yet (`awaiting_payment`), it waits in the queue
 * (`awaiting_confirmation`), or a staff member decided (`confirmed`: settled once; `rejected`: with a reason).
 */
export const OFFLINE_STATES = ["awaiting_payment", "awaiting_confirmation", "confirmed", "rejected"] as const;
export type OfflineState = (typeof OFFLINE_STATES)[number];
/** The states the queue still has work in. */
export const OPEN_OFFLINE_STATES = ["awaiting_payment", "awaiting_confirmation"] as const;

/** A receipt photo or scan: jpeg, png or pdf by content, at most 10 MB. */
export const PAYMENT_RECEIPT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export const PAYMENT_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** The school's Kaspi QR: a picture, by content, at most 2 MB. */
export const KASPI_QR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const KASPI_QR_MAX_BYTES = 2 * 1024 * 1024;

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, "one line, no control characters");

/** Kaspi Pay's links are https addresses (pay.kaspi.kz, kaspi.kz/pay/…); anything else is refused. */
export const kaspiLink = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && /(^|\.)kaspi\.kz$/i.test(url.hostname);
    } catch {
      return false;
    }
  }, "an https address on kaspi.kz");

/** The school's Kaspi and bank-transfer settings as the settings tab edits them. */
export const offlinePaymentSettingsBody = z
  .object({
    kaspi_enabled: z.boolean(),
    kaspi_link: kaspiLink,
    /** What the student writes in Kaspi's comment besides the order number (their name, the program…). */
    kaspi_comment: oneLine(200),
    transfer_enabled: z.boolean(),
  })
  .strict();
export type OfflinePaymentSettingsBody = z.infer<typeof offlinePaymentSettingsBody>;

export const offlinePaymentSettings = offlinePaymentSettingsBody.extend({
  kaspi_qr_url: z.string().nullable(),
  /** What the students are offered now: Kaspi needs a link or a QR, transfer the invoice's requisites. */
  kaspi_available: z.boolean(),
  transfer_available: z.boolean(),
  /** The requisites a transfer still needs (Settings → Requisites), empty when none. */
  requisites_missing: z.array(z.string()),
});
export type OfflinePaymentSettings = z.infer<typeof offlinePaymentSettings>;

/** What a buyer may choose besides the card. */
export const offlineMethods = z.object({ kaspi: z.boolean(), transfer: z.boolean() });
export type OfflineMethods = z.infer<typeof offlineMethods>;

export const payCourseOfflineBody = z
  .object({
    course_id: dbId,
    channel: z.enum(STUDENT_OFFLINE_CHANNELS),
    idempotency_key: idempotencyKey.optional(),
  })
  .strict();
export type PayCourseOfflineBody = z.infer<typeof payCourseOfflineBody>;

/** Where to pay a transfer: the school's requisites as the invoice prints them. */
export const transferRequisites = z.object({
  legal_name: z.string(),
  bin: z.string(),
  bank_name: z.string(),
  iik: z.string(),
  bik: z.string(),
  kbe: z.string(),
});

/** An offline order as its buyer reads it: how to pay, the exact sum, and where it stands. */
export const offlineOrder = z.object({
  order_id: z.string(),
  /** A short number the student writes in the comment or the purpose, and staff find the money by. */
  reference: z.string(),
  channel: z.enum(OFFLINE_CHANNELS),
  state: z.enum(OFFLINE_STATES),
  status: z.enum(PAYMENT_STATUSES),
  title: z.string(),
  course_id: z.number().int().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  reported_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  receipt_url: z.string().nullable(),
  /** What to write in Kaspi's comment or as the transfer's purpose of payment. */
  comment: z.string(),
  kaspi: z.object({ link: z.string().nullable(), qr_url: z.string().nullable() }).nullable(),
  transfer: transferRequisites.nullable(),
  first_lesson_id: z.number().int().nullable(),
});
export type OfflineOrder = z.infer<typeof offlineOrder>;
export const offlineOrderList = z.array(offlineOrder);

/** The reconciliation queue's filters: a state (open by default), a channel, a page after `before`. */
export const reconciliationQuery = z
  .object({
    state: z.enum([...OFFLINE_STATES, "open"]).optional(),
    channel: z.enum(OFFLINE_CHANNELS).optional(),
    before: dbId.optional(),
  })
  .strict();
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;

/** A line of the queue: the payment, its buyer, what the student sent and who decided. */
export const reconciliationItem = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  order_id: z.string(),
  reference: z.string(),
  channel: z.enum(OFFLINE_CHANNELS),
  state: z.enum(OFFLINE_STATES),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  title: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  note: z.string(),
  created_at: z.string(),
  recorded_by_name: z.string(),
  reported_at: z.string().nullable(),
  receipt_url: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by_name: z.string(),
  rejection_reason: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItem>;

export const RECONCILIATION_PAGE_SIZE = 50;

export const reconciliationPage = z.object({
  results: z.array(reconciliationItem),
  next_cursor: z.number().int().nullable(),
  /** How many payments stand in each state (of the channel filtered, if any). */
  counts: z.object({
    awaiting_payment: z.number().int(),
    awaiting_confirmation: z.number().int(),
    confirmed: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type ReconciliationPage = z.infer<typeof reconciliationPage>;

export const rejectOfflineBody = z.object({ reason: oneLine(500).pipe(z.string().min(1, "required")) }).strict();

/** Staff record money that came by hand (cash at the desk, a transfer or Kaspi seen in the bank): it waits in the queue. */
export const recordOfflineBody = z
  .object({
    user_id: dbId,
    course_id: dbId,
    channel: z.enum(OFFLINE_CHANNELS),
    amount_minor: minorAmount,
    currency: currencyCode.optional(),
    note: oneLine(500).optional(),
  })
  .strict();
export type RecordOfflineBody = z.infer<typeof recordOfflineBody>;
