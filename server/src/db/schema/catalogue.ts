import { type DictionaryKind, TRANSLATE_LANGS, type TranslateLang } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, sameSchool, schoolId, schoolRowKey, schoolRowsOnly } from "./columns.js";
import { users } from "./users.js";

/** Drizzle has no tsvector type; the column is only written by PostgreSQL (generated) and read in SQL conditions. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A dictionary entry's name in each interface language. At least one is filled in; a language left empty shows the
 * first filled in (ru, kk, en), as every translated text does (decision 0020).
 */
const entryNames = () => ({
  nameRu: text("name_ru").notNull().default(""),
  nameKk: text("name_kk").notNull().default(""),
  nameEn: text("name_en").notNull().default(""),
});

/** An entry's three name columns, or expressions naming them (an alias in a subquery). */
type EntryNames = { nameRu: PgColumn | SQL; nameKk: PgColumn | SQL; nameEn: PgColumn | SQL };
type EntryNameColumns = EntryNames & { schoolId: PgColumn };

/**
 * A text as a reader of `language` sees it: its own, else the first filled in (ru, kk, en), as `inLanguage` has it;
 * the SQL twin of that one rule (decision 0020). Every name a query answers in the reader's language goes through it
 * (`db/shown-names.ts`, decision 0134).
 */
export function textInLanguage(language: TranslateLang, texts: Record<TranslateLang, PgColumn | SQL>): SQL<string> {
  const [own, ...others] = [language, ...TRANSLATE_LANGS.filter((other) => other !== language)].map(
    (each) => texts[each],
  );
  return sql<string>`coalesce(nullif(${own}, ''), nullif(${others[0]}, ''), ${others[1]})`;
}

/**
 * The name an entry shows in a language, by the rule above. Written once here for the unique indexes, the
 * catalogue's cards and the dictionary lists.
 */
export function shownName(columns: EntryNames, language: TranslateLang): SQL<string> {
  return textInLanguage(language, { ru: columns.nameRu, kk: columns.nameKk, en: columns.nameEn });
}

/**
 * No two entries of a school and kind show the same name in any language (exactly as written; 409), and every
 * entry has a name in at least one.
 */
function entryNameRules(name: string, table: EntryNameColumns) {
  return [
    ...TRANSLATE_LANGS.map((language) =>
      uniqueIndex(`${name}_school_name_${language}_idx`).on(table.schoolId, shownName(table, language)),
    ),
    check(`${name}_has_name`, sql`${table.nameRu} <> '' or ${table.nameKk} <> '' or ${table.nameEn} <> ''`),
  ];
}

/** Tags (categories, e.g. a country) come first: universities and cities may belong to one. */
export const catalogTags = pgTable(
  "catalog_tags",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    ...entryNames(),
    createdAt: createdAt(),
  },
  (table) => [schoolRowsOnly(), ...entryNameRules("catalog_tags", table), schoolRowKey("catalog_tags", table)],
);

/** Every other dictionary has the same shape; one factory keeps them alike, each in a table of its own for real FKs. */
function dictionaryTable(name: string) {
  return pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      schoolId: schoolId(),
      ...entryNames(),
      tagId: integer("tag_id"),
      createdAt: createdAt(),
    },
    (table) => [
      schoolRowsOnly(),
      ...entryNameRules(name, table),
      index(`${name}_tag_idx`).on(table.tagId),
      schoolRowKey(name, table),
      sameSchool({
        name: `${name}_tag_fk`,
        child: table,
        column: table.tagId,
        parent: catalogTags,
        onDelete: "set null",
      }),
    ],
  );
}

export const catalogDegrees = dictionaryTable("catalog_degrees");
export const catalogFormats = dictionaryTable("catalog_formats");
export const catalogUniversities = dictionaryTable("catalog_universities");
export const catalogSpecialities = dictionaryTable("catalog_specialities");
export const catalogCities = dictionaryTable("catalog_cities");
export const catalogUniverTags = dictionaryTable("catalog_univer_tags");

/** Each dictionary kind of the contract with its table (tag has no tag_id column of its own). */
export const DICTIONARY_TABLES = {
  tag: catalogTags,
  degree: catalogDegrees,
  format: catalogFormats,
  univer: catalogUniversities,
  spec: catalogSpecialities,
  city: catalogCities,
  univerTag: catalogUniverTags,
} satisfies Record<DictionaryKind, unknown>;

