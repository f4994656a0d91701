import type { UiLanguage } from "@school/contracts";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { currentDomain, fetchSchoolLogo } from "../api/school.api";
import { schoolKeys } from "./school.keys";

/** The logo is decoration: when it cannot load, the built-in mark is shown without bothering the user. */
export function useSchoolLogoQuery() {
  return useQuery({ ...schoolLogoQuery(useUiLanguage()), placeholderData: keepPreviousData });
}

function schoolLogoQuery(language: UiLanguage) {
  const domain = currentDomain();
  return queryOptions({
    queryKey: schoolKeys.logo(domain, language),
    queryFn: () => fetchSchoolLogo({ domain, language }),
    staleTime: 30 * 60_000,
    meta: { silent: true },
  });
}

/** The logo of a guest page's header, asked for with the page's other data (src/ssr/entry-server.tsx). */
export function prefetchSchoolLogo(queryClient: QueryClient, language: UiLanguage): Promise<void> {
  return queryClient.prefetchQuery(schoolLogoQuery(language));
}

/** The school's name in the interface language; null until it has answered (or when it cannot). */
export function useSchoolName(): string | null {
  return useSchoolLogoQuery().data?.name || null;
}
