import { useQuery } from "@tanstack/react-query";
import { currentDomain, fetchSchoolLogo } from "../api/school.api";
import { schoolKeys } from "./school.keys";

/** The logo is decoration: when it cannot load, the built-in mark is shown without bothering the user. */
export function useSchoolLogoQuery() {
  const domain = currentDomain();
  return useQuery({
    queryKey: schoolKeys.logo(domain),
    queryFn: () => fetchSchoolLogo(domain),
    staleTime: 30 * 60_000,
    meta: { silent: true },
  });
}
