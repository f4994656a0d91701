import { FISCAL_STATES } from "@school/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { payments } from "./payments.js";

/**
 * One receipt per payment and per refund (decision 0161): its own number, the PDF once the queue drew it, and, when
 * the platform fiscalises through an online cash register, the fiscal receipt that register issued. `key` is
 * `payment` or `refund:<history line id>`: a retried settle, listener or job finds the receipt it already made.
 */
export const paymentReceipts = pgTable(
  "payment_receipts",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    paymentId: integer("payment_id").notNull(),
    kind: text("kind", { enum: ["payment", "refund"] }).notNull(),
    key: text("key").notNull(),
    /** The refund's history line (`payment_events.id`), for a refund's receipt. */
    refundEventId: integer("refund_event_id"),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    /** When the money moved, as the receipt prints it. */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The PDF in storage, and the language it was drawn in (the payer's). */
    pdfKey: text("pdf_key"),
    language: text("language"),
    fiscalState: text("fiscal_state", { enum: FISCAL_STATES }).notNull().default("off"),
    /** The register's name ("webkassa") and the idempotency key sent to it (its ExternalCheckNumber). */
    fiscalProvider: text("fiscal_provider"),
    fiscalExternalId: text("fiscal_external_id"),
    /** The fiscal sign (Webkassa's CheckNumber), the check's number in its shift, and the OFD ticket's address. */
    fiscalSign: text("fiscal_sign"),
    fiscalNumber: text("fiscal_number"),
    fiscalUrl: text("fiscal_url"),
    fiscalAt: timestamp("fiscal_at", { withTimezone: true }),
    fiscalAttempts: integer("fiscal_attempts").notNull().default(0),
    fiscalError: text("fiscal_error"),
    /** When a job took the registration on: a claim older than the job's expiry is taken over. */
    fiscalClaimedAt: timestamp("fiscal_claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("payment_receipts", table),
    unique("payment_receipts_key").on(table.schoolId, table.paymentId, table.key),
    sameSchool({
      name: "payment_receipts_payment_fk",
      child: table,
      column: table.paymentId,
      parent: payments,
      onDelete: "cascade",
    }),
    index("payment_receipts_fiscal_idx").on(table.schoolId, table.fiscalState),
    check("payment_receipts_amount_positive", sql`${table.amountMinor} > 0`),
  ],
);
