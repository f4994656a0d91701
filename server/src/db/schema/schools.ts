import { sql } from "drizzle-orm";
import { boolean, date, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { schoolRowsOnly } from "./school-rows.js";

export const schools = pgTable(
  "schools",
  {
    id: serial("id").primaryKey(),
    /** The school's name and description in Russian, the texts every other language falls back to (decision 0020). */
    name: text("name").notNull(),
    nameKk: text("name_kk").notNull().default(""),
    nameEn: text("name_en").notNull().default(""),
    description: text("description").notNull().default(""),
    descriptionKk: text("description_kk").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    /** The line the public pages show above the school's name (a generic "Online school" when empty). */
    taglineRu: text("tagline_ru").notNull().default(""),
    taglineKk: text("tagline_kk").notNull().default(""),
    taglineEn: text("tagline_en").notNull().default(""),
    address: text("address").notNull().default(""),
    /** The host a school's public pages are served on; guest calls find their school by it. */
    domain: text("domain").notNull().unique(),
    currency: text("currency").notNull().default("KZT"),
    logo: text("logo"),
    /** The tariff status carried in tokens as tariff_status: an inactive school's users see only the guest catalogue. */
    tariffActive: boolean("tariff_active").notNull().default(true),
    /** The last day the paid tariff covers; null while the school has no tariff period (set by hand, or new). */
    tariffEndsOn: date("tariff_ends_on"),
    /** How many deadline rounds one program may have ('Number of rounds is limited!'). */
    maxRounds: integer("max_rounds").notNull().default(5),
    /** The schedule's rules (product.md section 3, School settings; decision 0026). Every lesson time is shown here. */
    timeZone: text("time_zone").notNull().default("Asia/Almaty"),
    /** Cancellations and moves a student may make per month, and the notice each needs, in hours. */
    cancelCount: integer("cancel_count").notNull().default(2),
    transferCount: integer("transfer_count").notNull().default(2),
    cancelTime: integer("cancel_time").notNull().default(24),
    transferTime: integer("transfer_time").notNull().default(24),
    /** Work hours as minutes after midnight in the school's zone. */
    workStartMinute: integer("work_start_minute").notNull().default(480),
    workEndMinute: integer("work_end_minute").notNull().default(1320),
    /** Mark the day before's lessons still planned as finished each night. */
    autoFinishLessons: boolean("auto_finish_lessons").notNull().default(false),
    /** Staff sign in with an authenticator code after the password; the school admin's switch (decision 0127). */
    requireStaffTwoFactor: boolean("require_staff_two_factor").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A school's own row only: the application's role never reads another school's settings.
  () => [schoolRowsOnly(sql`id`)],
);
