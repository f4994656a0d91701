import { z } from "zod";
import { dbId, dbIdList, isoDate } from "./fields.js";
import { pageOf, pageParam } from "./pagination.js";

/**
 * The program catalogue's shared vocabulary (product.md sections 3 and 9): dictionaries, program fields, the
 * catalogue's filters and sort options. Server and web read these; nothing else spells them.
 */
export const PROGRAM_LANGUAGES = ["kk", "ru", "en", "tr", "de", "hu", "it", "el", "cs", "sk", "pl", "zh"] as const;
export type ProgramLanguage = (typeof PROGRAM_LANGUAGES)[number];
export const CARD_COLOURS = ["orange", "green", "blue", "pink", "purple", "yellow", "mermaid"] as const;
export const PROPERTY_FORMS = ["state", "private"] as const;
/** Sort options in the spec's order: default, expensive first, cheap first, by tuition, by submission fee. */
export const CATALOG_SORTS = ["default", "expensive", "cheap", "tuition", "fee"] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
/** Page size is "not shown" in the spec: 12 fills 4, 3, 2 or 1 card columns evenly. */
export const CATALOG_PAGE_SIZE = 12;
/** The school-wide default limit of deadline rounds per program ('Number of rounds is limited!'). */
export const DEFAULT_MAX_ROUNDS = 5;
/** The languages texts are kept in and asked for (`translate_lang`), the interface's three. */
export const TRANSLATE_LANGS = ["ru", "kk", "en"] as const;
export type TranslateLang = (typeof TRANSLATE_LANGS)[number];

/**
 * The catalogue dictionaries as data: contract path, the field the spec names the entry by, and whether entries
 * belong to a tag (category) and can be listed by `tag_id`. One mechanism serves all of them.
 */
export const DICTIONARIES = {
  tag: { path: "course/tag/", nameField: "tag_name", byTag: false },
  degree: { path: "course/degree/", nameField: "degree_name", byTag: false },
  format: { path: "course/format/", nameField: "format_name", byTag: false },
  univer: { path: "course/univer/", nameField: "name", byTag: true },
  spec: { path: "course/spec/", nameField: "name", byTag: false },
  city: { path: "course/city/", nameField: "city", byTag: true },
  univerTag: { path: "course/univer-tag/", nameField: "name", byTag: false },
} as const;
export type DictionaryKind = keyof typeof DICTIONARIES;
export const DICTIONARY_KINDS = Object.keys(DICTIONARIES) as DictionaryKind[];

/** Where one entry is changed and deleted: `<path>{id}/`, except univer-tag, whose contract rows spell their own. */
const ENTRY_PATH_EXCEPTIONS: Partial<Record<DictionaryKind, { update: string; delete: string }>> = {
  univerTag: { update: "course/univer-tag/update/{id}/", delete: "course/univer-tag/delete/{id}/" },
};
export const DICTIONARY_ENTRY_PATHS = Object.fromEntries(
  DICTIONARY_KINDS.map((kind) => [
    kind,
    ENTRY_PATH_EXCEPTIONS[kind] ?? {
      update: `${DICTIONARIES[kind].path}{id}/`,
      delete: `${DICTIONARIES[kind].path}{id}/`,
    },
  ]),
) as Record<DictionaryKind, { update: string; delete: string }>;
/** The program fields that name a dictionary entry, with the dictionary each one names. */
export const COURSE_DICTIONARY_FIELDS = {
  tag: "tag",
  degree: "degree",
  format: "format",
  university: "univer",
  speciality: "spec",
  city: "city",
  univer_tag: "univerTag",
} as const satisfies Record<string, DictionaryKind>;
export type CourseDictionaryField = keyof typeof COURSE_DICTIONARY_FIELDS;

