import type { Communication } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import { studentRecordKeys } from "../student-record.keys";
import { createComment, fetchCommunications } from "./communications.api";

export type CommentValues = { text: string; channel: Communication["channel"] };

/** One page of the student's communication history, and adding an entry (which refreshes every page). */
export function useCommunications(userId: number, page: number) {
  const schoolId = useSession().claims?.school_id ?? 0;
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: studentRecordKeys.communicationsPage(schoolId, userId, page),
    queryFn: ({ signal }) => fetchCommunications(userId, page, signal),
  });
  const add = useMutation({
    mutationFn: (values: CommentValues) => createComment({ user_id: userId, ...values }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: studentRecordKeys.communications(schoolId, userId) }),
  });
  return { entries, add };
}
