import { z } from "zod";
import { dbId, isoDate } from "./fields.js";
import { currencyCode, minorAmount } from "./money.js";
import { PAYMENT_EVENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from "./payments.js";

/**
 * The staff side of payments (issue 21, decision 0053): a manager records money that came by hand, corrects or
 * deletes it, and reads a program's payments and any payment's history. Sums are minor units (decision 0051).
 */

/** How staff record money by hand: never `provider` (only the provider's notification makes those). */
export const MANUAL_PAYMENT_METHODS = PAYMENT_METHODS.filter(
  (method): method is Exclude<(typeof PAYMENT_METHODS)[number], "provider"> => method !== "provider",
);
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
const manualMethod = z.enum(MANUAL_PAYMENT_METHODS as [ManualPaymentMethod, ...ManualPaymentMethod[]]);

const note = z.string().trim().max(500);

/** A payment as the staff screens show it, with the buyer's name and who recorded it. */
export const staffPayment = z.object({
  id: z.number().int(),
  order_id: z.string(),
  kind: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  course_id: z.number().int().nullable(),
  title: z.string(),
  amount_minor: z.number().int(),
  refunded_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string().nullable(),
  note: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type StaffPayment = z.infer<typeof staffPayment>;

/** `create_course_user/`: enrol a student in a program with money paid by hand. */
export const createCourseUserBody = z
  .object({
    user_id: dbId,
    course_id: dbId,
    amount_minor: minorAmount,
    currency: currencyCode,
    method: manualMethod,
    /** The day the money came; today when left out. */
    paid_on: isoDate.optional(),
    note: note.optional(),
  })
  .strict();
export type CreateCourseUserBody = z.infer<typeof createCourseUserBody>;

/** `update_payment/{id}/`: any of the four; naming none, or the values it already has, changes nothing (200). */
export const updatePaymentBody = z
  .object({
    amount_minor: minorAmount,
    currency: currencyCode,
    method: z.enum(PAYMENT_METHODS),
    paid_on: isoDate,
    note,
  })
  .partial()
  .strict();
export type UpdatePaymentBody = z.infer<typeof updatePaymentBody>;

/** The answer of an update: the payment, and whether anything changed (an unchanged one writes no history). */
export const updatedPayment = z.object({ payment: staffPayment, changed: z.boolean() });

/** `create_history_pay/`: a note in a payment's history. */
export const paymentNoteBody = z.object({ payment_id: dbId, description: z.string().trim().min(1).max(1000) }).strict();

/** One line of a payment's history: who, when, what, the sum it moved. */
export const paymentEvent = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  payment_title: z.string(),
  kind: z.enum(PAYMENT_EVENT_KINDS),
  amount_minor: z.number().int().nullable(),
  currency: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  description: z.string(),
  /** What changed (`{field: {from, to}}`) or what the provider reported. */
  details: z.looseObject({}),
  created_at: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEvent>;

/** The most rows one page of a list answers. */
export const PAYMENT_PAGE_SIZE = 50;

/** A page: the rows, newest first, and the cursor of the next (older) page, null at the end. */
const keysetPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ results: z.array(item), next_cursor: z.number().int().nullable() });

/** `list_pay/{id}/`: older pages by `before` (the last row's id), deleted payments only when asked. */
export const listPayQuery = z
  .object({
    before: dbId.optional(),
    include_deleted: z.enum(["true", "false"]).optional(),
  })
  .strict();
export const paymentPage = keysetPage(staffPayment);

/** `list_history_pay/`: one payment's history, or every payment's history of one student. */
export const listHistoryQuery = z
  .object({ payment_id: dbId.optional(), user_id: dbId.optional(), before: dbId.optional() })
  .strict()
  .refine((query) => (query.payment_id === undefined) !== (query.user_id === undefined), {
    message: "Name either payment_id or user_id",
    path: ["payment_id"],
  });
/** The payments the history is about (the one payment, or the student's, newest first) and a page of events. */
export const paymentHistory = z.object({
  payments: z.array(staffPayment),
  results: z.array(paymentEvent),
  next_cursor: z.number().int().nullable(),
});
export type PaymentHistory = z.infer<typeof paymentHistory>;
