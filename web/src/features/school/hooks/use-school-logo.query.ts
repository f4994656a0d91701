import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { currentDomain, fetchSchoolLogo } from "../api/school.api";
import { schoolKeys } from "./school.keys";

/** The logo is decoration: when it cannot load, the built-in mark is shown without bothering the user. */
export function useSchoolLogoQuery() {
  const domain = currentDomain();
  const language = useUiLanguage();
  return useQuery({
    queryKey: schoolKeys.logo(domain, language),
    queryFn: () => fetchSchoolLogo({ domain, language }),
    staleTime: 30 * 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
