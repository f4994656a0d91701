import type { UiLanguage } from "@school/contracts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { QueryValue } from "../../../api/http-client";
import { useUiLanguage } from "../../language";
import { currentDomain } from "../../school";
import { useSession } from "../../session";
import { type CatalogScope, fetchCatalogPage, fetchMaxPrice } from "../api/catalogue.api";
import { type CatalogFilters, EMPTY_FILTERS, filtersToApiQuery } from "../catalog-filters";
import { catalogueKeys } from "./catalogue.keys";
import { filtersOnArrival } from "./use-catalog-filters";

/** A signed-in user of a school whose tariff lapsed browses as a guest does (the guard sent them to the guest catalogue). */
export function useCatalogScope(): CatalogScope {
  const { claims, userData } = useSession();
  return claims && userData?.tf_st !== false
    ? { kind: "school", schoolId: claims.school_id }
    : { kind: "guest", domain: currentDomain() };
}

function catalogPageQuery(scope: CatalogScope, query: Record<string, QueryValue>) {
  return {
    queryKey: catalogueKeys.page(scope, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCatalogPage({ scope, query, signal }),
    staleTime: 30_000,
    // The screen shows a failed load itself, with a retry.
    meta: { silent: true },
  };
}

/** One catalogue page for the filters; the previous page stays on screen while the next one loads. */
export function useCatalogQuery(filters: CatalogFilters, options: { enabled: boolean }) {
  const scope = useCatalogScope();
  const query = filtersToApiQuery(filters, useUiLanguage());
  return useQuery({ ...catalogPageQuery(scope, query), placeholderData: keepPreviousData, enabled: options.enabled });
}

/**
 * Asks a visitor's first catalogue page while the screen's code is still arriving (app/pages.tsx): its cards and
 * their posters are the screen's largest content, which would otherwise wait for the first render to be asked for.
 */
export function prefetchGuestCatalogPage(input: {
  queryClient: QueryClient;
  language: UiLanguage;
  search: URLSearchParams;
}): Promise<unknown> {
  const scope = { kind: "guest", domain: currentDomain() } as const;
  const query = filtersToApiQuery(filtersOnArrival(input.search), input.language);
  return Promise.all([
    input.queryClient.prefetchQuery(catalogPageQuery(scope, query)),
    input.queryClient.prefetchQuery(maxPriceQuery(scope)),
  ]);
}

/**
 * The programs a school's home page features (decision 0170): the first of its catalogue's first page, unfiltered, in
 * the catalogue's own order, which the school sets. The same query as that page's, so the catalogue opens on cards
 * already read.
 */
export const FEATURED_PROGRAMS = 6;

function featuredQuery(language: UiLanguage) {
  return catalogPageQuery({ kind: "guest", domain: currentDomain() }, filtersToApiQuery(EMPTY_FILTERS, language));
}

export function useFeaturedProgramsQuery() {
  return useQuery({
    ...featuredQuery(useUiLanguage()),
    select: (page: Awaited<ReturnType<typeof fetchCatalogPage>>) => page.results.slice(0, FEATURED_PROGRAMS),
  });
}

/** The home page's programs, asked for beside its code (app/pages.tsx) and before the server draws it. */
export function prefetchFeaturedPrograms(input: { queryClient: QueryClient; language: UiLanguage }): Promise<void> {
  return input.queryClient.prefetchQuery(featuredQuery(input.language));
}

function maxPriceQuery(scope: CatalogScope) {
  return {
    queryKey: catalogueKeys.maxPrice(scope),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchMaxPrice({ scope, signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  };
}

/** The upper ends of the money filters; without them the filters simply have no hint. */
export function useMaxPriceQuery() {
  return useQuery(maxPriceQuery(useCatalogScope()));
}
