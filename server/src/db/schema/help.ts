import { LEGAL_DOCUMENT_FORMATS, LEGAL_DOCUMENT_KINDS } from "@school/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/** A title and a text in Russian, Kazakh and English, "" where none was written (fresh columns per table). */
const inThreeLanguages = () => ({
  titleRu: text("title_ru").notNull().default(""),
  titleKk: text("title_kk").notNull().default(""),
  titleEn: text("title_en").notNull().default(""),
  textRu: text("text_ru").notNull().default(""),
  textKk: text("text_kk").notNull().default(""),
  textEn: text("text_en").notNull().default(""),
});

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A chapter of the school's FAQ (decision 0060): its title and lead text in three languages ("" where none was
 * written; a reader gets another language, marked), in the school's order.
 */
export const faqChapters = pgTable(
  "faq_chapters",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    position: integer("position").notNull(),
    ...inThreeLanguages(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    schoolRowKey("faq_chapters", table),
    index("faq_chapters_school_position_idx").on(table.schoolId, table.position),
  ],
);

/** A question of a chapter and its answer (sanitised HTML), in three languages, in the chapter's order. */
export const faqQuestions = pgTable(
  "faq_questions",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    chapterId: integer("chapter_id").notNull(),
    position: integer("position").notNull(),
    ...inThreeLanguages(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "faq_questions_chapter_fk",
      child: table,
      column: table.chapterId,
      parent: faqChapters,
      onDelete: "cascade",
    }),
    index("faq_questions_chapter_position_idx").on(table.schoolId, table.chapterId, table.position),
  ],
);

/**
 * One legal document of a school (decision 0061): a PDF in storage (`file_key`) or a text (sanitised HTML), one row
 * per kind. `version` starts at 1 and grows with every change, so a consent can say which text it was given to.
 */
export const legalDocuments = pgTable(
  "legal_documents",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    kind: text("kind", { enum: LEGAL_DOCUMENT_KINDS }).notNull(),
    format: text("format", { enum: LEGAL_DOCUMENT_FORMATS }).notNull(),
    fileKey: text("file_key"),
    /** The Russian text; the Kazakh and English ones beside it, "" where none (decision 0134). */
    text: text("text").notNull().default(""),
    textKk: text("text_kk").notNull().default(""),
    textEn: text("text_en").notNull().default(""),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [
    schoolRowsOnly(),
    unique("legal_documents_school_kind_key").on(table.schoolId, table.kind),
    check("legal_documents_format_check", sql`(format = 'pdf') = (file_key is not null)`),
  ],
);

/**
 * The school's help settings, one row per school (decisions 0061, 0062): its support contact and its onboarding
 * video, uploaded (`video_key` in storage) or linked (`video_url`, YouTube or Vimeo), or none. Kept beside the
 * schools table rather than in it, so the settings' two forms change their own rows.
 */
export const schoolHelp = pgTable(
  "school_help",
  {
    schoolId: schoolId().primaryKey(),
    supportPhone: text("support_phone").notNull().default(""),
    supportEmail: text("support_email").notNull().default(""),
    supportTelegram: text("support_telegram").notNull().default(""),
    videoKey: text("video_key"),
    videoUrl: text("video_url"),
    videoUpdatedAt: timestamp("video_updated_at", { withTimezone: true }),
  },
  () => [schoolRowsOnly(), check("school_help_one_video_check", sql`video_key is null or video_url is null`)],
);

/**
 * A user's consent to a legal document (decision 0061), given at registration: the moment, and the document's
 * version as it then stood (null when the school had not published that document yet). Kept, never changed.
 */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: integer("user_id").notNull(),
    kind: text("kind", { enum: LEGAL_DOCUMENT_KINDS }).notNull(),
    documentVersion: integer("document_version"),
    acceptedAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({ name: "consents_user_fk", child: table, column: table.userId, parent: users, onDelete: "cascade" }),
    index("consents_user_idx").on(table.schoolId, table.userId),
  ],
);
