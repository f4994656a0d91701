import type { SavedFilterKey } from "../session";
import type { FILTER_PARAMS } from "./catalog-filters";

/**
 * Where each URL filter is remembered between visits, under the spec's saved-filter names where it has one.
 * Every key is registered in SAVED_FILTER_KEYS, so logout clears them all.
 */
export const SAVED_FILTER_BY_PARAM: Record<Exclude<(typeof FILTER_PARAMS)[number], "page">, SavedFilterKey> = {
  q: "filter_search",
  tag: "filter_category",
  city: "filter_city",
  university: "filter_university",
  univer_tag: "filter_university_tag",
  degree: "filter_degree",
  speciality: "filter_faculty",
  format_fil: "filter_format",
  lang: "filter_language",
  cost_min: "filter_cost_min",
  cost_max: "filter_cost_max",
  price_min: "filter_price_min",
  price_max: "filter_price_max",
  is_open: "filter_is_open",
  sort: "filter_sort",
};
const SAVED = Object.entries(SAVED_FILTER_BY_PARAM) as [string, SavedFilterKey][];

/** The browser's storage; the server's render remembers nothing. */
const browserStorage = (): Storage | null => (typeof localStorage === "undefined" ? null : localStorage);

/** The remembered filters as URL parameters (the page is never remembered: a return starts on page 1). */
export function readSavedFilters(storage: Storage | null = browserStorage()): URLSearchParams {
  const search = new URLSearchParams();
  if (storage === null) return search;
  for (const [param, key] of SAVED) {
    const value = storage.getItem(key);
    if (value !== null && value !== "") search.set(param, value);
  }
  return search;
}

export function writeSavedFilters(search: URLSearchParams, storage: Storage = localStorage): void {
  for (const [param, key] of SAVED) {
    const value = search.get(param);
    if (value === null || value === "") storage.removeItem(key);
    else storage.setItem(key, value);
  }
}
