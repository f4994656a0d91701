import { z } from "zod";
import { EDUCATION_DEGREES } from "../catalogue.js";
import { dbId, isoDate } from "../fields.js";
import { academicYear } from "./record.js";
import { STUDENT_STEPS } from "./record-vocabulary.js";

/** Payment tranches: the package cost paid in parts; a paid tranche lowers the payment balance. */
export const paymentTranche = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  amount: z.number(),
  due_date: z.string(),
  paid_on: z.string().nullable(),
  note: z.string(),
  /** Not paid and its due date is before the school's today (decision 0053). */
  overdue: z.boolean(),
});
export type PaymentTranche = z.infer<typeof paymentTranche>;
const trancheFields = z.object({
  amount: z.number().positive().max(1_000_000_000),
  due_date: isoDate,
  paid_on: isoDate.nullable(),
  note: z.string().trim().max(500),
});
/**
 * A change that would make the paid total exceed the package cost answers 409 `overpay` unless the body confirms it
 * (decision 0053); the excess then shows as the student's credit.
 */
const confirmOverpay = z.object({ confirm_overpay: z.boolean().optional() });
export const paymentTrancheBody = trancheFields
  .partial({ paid_on: true, note: true })
  .extend({ user_id: dbId })
  .extend(confirmOverpay.shape)
  .strict();
export const paymentTrancheUpdateBody = trancheFields.partial().extend(confirmOverpay.shape).strict();
/** A student's tranches and what they add up to. */
export const paymentTranches = z.object({
  results: z.array(paymentTranche),
  package_cost: z.number().nullable(),
  paid_total: z.number(),
  payment_balance: z.number(),
});
export type PaymentTranches = z.infer<typeof paymentTranches>;

/** balance/: what the filtered students owe in total. */
export const balanceQuery = z
  .object({
    degree: z.enum(EDUCATION_DEGREES).optional(),
    pre_enrollment: z.enum(["true", "false"]).optional(),
    academic_year: academicYear.optional(),
    countries: z.string().trim().min(1).max(100).optional(),
    step: z.enum(STUDENT_STEPS).optional(),
  })
  .strict();
export const balanceSummary = z.object({
  students: z.number().int(),
  package_cost: z.number(),
  paid_total: z.number(),
  payment_balance: z.number(),
});
