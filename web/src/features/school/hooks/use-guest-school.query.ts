import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language/use-ui-language";
import { currentDomain, fetchGuestSchoolInfo } from "../api/school.api";
import { schoolKeys } from "./school.keys";

/**
 * The school of the address the visitor opened, in the interface language. A failure is shown by the screens
 * themselves (no school at this address: the guest layout's own page), never as a toast.
 */
export function useGuestSchoolQuery() {
  const domain = currentDomain();
  const language = useUiLanguage();
  return useQuery({
    queryKey: schoolKeys.guestInfo(domain, language),
    queryFn: () => fetchGuestSchoolInfo({ domain, language }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
