/**
 * Every saved catalogue filter, cleared at logout (spec section 4). Features that save a filter add its key
 * here rather than clearing it themselves, so logout cannot miss one.
 */
export const SAVED_FILTER_KEYS = [
  "filter_category",
  "filter_degree",
  "filter_university",
  "filter_faculty",
  "filter_city",
  "filter_search",
  "filter_language",
  "filter_format",
  "filter_university_tag",
  // The catalogue's other filters (money ranges, open rounds, sort) are remembered too.
  "filter_cost_min",
  "filter_cost_max",
  "filter_price_min",
  "filter_price_max",
  "filter_is_open",
  "filter_sort",
] as const;
export type SavedFilterKey = (typeof SAVED_FILTER_KEYS)[number];

/** Filters may be kept in localStorage or in cookies; both places are cleared. */
export function clearSavedFilters(): void {
  for (const key of SAVED_FILTER_KEYS) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie by name needs no parsing, and the Cookie Store API is missing from Firefox and Safari.
    document.cookie = `${key}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}