/** Certificates a program may require (product.md section 9); the spec's newer list adds three TOLC variants. */
export const REQUIREMENT_CERTIFICATES = [
  "IELTS",
  "TOEFL",
  "SAT",
  "Duolingo",
  "ISE",
  "FCE",
  "CAE",
  "CPE",
  "BEC",
  "TestDaF",
  "Goethe-Zertifikat",
  "TRFL",
  "CELI",
  "CILS",
  "PLIDA",
  "DELF-DALF",
  "TCF DAP",
  "TYS",
  "TDS",
  "Tomer",
  "TOLC-I",
  "TOLC-E",
  "TOLC-SU",
] as const;
export type RequirementCertificateName = (typeof REQUIREMENT_CERTIFICATES)[number];
export const LANGUAGE_LEVELS = ["A2", "B1", "B2", "C1", "C2"] as const;
/** Education degrees in the spec's index order (product.md section 3, Education). */
export const EDUCATION_DEGREES = ["school", "bachelor", "magistracy", "phd", "college"] as const;

/** At most this many gallery images per program ('Reached quantity limit!'). */
export const MEDIA_PER_PROGRAM = 10;
export const courseMediaItem = z.object({ id: z.number().int(), image: z.string(), thumb: z.string() });
export type CourseMediaItem = z.infer<typeof courseMediaItem>;

const money = z.coerce.number().min(0).max(1_000_000_000);

/** The body and answer fields of an entry's name in each language (`name_ru`, `name_kk`, `name_en`). */
export const ENTRY_NAME_FIELDS = { ru: "name_ru", kk: "name_kk", en: "name_en" } as const satisfies Record<
  TranslateLang,
  string
>;

/**
 * An entry in the asked language: `name` (and the spec's own field, see dictionaryResponse) is the name shown in
 * `translate_lang`, `name_ru`, `name_kk` and `name_en` are the names as written, empty where none was given.
 */
