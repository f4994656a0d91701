import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCan, useSession } from "../../session";
import { fetchChatCode, renewChatCode } from "../api/profile.api";
import { profileKeys } from "./profile.keys";

/**
 * Only students have a chat-bot code; for other roles the call is never made. Read afresh each time it is shown: the
 * code is single use and expires, and the bot links the chat from outside the page (decision 0057).
 */
export function useChatCodeQuery() {
  const { claims } = useSession();
  const readsChatCode = useCan("chatCode.read");
  return useQuery({
    queryKey: profileKeys.chatCode(claims?.user_id ?? 0),
    queryFn: fetchChatCode,
    enabled: readsChatCode,
    staleTime: 0,
    meta: { silent: true },
  });
}

/** A new code on request; the old one stops working. */
export function useRenewChatCode() {
  const { claims } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: renewChatCode,
    onSuccess: (data) => client.setQueryData(profileKeys.chatCode(claims?.user_id ?? 0), data),
  });
}