/** A study program ("course" in the API). Money: cost is the submission fee in tenge, price the tuition abroad. */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    titleRu: text("title_ru").notNull(),
    titleKk: text("title_kk").notNull().default(""),
    titleEn: text("title_en").notNull().default(""),
    shortDescRu: text("short_desc_ru").notNull().default(""),
    shortDescKk: text("short_desc_kk").notNull().default(""),
    shortDescEn: text("short_desc_en").notNull().default(""),
    fullDescRu: text("full_desc_ru").notNull().default(""),
    fullDescKk: text("full_desc_kk").notNull().default(""),
    fullDescEn: text("full_desc_en").notNull().default(""),
    show: boolean("show").notNull().default(true),
    isNeedMailing: boolean("is_need_mailing").notNull().default(false),
    canSort: boolean("can_sort").notNull().default(false),
    order: integer("order").notNull().default(0),
    language: text("language"),
    cost: numeric("cost", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    priceCurrency: text("price_currency").notNull().default("EUR"),
    isFree: boolean("is_free").notNull().default(false),
    tagId: integer("tag_id").notNull(),
    degreeId: integer("degree_id"),
    formatId: integer("format_id"),
    universityId: integer("university_id"),
    specialityId: integer("speciality_id"),
    cityId: integer("city_id"),
    univerTagId: integer("univer_tag_id"),
    propertyForm: text("property_form"),
    country: text("country").notNull().default(""),
    youtubeLink: text("youtube_link").notNull().default(""),
    minPassPercent: integer("min_pass_percent").notNull().default(0),
    package: text("package").notNull().default(""),
    period: text("period").notNull().default(""),
    requirementDegree: text("requirement_degree").notNull().default(""),
    requirementYears: integer("requirement_years"),
    /** Storage keys of the cover (poster) and its thumbnail. */
    poster: text("poster"),
    posterThumb: text("poster_thumb"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Catalogue search (decision 0010): words of all nine texts in every language, with the 'simple' configuration
     * because titles mix Russian, Kazakh, English and proper names that no stemmer knows. Weighted so that a title
     * match ranks above a description match.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, "title_ru" || ' ' || "title_kk" || ' ' || "title_en"), 'A') || setweight(to_tsvector('simple'::regconfig, "short_desc_ru" || ' ' || "short_desc_kk" || ' ' || "short_desc_en"), 'B') || setweight(to_tsvector('simple'::regconfig, "full_desc_ru" || ' ' || "full_desc_kk" || ' ' || "full_desc_en"), 'C')`,
    ),
    /** Lowercase titles for trigram similarity, which forgives typos the full-text match cannot. */
    searchTitles: text("search_titles").generatedAlwaysAs(
      sql`lower("title_ru" || ' ' || "title_kk" || ' ' || "title_en")`,
    ),
  },
  (table) => {
    // The rest of every list order (decision 0010), ending in the id so the order is total. `show` last: the guest
    // catalogue's page of ids is an index-only scan that stops after the page, and the staff list (hidden programs
    // too) reads the same index. NULLS FIRST as ORDER BY … DESC has it, or the planner cannot use the index for it.
    // A function: `.desc()` marks the shared column object, and each index takes (and resets) that mark.
    const thenListOrder = () =>
      [table.order, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst(), table.show] as const;
    // A dictionary entry in use cannot be deleted (decision 0009), and must be the program's own school's.
    const dictionary = (name: string, column: PgColumn, parent: (typeof DICTIONARY_TABLES)[DictionaryKind]) =>
      sameSchool({ name: `courses_${name}_fk`, child: table, column, parent, onDelete: "restrict" });
    return [
      schoolRowsOnly(),
      schoolRowKey("courses", table),
      dictionary("tag", table.tagId, catalogTags),
      dictionary("degree", table.degreeId, catalogDegrees),
      dictionary("format", table.formatId, catalogFormats),
      dictionary("university", table.universityId, catalogUniversities),
      dictionary("speciality", table.specialityId, catalogSpecialities),
      dictionary("city", table.cityId, catalogCities),
      dictionary("univer_tag", table.univerTagId, catalogUniverTags),
      index("courses_school_show_idx").on(table.schoolId, table.show),
      index("courses_school_updated_idx").on(table.schoolId, table.updatedAt),
      // The default order and the web app's sorts: tuition either way, fee.
      index("courses_school_order_idx").on(table.schoolId, ...thenListOrder()),
      index("courses_school_price_order_idx").on(table.schoolId, table.price, ...thenListOrder()),
      index("courses_school_price_desc_order_idx").on(
        table.schoolId,
        table.price.desc().nullsFirst(),
        ...thenListOrder(),
      ),
      index("courses_school_cost_order_idx").on(table.schoolId, table.cost, ...thenListOrder()),
      // One btree per catalogue filter, led by the school every query is scoped to (fee and tuition ranges: above).
      index("courses_school_tag_idx").on(table.schoolId, table.tagId),
      index("courses_school_degree_idx").on(table.schoolId, table.degreeId),
      index("courses_school_format_idx").on(table.schoolId, table.formatId),
      index("courses_school_university_idx").on(table.schoolId, table.universityId),
      index("courses_school_speciality_idx").on(table.schoolId, table.specialityId),
      index("courses_school_city_idx").on(table.schoolId, table.cityId),
      index("courses_school_univer_tag_idx").on(table.schoolId, table.univerTagId),
      index("courses_school_language_idx").on(table.schoolId, table.language),
      // Every column the facet counts read, so counting a school's catalogue is an index-only scan: the heap rows
      // are wide (texts in three languages and their search vector).
      index("courses_school_facets_idx").on(
        table.schoolId,
        table.show,
        table.tagId,
        table.cityId,
        table.universityId,
        table.univerTagId,
        table.degreeId,
        table.specialityId,
        table.formatId,
        table.language,
        table.cost,
        table.price,
        table.id,
      ),
      // The school first (btree_gin): a search reads its own school's matches only, not every school's (decision 0093).
      index("courses_school_search_idx").using("gin", table.schoolId, table.searchVector),
      // The near-title lookup reads one school's titles too (decision 0116).
      index("courses_school_search_titles_idx").using("gin", table.schoolId, table.searchTitles.op("gin_trgm_ops")),
    ];
  },
);

/** The program's gallery (campus, city, student life): images re-encoded like the poster, in the staff's order. */
export const courseMedia = pgTable(
  "course_media",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    /** Storage keys of the image and its thumbnail. */
    image: text("image").notNull(),
    thumb: text("thumb").notNull(),
    order: integer("order").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "course_media_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    index("course_media_course_idx").on(table.courseId, table.order, table.id),
  ],
);

/** Deadline rounds: application windows of a program. */
export const courseRounds = pgTable(
  "course_rounds",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "course_rounds_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    index("course_rounds_course_idx").on(table.courseId, table.endsOn),
    // "Open today" and date-window filters: the school's rounds by date, with the program, without the heap.
    index("course_rounds_school_dates_idx").on(table.schoolId, table.endsOn, table.startsOn, table.courseId),
  ],
);

/** Teachers and students attached to a program. */
export const courseMembers = pgTable(
  "course_members",
  {
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    userId: integer("user_id").notNull(),
    role: text("role", { enum: ["teacher", "student"] }).notNull(),
    /**
     * How a student came to the program: staff enrolled them by hand, or they paid for it (a full refund takes that
     * membership away). A paid program's lessons open to its members only (decision 0051).
     */
    source: text("source", { enum: ["staff", "payment"] })
      .notNull()
      .default("staff"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "course_members_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "course_members_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    primaryKey({ columns: [table.courseId, table.userId, table.role] }),
    index("course_members_user_idx").on(table.userId),
  ],
);

/** Language certificates a program requires, each with its minimum score. */
export const courseRequirementCertificates = pgTable(
  "course_requirement_certificates",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    certificate: text("certificate").notNull(),
    minScore: numeric("min_score", { precision: 8, scale: 2, mode: "number" }).notNull(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "course_requirement_certificates_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    index("course_requirement_certificates_course_idx").on(table.courseId),
  ],
);

/** Documents a program asks for or carries (doc/{id}/), and the files students hand in for them. */
export const courseDocuments = pgTable(
  "course_documents",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    /** The Russian name (the spec's `doc_name`); Kazakh and English beside it, "" where none (decision 0134). */
    docName: text("doc_name").notNull(),
    docNameKk: text("doc_name_kk").notNull().default(""),
    docNameEn: text("doc_name_en").notNull().default(""),
    file: text("file"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "course_documents_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    index("course_documents_course_idx").on(table.courseId),
  ],
);

export const programFiles = pgTable(
  "program_files",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    courseId: integer("course_id").notNull(),
    userId: integer("user_id").notNull(),
    docName: text("doc_name").notNull(),
    file: text("file").notNull(),
    /**
     * The homework this final document was copied from (add-to-final-doc/), so it is added once. A plain column,
     * not a foreign key: the copy stays valid when the homework is deleted, and serial ids are never reused.
     */
    sourceHomeworkId: integer("source_homework_id"),
    createdAt: createdAt(),
  },
  (table) => [
    schoolRowsOnly(),
    sameSchool({
      name: "program_files_course_fk",
      child: table,
      column: table.courseId,
      parent: courses,
      onDelete: "cascade",
    }),
    sameSchool({
      name: "program_files_user_fk",
      child: table,
      column: table.userId,
      parent: users,
      onDelete: "cascade",
    }),
    index("program_files_course_user_idx").on(table.courseId, table.userId),
    uniqueIndex("program_files_source_homework_idx")
      .on(table.sourceHomeworkId)
      .where(sql`${table.sourceHomeworkId} is not null`),
  ],
);

/** Every change to a program file, for the change log (log-program-files/?spf_id=). */
export const programFileLogs = pgTable(
  "program_file_logs",
  {
    id: serial("id").primaryKey(),
    schoolId: schoolId(),
    programFileId: integer("program_file_id").notNull(),
    action: text("action", { enum: ["uploaded", "replaced", "deleted"] }).notNull(),
    actorId: integer("actor_id"),
    docName: text("doc_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    schoolRowsOnly(),
    index("program_file_logs_file_idx").on(table.programFileId),
    sameSchool({
      name: "program_file_logs_actor_fk",
      child: table,
      column: table.actorId,
      parent: users,
      onDelete: "set null",
    }),
  ],
);
