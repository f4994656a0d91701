import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import { fetchPreferences, savePreferences } from "../api/notifications.api";
import { notificationKeys } from "../notifications.keys";

export function usePreferencesQuery() {
  const userId = useSession().claims?.user_id ?? 0;
  return useQuery({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) => fetchPreferences(signal),
  });
}

export function useSavePreferences() {
  const userId = useSession().claims?.user_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(userId), answer),
  });
}
