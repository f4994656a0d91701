import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../session/use-session";
import { fetchChatCode } from "../api/profile.api";
import { profileKeys } from "./profile.keys";

/** Only students have a chat-bot code; for other roles the call is never made. */
export function useChatCodeQuery() {
  const { claims } = useSession();
  return useQuery({
    queryKey: profileKeys.chatCode(claims?.user_id ?? 0),
    queryFn: fetchChatCode,
    enabled: claims?.role === "student",
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
