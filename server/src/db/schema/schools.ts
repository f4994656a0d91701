import { boolean, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const schools = pgTable("schools", {
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
  /** How many deadline rounds one program may have ('Number of rounds is limited!'). */
  maxRounds: integer("max_rounds").notNull().default(5),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
