import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import { fetchNotices, removeNotice, searchUsers, sendNotice } from "../api/notifications.api";
import { notificationKeys } from "../notifications.keys";

export function useNoticesQuery(page: number) {
  const schoolId = useSession().claims?.school_id ?? 0;
  return useQuery({
    queryKey: notificationKeys.notices(schoolId, page),
    queryFn: ({ signal }) => fetchNotices(page, signal),
    placeholderData: keepPreviousData,
    // E-mails go out after the notice is saved: their counts are asked again while any is pending.
    refetchInterval: (query) => (query.state.data?.results.some((notice) => notice.counts.pending > 0) ? 3000 : false),
  });
}

export function useNoticeMutations() {
  const schoolId = useSession().claims?.school_id ?? 0;
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: notificationKeys.noticesOf(schoolId) });
  return {
    send: useMutation({ mutationFn: sendNotice, onSuccess: invalidate }),
    remove: useMutation({ mutationFn: removeNotice, onSuccess: invalidate }),
  };
}

export function useUserSearch(q: string) {
  const schoolId = useSession().claims?.school_id ?? 0;
  return useQuery({
    queryKey: notificationKeys.people(schoolId, q),
    queryFn: ({ signal }) => searchUsers(q, signal),
    placeholderData: keepPreviousData,
  });
}
