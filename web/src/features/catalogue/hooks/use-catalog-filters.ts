import { useCallback, useEffect, useMemo, useState } from "react";
import { isDrawingServerPage } from "../../../ui/render-environment";
import { useSearchParams } from "../../../ui/use-search-params";
import { type CatalogFilters, filtersToSearch, hasAnyFilterParam, parseFilters } from "../catalog-filters";
import { readSavedFilters, writeSavedFilters } from "../saved-catalog-filters";

export type FiltersPatch = Partial<Omit<CatalogFilters, "facets" | "ranges">> & {
  facets?: Partial<CatalogFilters["facets"]>;
  ranges?: Partial<CatalogFilters["ranges"]>;
};

/**
 * The filters a visit to `search` starts with: its own, or else those remembered from the last visit (on the page
 * the address names), as useCatalogFilters settles on them; the data prefetch of a first visit asks for the same.
 */
export function filtersOnArrival(search: URLSearchParams): CatalogFilters {
  if (hasAnyFilterParam(search)) return parseFilters(search);
  const saved = readSavedFilters();
  if (saved.size === 0) return parseFilters(search);
  const page = search.get("page");
  if (page) saved.set("page", page);
  return parseFilters(saved);
}

/**
 * The catalogue's filters live in the URL (shareable, kept by reload and the back button). Opening the catalogue
 * with a bare address brings back the filters remembered from the last visit; logout forgets them.
 */
export function useCatalogFilters() {
  const [search, setSearch] = useSearchParams();
  // A page the server drew shows the address's own filters (the server knows no remembered ones); those follow
  // once the browser has taken the page over.
  const [hydrated] = useState(isDrawingServerPage);
  const [saved] = useState(() => (hasAnyFilterParam(search) || hydrated ? null : readSavedFilters()));
  const [restored, setRestored] = useState(saved === null || saved.size === 0);
  const searchText = search.toString();

  // Once, after the hydration: later visits of the bare address are the user's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the hydrated page's first effect only
  useEffect(() => {
    if (!hydrated || hasAnyFilterParam(search)) return;
    const remembered = readSavedFilters();
    if (remembered.size === 0) return;
    const page = search.get("page");
    if (page) remembered.set("page", page);
    setSearch(remembered, { replace: true });
  }, []);

  useEffect(() => {
    if (restored) return;
    if (hasAnyFilterParam(search)) {
      setRestored(true);
      return;
    }
    if (saved) {
      const page = search.get("page");
      if (page) saved.set("page", page);
      setSearch(saved, { replace: true });
    }
  }, [restored, search, saved, setSearch]);

  useEffect(() => {
    if (restored) writeSavedFilters(new URLSearchParams(searchText));
  }, [restored, searchText]);

  const filters = useMemo(() => parseFilters(new URLSearchParams(searchText)), [searchText]);

  /** Any change but a page change starts again on page 1; only paging adds a history entry. */
  const update = useCallback(
    (patch: FiltersPatch) => {
      const next: CatalogFilters = {
        ...filters,
        ...patch,
        facets: { ...filters.facets, ...patch.facets },
        ranges: { ...filters.ranges, ...patch.ranges },
        page: patch.page ?? 1,
      };
      setSearch(filtersToSearch(next), { replace: patch.page === undefined });
    },
    [filters, setSearch],
  );

  const reset = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);

  return { filters, update, reset, ready: restored };
}
