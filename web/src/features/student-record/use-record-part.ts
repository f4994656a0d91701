import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../session";
import { type RecordPart, studentRecordKeys } from "./student-record.keys";

/**
 * One part of a student's record that a tab loads on its own (checks, documents, exams, tranches): the query under
 * the part's key, the key itself for a save that writes the answer into the cache, and a refresh after a change.
 */
export function useRecordPart<Data>(input: {
  userId: number;
  part: RecordPart;
  fetchPart: (signal: AbortSignal) => Promise<Data>;
}) {
  const schoolId = useSession().claims?.school_id ?? 0;
  const key = studentRecordKeys.part(schoolId, input.userId, input.part);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => input.fetchPart(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  return { query, key, refresh };
}
