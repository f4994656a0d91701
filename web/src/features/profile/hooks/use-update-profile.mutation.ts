import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifyUserDataChanged, updateUserData } from "../../session";
import { updateProfile } from "../api/profile.api";
import { profileKeys } from "./profile.keys";

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(profile.id), profile);
      // uData keeps the first name under `user`; the header reads it.
      updateUserData({ user: profile.first_name });
      notifyUserDataChanged();
    },
  });
}
