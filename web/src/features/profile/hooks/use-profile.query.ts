import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../session";
import { fetchProfile } from "../api/profile.api";
import { profileKeys } from "./profile.keys";

/** The signed-in user's profile; keyed by user so a new sign-in never sees the previous user's data. */
export function useProfileQuery() {
  const { claims } = useSession();
  const userId = claims?.user_id ?? 0;
  return useQuery({
    queryKey: profileKeys.me(userId),
    queryFn: fetchProfile,
    enabled: claims !== null,
  });
}
