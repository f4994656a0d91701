import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { studentRecordKeys } from "../student-record.keys";
import { useSchoolId } from "../use-school-id";
import { type CheckKind, fetchChecks, saveChecks } from "./checks.api";

/** One kind of the student's document checks, and saving a change to them (the answer replaces the cached checks). */
export function useChecks(userId: number, kind: CheckKind) {
  const key = studentRecordKeys.part(useSchoolId(), userId, kind);
  const queryClient = useQueryClient();
  const checks = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchChecks(kind, userId, signal) });
  const save = useMutation({
    mutationFn: (change: Record<string, boolean>) => saveChecks(kind, { user_id: userId, ...change }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { checks, save };
}
