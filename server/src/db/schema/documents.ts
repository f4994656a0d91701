import { DOCUMENT_KIND_NAMES, ISSUED_DOCUMENT_STATUSES, UI_LANGUAGES } from "@school/contracts";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/*
 * Documents from templates (issue 38, decision 0162): the school's own texts per kind and language, and the documents
 * issued from them to its students.
 */

/** A school's template of one kind in one language; a kind and language without a row reads the shipped text. */
export const documentTemplates = pgTable(
  "document_templates",
  {
    schoolId: schoolId(),
    kind: text("kind", { enum: DOCUMENT_KIND_NAMES }).notNull(),
    language: text("language", { enum: UI_LANGUAGES }).notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [schoolRowsOnly(), primaryKey({ columns: [table.schoolId, table.kind, table.language] })],
);

/**
 * A document issued to a student. `content` is what it says, frozen when it was issued (the filled text, the parties,
 * the lines, the schedule), so its PDF renders the same words again with the acceptance added; `sha256` is the hash of
 * the PDF as issued, the one the student accepts.
 */
export const issuedDocuments = pgTable(
  "issued_documents",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    kind: text("kind", { enum: DOCUMENT_KIND_NAMES }).notNull(),
    language: text("language", { enum: UI_LANGUAGES }).notNull(),
    number: text("number").notNull(),
    title: text("title").notNull(),
    content: jsonb("content").notNull(),
    status: text("status", { enum: ISSUED_DOCUMENT_STATUSES }).notNull().default("rendering"),
    file: text("file"),
    sha256: text("sha256"),
    issuedBy: integer("issued_by"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedIp: text("accepted_ip"),
    acceptedUserAgent: text("accepted_user_agent"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("issued_documents", table),
    sameSchool({
      name: "issued_documents_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    index("issued_documents_user_idx").on(table.userId, table.createdAt),
  ],
);
