import {
  CATALOG_SORTS,
  type CatalogFacets,
  type CatalogFilterName,
  type CatalogSort,
  COURSE_DICTIONARY_FIELDS,
  type DictionaryKind,
  PROGRAM_LANGUAGES,
  readCatalogFilter,
  SORT_QUERY,
  type UiLanguage,
} from "@school/contracts";
import type { QueryValue } from "../../api/http-client";

/**
 * The catalogue's filter state, kept in the URL query string under the API's own parameter names (plus `sort`,
 * which the request spells as cost_value/price_value), so a link reproduces the same search.
 */
export type FacetKey = keyof CatalogFacets;

/** The spec's four rows of filter tags: tag with city; university with univer_tag; degree with speciality; format. */
export const FILTER_ROWS: readonly (readonly FacetKey[])[] = [
  ["tag", "city"],
  ["university", "univer_tag"],
  ["degree", "speciality"],
  ["format"],
];

/**
 * Each facet's dictionary (the contract's program field → dictionary table), its query parameter (format is
 * `format_fil` in the contract) and whether its list is long enough for the searchable selector.
 */
const facet = (key: FacetKey, param: string, long: boolean) => ({
  dictionary: COURSE_DICTIONARY_FIELDS[key] as DictionaryKind,
  param,
  long,
});
export const FACETS: Record<FacetKey, { dictionary: DictionaryKind; param: string; long: boolean }> = {
  tag: facet("tag", "tag", false),
  city: facet("city", "city", true),
  university: facet("university", "university", true),
  univer_tag: facet("univer_tag", "univer_tag", false),
  degree: facet("degree", "degree", false),
  speciality: facet("speciality", "speciality", true),
  format: facet("format", "format_fil", false),
};
export const FACET_KEYS = Object.keys(FACETS) as FacetKey[];

export type RangeKey = "cost_min" | "cost_max" | "price_min" | "price_max";
export const RANGE_KEYS: readonly RangeKey[] = ["cost_min", "cost_max", "price_min", "price_max"];

export type CatalogFilters = {
  q: string;
  facets: Record<FacetKey, number[]>;
  lang: string[];
  ranges: Record<RangeKey, number | null>;
  isOpen: boolean;
  sort: CatalogSort;
  page: number;
};

export const EMPTY_FILTERS: CatalogFilters = {
  q: "",
  facets: { tag: [], city: [], university: [], univer_tag: [], degree: [], speciality: [], format: [] },
  lang: [],
  ranges: { cost_min: null, cost_max: null, price_min: null, price_max: null },
  isOpen: false,
  sort: "default",
  page: 1,
};

/** Every URL parameter the filters use, page included. */
export const FILTER_PARAMS = [
  "q",
  ...FACET_KEYS.map((key) => FACETS[key].param),
  "lang",
  ...RANGE_KEYS,
  "is_open",
  "sort",
  "page",
] as const;

/** A parameter the contract would refuse is dropped, never sent: a hand-edited link still opens the catalogue. */
function parseParam<Name extends CatalogFilterName>(name: Name, raw: string | null) {
  if (raw === null || raw === "") return undefined;
  return readCatalogFilter(name, raw);
}

function uniqueIds(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value.filter((item): item is number => typeof item === "number"))] : [];
}

export function parseFilters(search: URLSearchParams): CatalogFilters {
  const facets = { ...EMPTY_FILTERS.facets };
  for (const key of FACET_KEYS) {
    facets[key] = uniqueIds(parseParam(FACETS[key].param as CatalogFilterName, search.get(FACETS[key].param)));
  }
  const ranges = { ...EMPTY_FILTERS.ranges };
  for (const key of RANGE_KEYS) ranges[key] = parseParam(key, search.get(key)) ?? null;
  const lang = (parseParam("lang", search.get("lang")) ?? "")
    .split(",")
    .filter((code) => (PROGRAM_LANGUAGES as readonly string[]).includes(code));
  const sort = search.get("sort");
  return {
    q: parseParam("q", search.get("q")) ?? "",
    facets,
    lang: [...new Set(lang)],
    ranges,
    isOpen: search.get("is_open") === "true",
    sort: (CATALOG_SORTS as readonly string[]).includes(sort ?? "") ? (sort as CatalogSort) : "default",
    page: parseParam("page", search.get("page")) ?? 1,
  };
}

/** The URL form of the filters: defaults are left out so a clean catalogue has a clean address. */
export function filtersToSearch(filters: CatalogFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim() !== "") search.set("q", filters.q.trim());
  for (const key of FACET_KEYS) {
    if (filters.facets[key].length > 0) search.set(FACETS[key].param, filters.facets[key].join(","));
  }
  if (filters.lang.length > 0) search.set("lang", filters.lang.join(","));
  for (const key of RANGE_KEYS) {
    const value = filters.ranges[key];
    if (value !== null) search.set(key, String(value));
  }
  if (filters.isOpen) search.set("is_open", "true");
  if (filters.sort !== "default") search.set("sort", filters.sort);
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

/** The request's query: the URL's filters, the sort as the contract spells it, and the interface language. */
export function filtersToApiQuery(filters: CatalogFilters, language: UiLanguage): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = Object.fromEntries(filtersToSearch(filters));
  delete query.sort;
  return { ...query, ...SORT_QUERY[filters.sort], translate_lang: language, page: filters.page };
}

/** How many filters are chosen (the search text and the page do not count): the mobile Filters button shows it. */
export function countActiveFilters(filters: CatalogFilters): number {
  return (
    FACET_KEYS.reduce((sum, key) => sum + filters.facets[key].length, 0) +
    filters.lang.length +
    RANGE_KEYS.filter((key) => filters.ranges[key] !== null).length +
    (filters.isOpen ? 1 : 0)
  );
}

/** Filters set outside the first row (country and city), which a desktop shows before the rest is asked for. */
export function countFiltersBeyondFirstRow(filters: CatalogFilters): number {
  const firstRow = FILTER_ROWS[0]!.reduce((sum, key) => sum + filters.facets[key].length, 0);
  return countActiveFilters(filters) - firstRow;
}

export function hasAnyFilterParam(search: URLSearchParams): boolean {
  return FILTER_PARAMS.some((param) => param !== "page" && search.has(param));
}
