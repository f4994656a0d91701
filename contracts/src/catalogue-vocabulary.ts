import { PG_INTEGER_MAX } from "./constants.js";
import { MAX_PAGE } from "./page-bounds.js";

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

/** The body and answer fields of an entry's name in each language (`name_ru`, `name_kk`, `name_en`). */
export const ENTRY_NAME_FIELDS = { ru: "name_ru", kk: "name_kk", en: "name_en" } as const satisfies Record<
  TranslateLang,
  string
>;

/** The sort options as the query parameters the contract has (cost_value, price_value). */
export const SORT_QUERY: Record<CatalogSort, { cost_value?: "asc" | "desc"; price_value?: "asc" | "desc" }> = {
  default: {},
  expensive: { price_value: "desc" },
  cheap: { price_value: "asc" },
  tuition: { price_value: "asc" },
  fee: { cost_value: "asc" },
};

/** The largest fee or tuition a range filter takes. */
export const MONEY_FILTER_MAX = 1_000_000_000;
/** Multi-choice filters: comma-separated ids, at most a hundred (each then from 1 to PG_INTEGER_MAX). */
export const ID_LIST_PATTERN = /^\d{1,10}(,\d{1,10}){0,99}$/;
export const ID_LIST_MAX_LENGTH = 1200;
/** The programme languages a search asks for, comma-separated two-letter codes. */
export const LANGUAGE_LIST_PATTERN = /^[a-z]{2}(,[a-z]{2})*$/;
/** The longest search text. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * The catalogue's filters the web keeps in its address, as data (decision 0039): each query parameter and its
 * kind. The query schema the server validates with (`catalogQuery`) and the web's reader of its address
 * (`readCatalogFilter`, without zod) are both built from this table; a property test holds them to one answer.
 */
export const CATALOG_FILTERS = {
  q: "text",
  university: "ids",
  faculty: "ids",
  speciality: "ids",
  cost_min: "money",
  cost_max: "money",
  price_min: "money",
  price_max: "money",
  city: "ids",
  tag: "ids",
  degree: "ids",
  lang: "languages",
  page: "page",
  format_fil: "ids",
  univer_tag: "ids",
} as const;
export type CatalogFilterName = keyof typeof CATALOG_FILTERS;
export type CatalogFilterKind = (typeof CATALOG_FILTERS)[CatalogFilterName];
type CatalogFilterValues = { text: string; ids: number[]; money: number; languages: string; page: number };
export type CatalogFilterValue<Name extends CatalogFilterName> = CatalogFilterValues[(typeof CATALOG_FILTERS)[Name]];

/** A number as zod's coercion reads text (`Number(text)`), finite, else NaN. */
const numberOf = (raw: string) => {
  const value = Number(raw);
  return Number.isFinite(value) ? value : Number.NaN;
};

const READERS: { [Kind in CatalogFilterKind]: (raw: string) => CatalogFilterValues[Kind] | undefined } = {
  text: (raw) => {
    const text = raw.trim();
    return text.length <= SEARCH_TEXT_MAX_LENGTH ? text : undefined;
  },
  ids: (raw) => {
    if (raw.length > ID_LIST_MAX_LENGTH || !ID_LIST_PATTERN.test(raw)) return undefined;
    const ids = raw.split(",").map(Number);
    return ids.every((id) => id >= 1 && id <= PG_INTEGER_MAX) ? ids : undefined;
  },
  money: (raw) => {
    const value = numberOf(raw);
    return value >= 0 && value <= MONEY_FILTER_MAX ? value : undefined;
  },
  languages: (raw) => (LANGUAGE_LIST_PATTERN.test(raw) ? raw : undefined),
  page: (raw) => {
    const value = numberOf(raw);
    return Number.isSafeInteger(value) && value >= 1 && value <= MAX_PAGE ? value : undefined;
  },
};

/** One filter of the address as `catalogQuery` reads it, or undefined where the server would refuse it. */
export function readCatalogFilter<Name extends CatalogFilterName>(
  name: Name,
  raw: string,
): CatalogFilterValue<Name> | undefined {
  const read = READERS[CATALOG_FILTERS[name]] as (raw: string) => CatalogFilterValue<Name> | undefined;
  return read(raw);
}
