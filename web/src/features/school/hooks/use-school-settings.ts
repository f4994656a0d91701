import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reportKeys } from "../../reports";
import { scheduleKeys } from "../../schedule";
import { useSession } from "../../session";
import { fetchCurrencies, fetchOwnSchool, updateSchool } from "../api/school.api";
import { schoolKeys } from "./school.keys";

export function useOwnSchoolQuery() {
  const schoolId = useSession().claims?.school_id ?? 0;
  return useQuery({
    queryKey: schoolKeys.own(schoolId),
    queryFn: ({ signal }) => fetchOwnSchool(signal),
    enabled: schoolId > 0,
  });
}

export function useCurrenciesQuery() {
  return useQuery({
    queryKey: schoolKeys.currencies(),
    queryFn: ({ signal }) => fetchCurrencies(signal),
    staleTime: Infinity,
  });
}

/**
 * Saving changes what other screens show: the school's name and logo in the shell and on the guest pages (every
 * `school` entry), and the calendar's and reports' times and rules, read in the school's zone.
 */
export function useUpdateSchoolMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchool,
    onSuccess: async () => {
      await Promise.all(
        [schoolKeys.all, scheduleKeys.root, reportKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
