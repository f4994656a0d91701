import { date, integer, pgTable, serial, unique } from "drizzle-orm/pg-core";
import { createdAt, schoolId, schoolRowsOnly } from "./columns.js";

/**
 * The reminders sent before a school's tariff lapses (decision 0055): one row per school, last covered day and number
 * of days before it, so the daily job sends each reminder once however often it runs, and a new period (a new last
 * day) gets reminders of its own.
 */
export const tariffReminders = pgTable(
  "tariff_reminders",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    daysBefore: integer("days_before").notNull(),
    sentAt: createdAt(),
  },
  (table) => [schoolRowsOnly(), unique("tariff_reminders_once_key").on(table.schoolId, table.endsOn, table.daysBefore)],
);
