import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRecordPart } from "../use-record-part";
import { type CheckKind, fetchChecks, saveChecks } from "./checks.api";

/** One kind of the student's document checks, and saving a change to them (the answer replaces the cached checks). */
export function useChecks(userId: number, kind: CheckKind) {
  const queryClient = useQueryClient();
  const { query: checks, key } = useRecordPart({
    userId,
    part: kind,
    fetchPart: (signal) => fetchChecks(kind, userId, signal),
  });
  const save = useMutation({
    mutationFn: (change: Record<string, boolean>) => saveChecks(kind, { user_id: userId, ...change }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { checks, save };
}
