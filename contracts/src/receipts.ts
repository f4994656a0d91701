import { z } from "zod";

/** Where a receipt's fiscal registration stands (decision 0161): `off` while the platform fiscalises nothing. */
export const FISCAL_STATES = ["off", "pending", "sending", "registered", "failed"] as const;
export type FiscalState = (typeof FISCAL_STATES)[number];

/** A payment's or a refund's receipt: its PDF once drawn, and its fiscal receipt when the register issued one. */
export const paymentReceipt = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  kind: z.enum(["payment", "refund"]),
  /** The receipt's number, as its PDF prints it. */
  number: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  issued_at: z.string(),
  /** The PDF is drawn by a background job: false for the few seconds before it is. */
  pdf_ready: z.boolean(),
  fiscal_state: z.enum(FISCAL_STATES),
  fiscal_provider: z.string().nullable(),
  fiscal_sign: z.string().nullable(),
  fiscal_number: z.string().nullable(),
  fiscal_url: z.string().nullable(),
  fiscal_at: z.string().nullable(),
  /** Why the register refused, for staff only (empty for the payer). */
  fiscal_error: z.string().nullable(),
});
export type PaymentReceipt = z.infer<typeof paymentReceipt>;

export const paymentReceipts = z.object({ results: z.array(paymentReceipt) });
export type PaymentReceipts = z.infer<typeof paymentReceipts>;
