import { OFFLINE_CHANNELS, OFFLINE_STATES } from "@school/contracts";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { payments } from "./payments.js";
import { users } from "./users.js";

/**
 * A school's Kaspi and bank-transfer settings (decision 0160), one row per school: its Kaspi Pay link or QR (a stored
 * picture) and what the student writes in Kaspi's comment; a transfer pays to the school's requisites (decision 0158).
 */
export const offlinePaymentSettings = pgTable(
  "offline_payment_settings",
  {
    schoolId: schoolId().primaryKey(),
    kaspiEnabled: boolean("kaspi_enabled").notNull().default(false),
    kaspiLink: text("kaspi_link").notNull().default(""),
    /** The QR's storage key; null without one. */
    kaspiQrKey: text("kaspi_qr_key"),
    kaspiComment: text("kaspi_comment").notNull().default(""),
    transferEnabled: boolean("transfer_enabled").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [schoolRowsOnly()],
);

/**
 * A payment of the ledger made outside the card provider (Kaspi, a bank transfer, cash) and its way through the
 * reconciliation queue: the student's "I have paid" and receipt, then a staff member's decision. The payment row keeps
 * the money (`pending` until confirmed, then `paid` through the one settle path, or `failed` when rejected); this row
 * keeps what the queue needs, one per payment.
 */
export const offlinePayments = pgTable(
  "offline_payments",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    paymentId: integer("payment_id").notNull(),
    channel: text("channel", { enum: OFFLINE_CHANNELS }).notNull(),
    state: text("state", { enum: OFFLINE_STATES }).notNull(),
    /** A staff member who recorded money taken by hand (cash); null when the student opened the order. */
    recordedBy: integer("recorded_by"),
    recordedByName: text("recorded_by_name").notNull().default(""),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    /** The student's receipt photo or scan (a private file), and its type. */
    receiptKey: text("receipt_key"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Who decided, kept without a reference (the history outlives the account), and the name then. */
    decidedBy: integer("decided_by"),
    decidedByName: text("decided_by_name").notNull().default(""),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("offline_payments", table),
    uniqueIndex("offline_payments_payment_idx").on(table.schoolId, table.paymentId),
    // The queue: a school's payments in a state, newest first.
    index("offline_payments_state_idx").on(table.schoolId, table.state, table.id),
    sameSchool({
      name: "offline_payments_payment_fk",
      child: table,
      column: table.paymentId,
      parent: payments,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "offline_payments_recorded_by_fk",
      child: table,
      column: table.recordedBy,
      parent: users,
      onDelete: "set null",
    }),
  ],
);
