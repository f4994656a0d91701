import { z } from "zod";
import {
  CARD_COLOURS,
  CATALOG_FILTERS,
  type CatalogFilterName,
  DICTIONARIES,
  type DictionaryKind,
  LANGUAGE_LIST_PATTERN,
  MEDIA_PER_PROGRAM,
  MONEY_FILTER_MAX,
  PROGRAM_LANGUAGES,
  PROPERTY_FORMS,
  SEARCH_TEXT_MAX_LENGTH,
  TRANSLATE_LANGS,
} from "./catalogue-vocabulary.js";
import { dbId, dbIdList, isoDate } from "./fields.js";
import { pageOf, pageParam } from "./pagination.js";

export * from "./catalogue-vocabulary.js";
export const courseMediaItem = z.object({ id: z.number().int(), image: z.string(), thumb: z.string() });
export type CourseMediaItem = z.infer<typeof courseMediaItem>;

const money = z.coerce.number().min(0).max(MONEY_FILTER_MAX);

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

/** Each kind of the address's filters (`CATALOG_FILTERS`) as zod; the web reads the same kinds without zod. */
const FILTER_SCHEMAS = {
  text: () => z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).optional(),
  ids: () => dbIdList.optional(),
  money: () => money.optional(),
  languages: () => z.string().regex(LANGUAGE_LIST_PATTERN).optional(),
  page: () => pageParam,
};
const filter = <Name extends CatalogFilterName>(name: Name) =>
  FILTER_SCHEMAS[CATALOG_FILTERS[name]]() as ReturnType<(typeof FILTER_SCHEMAS)[(typeof CATALOG_FILTERS)[Name]]>;

/** Every catalogue filter the contract names; multi-choice filters take comma-separated ids. */
export const catalogQuery = z.object({
  q: filter("q"),
  university: filter("university"),
  faculty: filter("faculty"),
  speciality: filter("speciality"),
  cost_min: filter("cost_min"),
  cost_max: filter("cost_max"),
  price_min: filter("price_min"),
  price_max: filter("price_max"),
  city: filter("city"),
  tag: filter("tag"),
  degree: filter("degree"),
  lang: filter("lang"),
  translate_lang: z.enum(TRANSLATE_LANGS).optional(),
  page: filter("page"),
  domain: z.string().trim().max(253).optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  is_open: z.enum(["true", "false"]).optional(),
  format_fil: filter("format_fil"),
  univer_tag: filter("univer_tag"),
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