export const dictionaryEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  tag_id: z.number().int().nullable(),
  name_ru: z.string(),
  name_kk: z.string(),
  name_en: z.string(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntry>;

const entryName = z.string().trim().max(200);
/**
 * Write bodies: `name_ru`, `name_kk`, `name_en`, and the spec's own field (tag_name, degree_name, format_name, name,
 * city), which is the Russian name under the spec's word: either may be sent, or both with the same text.
 */
const dictionaryFields = (kind: DictionaryKind) =>
  z
    .object({
      [DICTIONARIES[kind].nameField]: entryName.optional(),
      name_ru: entryName.optional(),
      name_kk: entryName.optional(),
      name_en: entryName.optional(),
      ...(DICTIONARIES[kind].byTag ? { tag_id: dbId.nullable().optional() } : {}),
    })
    .strict();
type DictionaryFields = Record<string, unknown>;

/** The spec's field and `name_ru` are one name: both sent must agree. */
function sameRussianName(kind: DictionaryKind, body: DictionaryFields, context: z.RefinementCtx) {
  const specName = body[DICTIONARIES[kind].nameField];
  if (specName === undefined || body.name_ru === undefined) return;
  if (specName !== body.name_ru) {
    context.addIssue({ code: "custom", path: ["name_ru"], message: `Differs from ${DICTIONARIES[kind].nameField}` });
  }
}

/** A new entry has a name in at least one language. */
export const dictionaryBody = (kind: DictionaryKind) =>
  dictionaryFields(kind).superRefine((body: DictionaryFields, context) => {
    sameRussianName(kind, body, context);
    const names = [body[DICTIONARIES[kind].nameField], body.name_ru, body.name_kk, body.name_en];
    if (!names.some((name) => typeof name === "string" && name !== "")) {
      context.addIssue({
        code: "custom",
        path: [DICTIONARIES[kind].nameField],
        message: "Give the name in at least one language",
      });
    }
  });

/** A change names what changes; the server refuses one that would leave the entry with no name at all. */
export const dictionaryUpdateBody = (kind: DictionaryKind) =>
  dictionaryFields(kind).superRefine((body: DictionaryFields, context) => sameRussianName(kind, body, context));

const localized = {
  ru: z.string().trim().max(20_000),
  kk: z.string().trim().max(20_000),
  en: z.string().trim().max(20_000),
};

export const courseBody = z
  .object({
    title_ru: z.string().trim().min(1).max(300),
    title_kk: localized.kk.max(300).default(""),
    title_en: localized.en.max(300).default(""),
    short_desc_ru: z.string().trim().min(1).max(1000),
    short_desc_kk: localized.kk.max(1000).default(""),
    short_desc_en: localized.en.max(1000).default(""),
    full_desc_ru: z.string().trim().min(1).max(20_000),
    full_desc_kk: localized.kk.default(""),
    full_desc_en: localized.en.default(""),
    show: z.boolean().default(true),
    is_need_mailing: z.boolean().default(false),
    can_sort: z.boolean().default(false),
    order: z.number().int().min(0).max(1_000_000).default(0),
    language: z.enum(PROGRAM_LANGUAGES).nullable().default(null),
    /** Submission fee in tenge. */
    cost: money.default(0),
    /** Tuition in a foreign currency. */
    price: money.default(0),
    price_currency: z.string().trim().length(3).toUpperCase().default("EUR"),
    is_free: z.boolean().default(false),
    tag: dbId,
    degree: dbId.nullable().default(null),
    format: dbId.nullable().default(null),
    university: dbId.nullable().default(null),
    speciality: dbId.nullable().default(null),
    city: dbId.nullable().default(null),
    univer_tag: dbId.nullable().default(null),
    property_form: z.enum(PROPERTY_FORMS).nullable().default(null),
    country: z.string().trim().max(100).default(""),
    youtube_link: z
      .string()
      .trim()
      .regex(/^(https:\/\/(www\.)?(youtube\.com|youtu\.be)\/\S+)?$/, "a YouTube link")
      .default(""),
    min_pass_percent: z.number().int().min(0).max(100).default(0),
    package: z.string().trim().max(200).default(""),
    period: z.string().trim().max(200).default(""),
    requirement_degree: z.string().trim().max(100).default(""),
    requirement_years: z.number().int().min(0).max(20).nullable().default(null),
  })
  .strict();
export type CourseBody = z.infer<typeof courseBody>;
/**
 * A change names only what changes. zod 4 fills `.default()`s even inside `.partial()`, which would reset every
 * unnamed field, so the defaults are unwrapped first.
 */
const withoutDefaults = <Shape extends z.ZodRawShape>(shape: Shape) =>
  Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
    ]),
  ) as { [Key in keyof Shape]: z.ZodOptional<Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key]> };
export const courseUpdateBody = z
  .object({
    ...withoutDefaults(courseBody.shape),
    /**
     * The gallery as it should be: the ids of the images to keep, in the order to show them. Images left out are
     * deleted (the contract has no call of its own for that).
     */
    media: z.array(dbId).max(MEDIA_PER_PROGRAM).optional(),
  })
  .strict();
export type CourseUpdateBody = z.infer<typeof courseUpdateBody>;

export const roundBody = z.object({ course_id: dbId, start: isoDate, end: isoDate }).strict();
export const round = z.object({ id: z.number().int(), start: z.string(), end: z.string(), is_open: z.boolean() });
export type Round = z.infer<typeof round>;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A catalogue card: the program in the requested language, with what the card and its filters show. */
export const courseCard = z.object({
  id: z.number().int(),
  title: z.string(),
  short_desc: z.string(),
  poster: z.string().nullable(),
  colour: z.enum(CARD_COLOURS),
  cost: z.number(),
  price: z.number(),
  price_currency: z.string(),
  is_free: z.boolean(),
  language: z.string().nullable(),
  unverified: z.boolean(),
  show: z.boolean(),
  tag: named,
  degree: named,
  format: named,
  university: named,
  speciality: named,
  city: named,
  univer_tag: named,
  next_round: round.nullable(),
});
export type CourseCard = z.infer<typeof courseCard>;

