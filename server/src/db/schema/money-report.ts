import { ORDER_KINDS, PAYMENT_METHODS } from "@school/contracts";
import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { schoolId } from "./columns.js";
import { schoolRowsOnly } from "./school-rows.js";

/**
 * The money received, rolled up per school, month (the first day of the school's calendar month of `paid_at`),
 * currency, what was bought (kind, program) and how (method, provider): the paid payments' amount less refunds in
 * minor units, and how many. The money report reads from it instead of from the payments (decision 0054): three years
 * of a school's 200,000 payments are a few thousand rows here. Never written by the application: statement triggers
 * on `payments` (hand-written in migration 0029) keep it in the transaction of every payment write, whichever module
 * makes it, and a change of the school's zone rebuilds the school's rows, as `schedule_lesson_days` (decision 0036).
 * A key whose count falls to zero is deleted.
 */
export const paymentMonths = pgTable(
  "payment_months",
  {
    schoolId: schoolId(),
    month: date("month").notNull(),
    currency: text("currency").notNull(),
    kind: text("kind", { enum: ORDER_KINDS }).notNull(),
    courseId: integer("course_id"),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    provider: text("provider"),
    receivedMinor: bigint("received_minor", { mode: "number" }).notNull(),
    payments: integer("payments").notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    // The key the triggers upsert on, and the report's range of months within a school.
    unique("payment_months_key")
      .on(table.schoolId, table.month, table.currency, table.kind, table.courseId, table.method, table.provider)
      .nullsNotDistinct(),
    // The emptied keys the triggers delete.
    index("payment_months_empty_idx").on(table.schoolId).where(sql`${table.payments} = 0`),
  ],
);
