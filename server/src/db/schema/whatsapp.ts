import { MAILING_VARIABLES, MESSAGE_TEMPLATES } from "@school/contracts";
import { integer, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { sameSchool, schoolId, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * A school's WhatsApp Business number (decision 0157): the Cloud API's phone number id, the token that sends through
 * it and the Meta app's secret that signs its webhook posts stay on the server; the web learns only the number, its
 * name and the Verify token the school pastes into Meta's dashboard (made here, not a secret from the school).
 */
export const schoolWhatsapp = pgTable(
  "school_whatsapp",
  {
    schoolId: schoolId().primaryKey(),
    phoneNumberId: text("phone_number_id").notNull().unique(),
    accessToken: text("access_token").notNull(),
    appSecret: text("app_secret").notNull(),
    verifyToken: text("verify_token").notNull(),
    displayPhone: text("display_phone"),
    verifiedName: text("verified_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [schoolRowsOnly()],
);

/** Which of the school's approved WhatsApp templates a platform template goes as outside the 24-hour window. */
export const whatsappTemplates = pgTable(
  "whatsapp_templates",
  {
    schoolId: schoolId(),
    templateKey: text("template_key", { enum: MESSAGE_TEMPLATES }).notNull(),
    name: text("name").notNull(),
    language: text("language").notNull(),
    /** What fills {{1}}, {{2}}…, in order. */
    parameters: text("parameters", { enum: MAILING_VARIABLES }).array().notNull().default([]),
  },
  (table) => [schoolRowsOnly(), primaryKey({ columns: [table.schoolId, table.templateKey] })],
);

/**
 * A student's WhatsApp number, proved by an SMS code (decision 0157): one per student, and a number links one student
 * of a school (linking it again moves it). `last_inbound_at` is the student's last WhatsApp message: the school may
 * write freely for 24 hours after it.
 */
export const whatsappLinks = pgTable(
  "whatsapp_links",
  {
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    /** WhatsApp's id of the person: the number's digits, without the plus. */
    waId: text("wa_id").notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
    lastInboundAt: timestamp("last_inbound_at", { withTimezone: true }),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.schoolId, table.userId] }),
    unique("whatsapp_links_number_key").on(table.schoolId, table.waId),
    sameSchool({
      name: "whatsapp_links_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);

/** The SMS code a student was sent to prove a number: hashed, expiring, void after five wrong tries. */
export const whatsappLinkCodes = pgTable(
  "whatsapp_link_codes",
  {
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    tries: integer("tries").notNull().default(0),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.schoolId, table.userId] }),
    sameSchool({
      name: "whatsapp_link_codes_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
  ],
);
