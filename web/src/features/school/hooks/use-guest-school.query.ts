import { useQuery } from "@tanstack/react-query";
import { currentDomain, fetchGuestSchoolInfo } from "../api/school.api";
import { schoolKeys } from "./school.keys";

export function useGuestSchoolQuery() {
  const domain = currentDomain();
  return useQuery({
    queryKey: schoolKeys.guestInfo(domain),
    queryFn: () => fetchGuestSchoolInfo(domain),
    staleTime: 10 * 60_000,
  });
}
