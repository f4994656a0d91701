import { z } from "zod";
import { dbId } from "./fields.js";

/** A program purchase moves from pending to paid or failed; a paid one may later be refunded. */
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A bought program, for the catalogue to mark; a deleted program keeps the title it was bought under. */
export const paidCourse = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  course_title: z.string(),
  amount: z.number(),
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
export const paymentCheck = z.object({
  course_id: z.number().int(),
  paid: z.boolean(),
  is_free: z.boolean(),
  has_access: z.boolean(),
});
export type PaymentCheck = z.infer<typeof paymentCheck>;
