import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { courses } from "./catalogue.js";
import { sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/**
 * Certificates of completion (decision 0163). A program's completion rule says what issues its certificate; each
 * certificate is issued once per student and program (its unique key is the durable key of issuing, whoever or
 * whatever asks), numbered in the school's sequence, and verified in public by a random code.
 */

/** A program's completion rule, as staff set it in the program's settings; no row: issued by staff alone. */
export const certificateRules = pgTable(
  "certificate_rules",
  {
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    /** Every lesson of the program finished. */
    lessons: boolean("lessons").notNull().default(false),
    /** Every exercise list (exam) of the program passed. */
    exams: boolean("exams").notNull().default(false),
    hours: integer("hours").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    primaryKey({ columns: [table.schoolId, table.courseId] }),
    sameSchool({
      name: "certificate_rules_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
  ],
);

/** The school's certificate numbers: the last number given, taken under the row's lock (the prefix is a requisite, 0171). */
export const certificateSequences = pgTable(
  "certificate_sequences",
  {
    schoolId: schoolId().primaryKey(),
    last: integer("last").notNull().default(0),
  },
  () => [schoolRowsOnly()],
);

export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    userId: integer("user_id").notNull(),
    /** The school's prefix and sequence, e.g. DEMO-000042: what the paper and the verification page print. */
    number: text("number").notNull(),
    /** The verification code the QR code carries: 128 random bits, URL-safe base64. */
    code: text("code").notNull(),
    /** The language the certificate is written in (the holder's interface language when it was issued). */
    language: text("language", { enum: ["ru", "kk", "en"] }).notNull(),
    /** The holder's name and the program's title as printed: a later rename does not change a paper once issued. */
    holder: text("holder").notNull(),
    program: text("program").notNull(),
    hours: integer("hours").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who issued it by hand; null when the program's rule did. */
    issuedBy: integer("issued_by"),
    /** The drawn PDF in storage; null until the render job has run. */
    pdfKey: text("pdf_key"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
    revokedBy: integer("revoked_by"),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("certificates", table),
    unique("certificates_once_key").on(table.schoolId, table.courseId, table.userId),
    unique("certificates_number_key").on(table.schoolId, table.number),
    unique("certificates_code_key").on(table.code),
    index("certificates_user_idx").on(table.schoolId, table.userId),
    sameSchool({
      name: "certificates_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "certificates_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "certificates_issued_by_fk",
      child: table,
      column: table.issuedBy,
      parent: users,
      onDelete: "set null",
    }),
    sameSchool({
      name: "certificates_revoked_by_fk",
      child: table,
      column: table.revokedBy,
      parent: users,
      onDelete: "set null",
    }),
  ],
);
