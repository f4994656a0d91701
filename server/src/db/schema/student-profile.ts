import { ASSESSMENT_FORMS, EDUCATION_DEGREES, KNOWN_LANGUAGES, LANGUAGE_LEVELS } from "@school/contracts";
import { index, integer, numeric, type PgColumn, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

const owner = () => integer("user_id").notNull();
/** The student a record belongs to, of the record's own school. */
const ownedBy = (name: string, table: { schoolId: PgColumn; userId: PgColumn }) =>
  sameSchool({ name: `${name}_user_fk`, child: table, column: table.userId, parent: users, onDelete: "cascade" });

/** A student's education record (the education wizard, at most 6 rows per student). */
export const userEducations = pgTable(
  "user_educations",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: owner(),
    degree: text("degree", { enum: EDUCATION_DEGREES }).notNull(),
    professionName: text("profession_name").notNull(),
    start: integer("start").notNull(),
    end: integer("end"),
    assessmentForm: text("assessment_form", { enum: ASSESSMENT_FORMS }).notNull(),
    score: numeric("score", { precision: 6, scale: 2, mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    index("user_educations_user_idx").on(table.userId),
    ownedBy("user_educations", table),
    index("user_educations_school_degree_idx").on(table.schoolId, table.degree, table.start),
  ],
);

/** A language certificate a student holds (at most 4 rows). */
export const userCertificates = pgTable(
  "user_certificates",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: owner(),
    name: text("name").notNull(),
    totalScore: numeric("total_score", { precision: 8, scale: 2, mode: "number" }),
    language: text("language"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    index("user_certificates_user_idx").on(table.userId),
    ownedBy("user_certificates", table),
    index("user_certificates_school_name_idx").on(table.schoolId, table.name),
  ],
);

/** A language a student knows, with the level (at most 6 rows). */
export const userLanguages = pgTable(
  "user_languages",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    userId: owner(),
    language: text("language", { enum: KNOWN_LANGUAGES }).notNull(),
    level: text("level", { enum: LANGUAGE_LEVELS }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    index("user_languages_user_idx").on(table.userId),
    ownedBy("user_languages", table),
    index("user_languages_school_language_idx").on(table.schoolId, table.language, table.level),
  ],
);