export const facetCount = z.object({ id: z.number().int(), count: z.number().int() });
export const catalogFacets = z.object({
  tag: z.array(facetCount),
  city: z.array(facetCount),
  university: z.array(facetCount),
  univer_tag: z.array(facetCount),
  degree: z.array(facetCount),
  speciality: z.array(facetCount),
  format: z.array(facetCount),
});
export type CatalogFacets = z.infer<typeof catalogFacets>;

/** DRF-style page plus the facet counts of every filter row for the same query. */
export const catalogPage = pageOf(courseCard).extend({ facets: catalogFacets });
export type CatalogPage = z.infer<typeof catalogPage>;

/** Every catalogue filter the contract names; multi-choice filters take comma-separated ids. */
export const catalogQuery = z.object({
  q: z.string().trim().max(200).optional(),
  university: dbIdList.optional(),
  faculty: dbIdList.optional(),
  speciality: dbIdList.optional(),
  cost_min: money.optional(),
  cost_max: money.optional(),
  price_min: money.optional(),
  price_max: money.optional(),
  city: dbIdList.optional(),
  tag: dbIdList.optional(),
  degree: dbIdList.optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2}(,[a-z]{2})*$/)
    .optional(),
  translate_lang: z.enum(TRANSLATE_LANGS).optional(),
  page: pageParam,
  domain: z.string().trim().max(253).optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  is_open: z.enum(["true", "false"]).optional(),
  format_fil: dbIdList.optional(),
  univer_tag: dbIdList.optional(),
  cost_value: z.enum(["asc", "desc"]).optional(),
  price_value: z.enum(["asc", "desc"]).optional(),
  changed_at_after: isoDate.optional(),
  changed_at_before: isoDate.optional(),
});
export type CatalogQuery = z.infer<typeof catalogQuery>;
/** The public and staff lists take every filter but the change window, which only catalog/{schoolId}/ offers. */
export const guestCatalogQuery = catalogQuery.omit({ changed_at_after: true, changed_at_before: true });
export const myCoursesQuery = catalogQuery.pick({
  q: true,
  page: true,
  tag: true,
  degree: true,
  start: true,
  end: true,
  translate_lang: true,
});
export const courseLanguageQuery = z.object({
  translate_lang: z.enum(TRANSLATE_LANGS).optional(),
  domain: z.string().trim().max(253).optional(),
});

/** One program's page (guest_course/{id}/, detail/{id}/): the card plus what the page shows, in one language. */
export const catalogCourseDetail = courseCard.extend({
  full_desc: z.string(),
  /** The card's `poster` is the thumbnail when there is one; the page shows the full cover. */
  poster_thumb: z.string().nullable(),
  youtube_link: z.string(),
  property_form: z.enum(PROPERTY_FORMS).nullable(),
  country: z.string(),
  package: z.string(),
  period: z.string(),
  min_pass_percent: z.number().int(),
  requirement_degree: z.string(),
  requirement_years: z.number().int().nullable(),
  rounds: z.array(round),
  requirement_certificates: z.array(z.object({ id: z.number().int(), certificate: z.string(), min_score: z.number() })),
  teachers: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })),
  /** The names of the documents the program requires (doc/{id}/), in the order they were added. */
  documents: z.array(z.string()),
  media: z.array(courseMediaItem),
});
export type CatalogCourseDetail = z.infer<typeof catalogCourseDetail>;

/** The visible catalogue's highest fee and tuition: the upper ends of the filter sliders. */
export const catalogMaxPrice = z.object({ max_cost: z.number(), max_price: z.number() });
export type CatalogMaxPrice = z.infer<typeof catalogMaxPrice>;

/** The sort options as the query parameters the contract has (cost_value, price_value). */
export const SORT_QUERY: Record<CatalogSort, Pick<CatalogQuery, "cost_value" | "price_value">> = {
  default: {},
  expensive: { price_value: "desc" },
  cheap: { price_value: "asc" },
  tuition: { price_value: "asc" },
  fee: { cost_value: "asc" },
};
