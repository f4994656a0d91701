import type { ConversationThread } from "@school/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribeConversations } from "../../notification-bell";
import { useSession } from "../../session";
import {
  fetchConversationReport,
  fetchInbox,
  fetchInboxStaff,
  fetchOwnThread,
  fetchThread,
  markThreadRead,
  type ReplyInput,
  sendReply,
  setAssignee,
  writeToSchool,
} from "../api/conversations.api";
import { conversationKeys, type InboxFilters } from "../conversations.keys";

const useSchoolId = () => useSession().claims?.school_id ?? 0;

/**
 * While mounted, a change of any thread of the school (a message on any channel, a delivery, a read mark), heard on
 * the live channel from whichever server process made it, reads the school's conversations again.
 */
export function useConversationsLive(): void {
  const schoolId = useSchoolId();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeConversations(() => {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.all(schoolId) });
      }),
    [queryClient, schoolId],
  );
}

/** The inbox's box, newest first, a page at a time (keyset). */
export function useInbox(input: InboxFilters) {
  const schoolId = useSchoolId();
  return useInfiniteQuery({
    queryKey: conversationKeys.inbox(schoolId, input),
    queryFn: ({ pageParam, signal }) => fetchInbox({ ...input, before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: (previous) => previous,
  });
}

/** A thread's latest messages, then older pages on request; `own` is the student's own thread. */
export function useThread(input: { studentId: number; own: boolean }) {
  const schoolId = useSchoolId();
  return useInfiniteQuery({
    queryKey: conversationKeys.thread(schoolId, input.studentId),
    queryFn: ({ pageParam, signal }) =>
      input.own
        ? fetchOwnThread({ before: pageParam, signal })
        : fetchThread({ studentId: input.studentId, before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.older ?? undefined,
    enabled: input.studentId > 0,
  });
}

/** The pages as one thread: the latest page's header, every page's messages oldest first. */
export function joinedThread(pages: readonly ConversationThread[] | undefined): ConversationThread | undefined {
  const [latest] = pages ?? [];
  if (!latest || !pages) return undefined;
  return { ...latest, messages: [...pages].reverse().flatMap((page) => page.messages) };
}

/** Sending in a thread: the staff's reply on a channel (a text or a template), or the student's message to the school. */
export function useSend(input: { studentId: number; own: boolean }) {
  const schoolId = useSchoolId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: ReplyInput) =>
      input.own ? writeToSchool(reply.text ?? "") : sendReply({ ...reply, studentId: input.studentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all(schoolId) }),
  });
}

export function useThreadActions(studentId: number) {
  const schoolId = useSchoolId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversationKeys.all(schoolId) });
  return {
    markRead: useMutation({ mutationFn: () => markThreadRead(studentId), onSuccess: refresh }),
    assign: useMutation({
      mutationFn: (assigneeId: number | null) => setAssignee({ studentId, assigneeId }),
      onSuccess: refresh,
    }),
  };
}

/** Whom a thread can be assigned to. */
export function useInboxStaff() {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: [...conversationKeys.all(schoolId), "staff"],
    queryFn: ({ signal }) => fetchInboxStaff(signal),
    staleTime: 5 * 60_000,
  });
}

/** How fast the school answers in the analytics' period (decision 0153). */
export function useConversationReport(period: { from: string; to: string }) {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: conversationKeys.report(schoolId, period),
    queryFn: ({ signal }) => fetchConversationReport(period, signal),
  });
}
