import { z } from "zod";
import { EDUCATION_DEGREES } from "../catalogue.js";
import { dbId, isoDate } from "../fields.js";
import { academicYear, STUDENT_STEPS } from "./record.js";

/** Payment tranches: the package cost paid in parts; a paid tranche lowers the payment balance. */
export const paymentTranche = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  amount: z.number(),
  due_date: z.string(),
  paid_on: z.string().nullable(),
  note: z.string(),
});
export type PaymentTranche = z.infer<typeof paymentTranche>;
const trancheFields = z.object({
  amount: z.number().positive().max(1_000_000_000),
  due_date: isoDate,
  paid_on: isoDate.nullable(),
  note: z.string().trim().max(500),
});
export const paymentTrancheBody = trancheFields
  .partial({ paid_on: true, note: true })
  .extend({ user_id: dbId })
  .strict();
export const paymentTrancheUpdateBody = trancheFields.partial().strict();
/** A student's tranches and what they add up to. */
export const paymentTranches = z.object({
  results: z.array(paymentTranche),
  package_cost: z.number().nullable(),
  paid_total: z.number(),
  payment_balance: z.number(),
});

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
