import type { SchoolRequisitesBody } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import { fetchSchoolRequisites, putSchoolRequisites } from "../api/requisites.api";
import { requisitesKeys } from "../requisites.keys";

const useSchoolKey = () => requisitesKeys.school(useSession().claims?.school_id ?? 0);

export function useSchoolRequisitesQuery() {
  const key = useSchoolKey();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchSchoolRequisites(signal) });
}

/** Saving answers the requisites anew, `missing` included; a refusal is said on the fields it names, not by a toast. */
export function useSaveRequisites() {
  const key = useSchoolKey();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolRequisitesBody) => putSchoolRequisites(body),
    onSuccess: (saved) => client.setQueryData(key, saved),
    meta: { silent: true },
  });
}
