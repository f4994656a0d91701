import { PAYMENT_STATUSES } from "@school/contracts";
import { index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { createdAt, sameSchool, schoolId, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * A program purchase. Money records outlive what they refer to: deleting a program or a user keeps the payment
 * (ids set to null) with the title it was bought under.
 */
export const coursePayments = pgTable(
  "course_payments",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id"),
    userId: integer("user_id"),
    courseTitle: text("course_title").notNull(),
    /** The provider's order reference; unique so a repeated provider callback cannot record a payment twice. */
    orderId: text("order_id").notNull().unique(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    provider: text("provider").notNull(),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    schoolRowsOnly(),
    index("course_payments_user_status_idx").on(table.userId, table.status),
    index("course_payments_school_created_idx").on(table.schoolId, table.createdAt),
    sameSchool({
      name: "course_payments_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "set null",
    }),
    sameSchool({
      name: "course_payments_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "set null",
    }),
  ],
);
