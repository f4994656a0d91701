import type { AutomationRuleInput } from "@school/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import {
  createRule,
  deleteRule,
  fetchRules,
  fetchRuns,
  previewRule,
  switchRule,
  updateRule,
} from "../api/automation.api";

const useSchoolId = () => useSession().claims?.school_id ?? 0;
const keys = {
  all: (schoolId: number) => ["automation", schoolId] as const,
  rules: (schoolId: number) => [...keys.all(schoolId), "rules"] as const,
  runs: (schoolId: number) => [...keys.all(schoolId), "runs"] as const,
};

export function useRules() {
  const schoolId = useSchoolId();
  return useQuery({ queryKey: keys.rules(schoolId), queryFn: ({ signal }) => fetchRules(signal) });
}

/** The log, newest first, a page at a time. */
export function useRuns() {
  const schoolId = useSchoolId();
  return useInfiniteQuery({
    queryKey: keys.runs(schoolId),
    queryFn: ({ pageParam, signal }) => fetchRuns({ before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    // The rules run in the background a moment after their events: an open log catches up by itself.
    refetchInterval: 15_000,
  });
}

export function useRuleActions() {
  const schoolId = useSchoolId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all(schoolId) });
  return {
    save: useMutation({
      mutationFn: (input: { id: number | null; body: AutomationRuleInput }) =>
        input.id === null ? createRule(input.body) : updateRule({ id: input.id, body: input.body }),
      onSuccess: refresh,
    }),
    switch: useMutation({ mutationFn: switchRule, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteRule, onSuccess: refresh }),
    preview: useMutation({ mutationFn: previewRule }),
  };
}
