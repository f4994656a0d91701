import { useQuery } from "@tanstack/react-query";
import { useCan, useSession } from "../../session";
import { fetchChatCode } from "../api/profile.api";
import { profileKeys } from "./profile.keys";

/** Only students have a chat-bot code; for other roles the call is never made. */
export function useChatCodeQuery() {
  const { claims } = useSession();
  const readsChatCode = useCan("chatCode.read");
  return useQuery({
    queryKey: profileKeys.chatCode(claims?.user_id ?? 0),
    queryFn: fetchChatCode,
    enabled: readsChatCode,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
