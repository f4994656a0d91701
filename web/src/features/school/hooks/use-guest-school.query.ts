import type { UiLanguage } from "@school/contracts";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { currentDomain, fetchGuestSchoolInfo } from "../api/school.api";
import { schoolKeys } from "./school.keys";

/** The school of the address the visitor opened, in `language`. */
function guestSchoolQuery(language: UiLanguage) {
  const domain = currentDomain();
  return queryOptions({
    queryKey: schoolKeys.guestInfo(domain, language),
    queryFn: () => fetchGuestSchoolInfo({ domain, language }),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/**
 * The school of the address the visitor opened, in the interface language. A failure is shown by the screens
 * themselves (no school at this address: the guest layout's own page), never as a toast.
 */
export function useGuestSchoolQuery() {
  const language = useUiLanguage();
  return useQuery({ ...guestSchoolQuery(language), placeholderData: keepPreviousData });
}

/**
 * Asks for the school while the screen's code is still downloading: its name and description are the guest
 * screens' largest text, which would otherwise wait for the first render to be asked for.
 */
export function prefetchGuestSchool(queryClient: QueryClient, language: UiLanguage): Promise<void> {
  return queryClient.prefetchQuery(guestSchoolQuery(language));
}
