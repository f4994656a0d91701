import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { payments } from "./payments.js";
import { paymentTranches } from "./student-record.js";
import { users } from "./users.js";

/*
 * Tranches paid online and instalment plans (issue 38, decision 0159). Kept apart from the payments and the student
 * record's own tables: a tranche and a payment stay what they were; these say which payment pays which tranche,
 * which link pays it, and how a program is sold in parts.
 */

/** A program sold in N payments: the first `first_amount`, the rest equal, one every `interval_days`. */
export const instalmentPlans = pgTable(
  "instalment_plans",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    payments: integer("payments").notNull(),
    intervalDays: integer("interval_days").notNull(),
    /** Whole major units, as the tranches it makes (decision 0051). */
    firstAmount: integer("first_amount").notNull(),
    /** A payment this many days overdue closes the program's lessons until it is paid. */
    lockAfterDays: integer("lock_after_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    uniqueIndex("instalment_plans_course_idx").on(table.schoolId, table.courseId),
    check("instalment_plans_payments_check", sql`${table.payments} between 2 and 12`),
    check("instalment_plans_interval_check", sql`${table.intervalDays} between 7 and 92`),
    check("instalment_plans_first_check", sql`${table.firstAmount} > 0`),
    check("instalment_plans_lock_check", sql`${table.lockAfterDays} between 0 and 90`),
    sameSchool({
      name: "instalment_plans_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
  ],
);

/**
 * A tranche made by buying a program in instalments: which program's lessons it holds open, and which payment of the
 * plan it is. One row per (student, program, number), so two concurrent purchases make the tranches once.
 */
export const instalmentTranches = pgTable(
  "instalment_tranches",
  {
    schoolId: schoolId(),
    trancheId: integer("tranche_id").notNull(),
    userId: integer("user_id").notNull(),
    courseId: integer("course_id").notNull(),
    number: integer("number").notNull(),
    of: integer("of").notNull(),
    /** The plan's lock rule as it was bought: a later change of the plan does not close lessons already sold. */
    lockAfterDays: integer("lock_after_days").notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.schoolId, table.trancheId] }),
    uniqueIndex("instalment_tranches_number_idx").on(table.schoolId, table.userId, table.courseId, table.number),
    sameSchool({
      name: "instalment_tranches_tranche_fk",
      child: table,
      column: table.trancheId,
      parent: paymentTranches,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "instalment_tranches_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "instalment_tranches_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
  ],
);

/**
 * The payment that pays a tranche: the tranche listener marks THAT tranche when the payment is paid, instead of
 * matching a sum. One open order per tranche at a time (the order's idempotency key), any number over time.
 */
export const trancheOrders = pgTable(
  "tranche_orders",
  {
    schoolId: schoolId(),
    paymentId: integer("payment_id").notNull(),
    trancheId: integer("tranche_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.schoolId, table.paymentId] }),
    index("tranche_orders_tranche_idx").on(table.schoolId, table.trancheId),
    sameSchool({
      name: "tranche_orders_payment_fk",
      child: table,
      column: table.paymentId,
      parent: payments,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "tranche_orders_tranche_fk",
      child: table,
      column: table.trancheId,
      parent: paymentTranches,
      onDelete: "cascade",
    }),
  ],
);

/**
 * A link that pays one tranche without signing in: its token (32 random bytes) is kept only as its SHA-256, so the
 * table read by someone else opens no tranche (as the calendar feeds, decision 0133). It expires; a paid tranche's
 * link pays nothing.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    tokenHash: text("token_hash").notNull(),
    trancheId: integer("tranche_id").notNull(),
    channel: text("channel", { enum: ["email", "telegram", "whatsapp"] }).notNull(),
    sentBy: integer("sent_by"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("payment_links", table),
    uniqueIndex("payment_links_token_idx").on(table.tokenHash),
    index("payment_links_tranche_idx").on(table.schoolId, table.trancheId),
    sameSchool({
      name: "payment_links_tranche_fk",
      child: table,
      column: table.trancheId,
      parent: paymentTranches,
      onDelete: "cascade",
    }),
  ],
);
