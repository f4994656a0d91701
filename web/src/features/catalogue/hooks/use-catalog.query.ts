import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { currentDomain } from "../../school";
import { useSession } from "../../session";
import { type CatalogScope, fetchCatalogPage, fetchMaxPrice } from "../api/catalogue.api";
import { type CatalogFilters, filtersToApiQuery } from "../catalog-filters";
import { catalogueKeys } from "./catalogue.keys";

/** A signed-in user of a school whose tariff lapsed browses as a guest does (the guard sent them to the guest catalogue). */
export function useCatalogScope(): CatalogScope {
  const { claims, userData } = useSession();
  return claims && userData?.tf_st !== false
    ? { kind: "school", schoolId: claims.school_id }
    : { kind: "guest", domain: currentDomain() };
}

/** One catalogue page for the filters; the previous page stays on screen while the next one loads. */
export function useCatalogQuery(filters: CatalogFilters, options: { enabled: boolean }) {
  const scope = useCatalogScope();
  const query = filtersToApiQuery(filters, useUiLanguage());
  return useQuery({
    queryKey: catalogueKeys.page(scope, query),
    queryFn: ({ signal }) => fetchCatalogPage({ scope, query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    staleTime: 30_000,
    // The screen shows a failed load itself, with a retry.
    meta: { silent: true },
  });
}

/** The upper ends of the money filters; without them the filters simply have no hint. */
export function useMaxPriceQuery() {
  const scope = useCatalogScope();
  return useQuery({
    queryKey: catalogueKeys.maxPrice(scope),
    queryFn: ({ signal }) => fetchMaxPrice({ scope, signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
