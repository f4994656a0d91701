import { ORDER_KINDS, PAYMENT_EVENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from "@school/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/** A sum of money in the currency's minor units (tiyn, cents): integers only (decision 0051). */
const minor = (name: string) => bigint(name, { mode: "number" });

/**
 * A payment: a program, the priority package or the school's tariff, bought through the provider or recorded by
 * staff. Money records outlive what they refer to: deleting a program or a user keeps the payment (ids set to null)
 * with the title it was bought under, and `pay/delete/` only marks it deleted; `payment_events` holds its history.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    /** The public order reference: in the provider's invoice, the thank-you page's address and the history. */
    orderId: text("order_id").notNull().unique(),
    kind: text("kind", { enum: ORDER_KINDS }).notNull(),
    userId: integer("user_id"),
    courseId: integer("course_id"),
    /** What was bought, as it was called then (a program's title, "Priority package", "Tariff: 40 students × 3"). */
    title: text("title").notNull(),
    amountMinor: minor("amount_minor").notNull(),
    refundedMinor: minor("refunded_minor").notNull().default(0),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The provider's name (`provider` method only) and its transaction id once it reports one. */
    provider: text("provider"),
    providerTransactionId: text("provider_transaction_id"),
    /**
     * The provider's checkout opened for this order, kept so that every later open of a pending order answers the
     * same one: one order of the platform is one order at the provider, paid at most once (decision 0167).
     */
    checkoutUrl: text("checkout_url"),
    /** The client's key for `pay_course/`: a double click or a retried request finds the order it already made. */
    idempotencyKey: text("idempotency_key"),
    utmSource: text("utm_source"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmMedium: text("utm_medium"),
    utmTerm: text("utm_term"),
    /** The tariff bought: students and months (tariff orders only). */
    tariffStudents: integer("tariff_students"),
    tariffMonths: integer("tariff_months"),
    note: text("note").notNull().default(""),
    failureReason: text("failure_reason"),
    /** The staff member who recorded a manual payment. */
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("payments", table),
    check("payments_amount_check", sql`${table.amountMinor} > 0`),
    check("payments_refunded_check", sql`${table.refundedMinor} between 0 and ${table.amountMinor}`),
    uniqueIndex("payments_idempotency_key_idx")
      .on(table.schoolId, table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex("payments_provider_transaction_idx")
      .on(table.provider, table.providerTransactionId)
      .where(sql`${table.providerTransactionId} is not null`),
    index("payments_user_idx").on(table.schoolId, table.userId, table.createdAt),
    index("payments_course_idx").on(table.schoolId, table.courseId, table.createdAt),
    // The money report: what was received per month (and by program, by provider) within a school.
    index("payments_school_paid_idx").on(table.schoolId, table.paidAt),
    index("payments_school_created_idx").on(table.schoolId, table.createdAt),
    sameSchool({
      name: "payments_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "set null",
    }),
    sameSchool({ name: "payments_user_fk", child: table, column: table.userId, parent: users, onDelete: "set null" }),
    sameSchool({
      name: "payments_created_by_fk",
      child: table,
      column: table.createdBy,
      parent: users,
      onDelete: "set null",
    }),
  ],
);

/**
 * A payment's history, append-only (a trigger refuses UPDATE and DELETE): who did what and when, the provider's
 * notifications among them. A provider transaction is processed once: its (provider, transaction, kind) is unique,
 * so a replayed notification finds its event already written and changes nothing.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    paymentId: integer("payment_id").notNull(),
    kind: text("kind", { enum: PAYMENT_EVENT_KINDS }).notNull(),
    /** The sum the event moved (paid, refunded), or the new amount of an update. */
    amountMinor: minor("amount_minor"),
    /** Who did it: a user id kept without a reference (the history outlives the account) and the name then. */
    actorId: integer("actor_id"),
    actorName: text("actor_name").notNull().default(""),
    provider: text("provider"),
    providerTransactionId: text("provider_transaction_id"),
    description: text("description").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "payment_events_payment_fk",
      child: table,
      column: table.paymentId,
      parent: payments,
      onDelete: "cascade",
    }),
    uniqueIndex("payment_events_provider_transaction_idx")
      .on(table.provider, table.providerTransactionId, table.kind)
      .where(sql`${table.providerTransactionId} is not null`),
    index("payment_events_payment_idx").on(table.paymentId, table.createdAt),
    index("payment_events_school_created_idx").on(table.schoolId, table.createdAt),
  ],
);

/**
 * The school's tariff periods: each paid tariff (or one an operator set for an invoice paid offline) covers
 * `startsOn` to `endsOn`; the school is active while today is inside one (`schools.tariff_ends_on`).
 */
export const schoolTariffs = pgTable(
  "school_tariffs",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    students: integer("students").notNull(),
    months: integer("months").notNull(),
    amountMinor: minor("amount_minor").notNull(),
    currency: text("currency").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    paymentId: integer("payment_id"),
    source: text("source", { enum: ["payment", "operator"] }).notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    check("school_tariffs_size_check", sql`${table.students} > 0 and ${table.months} > 0`),
    uniqueIndex("school_tariffs_payment_idx").on(table.paymentId),
    index("school_tariffs_school_ends_idx").on(table.schoolId, table.endsOn),
    sameSchool({
      name: "school_tariffs_payment_fk",
      child: table,
      column: table.paymentId,
      parent: payments,
      onDelete: "cascade",
    }),
  ],
);

/**
 * The referral cashback: a friend's first purchase credits the referrer 5 % once. One row per friend makes it
 * idempotent whatever the notifications do.
 */
export const referralCredits = pgTable(
  "referral_credits",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    referrerId: integer("referrer_id"),
    friendId: integer("friend_id").notNull(),
    paymentId: integer("payment_id").notNull(),
    amountMinor: minor("amount_minor").notNull(),
    currency: text("currency").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    uniqueIndex("referral_credits_friend_idx").on(table.schoolId, table.friendId),
    index("referral_credits_referrer_idx").on(table.schoolId, table.referrerId),
    sameSchool({
      name: "referral_credits_referrer_fk",
      child: table,
      column: table.referrerId,
      parent: users,
      onDelete: "set null",
    }),
    sameSchool({
      name: "referral_credits_friend_fk",
      child: table,
      column: table.friendId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "referral_credits_payment_fk",
      child: table,
      column: table.paymentId,
      parent: payments,
      onDelete: "cascade",
    }),
  ],
);
