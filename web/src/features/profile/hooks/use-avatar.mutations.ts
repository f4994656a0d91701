import type { UserProfile } from "@school/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteAvatar, uploadAvatar } from "../api/profile.api";
import { profileKeys } from "./profile.keys";

function useSetAvatar() {
  const queryClient = useQueryClient();
  return (userId: number, avatar: string | null) =>
    queryClient.setQueryData<UserProfile>(profileKeys.me(userId), (profile) =>
      profile ? { ...profile, avatar } : profile,
    );
}

export function useUploadAvatarMutation() {
  const setAvatar = useSetAvatar();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (result, input) => setAvatar(input.id, result.avatar),
  });
}

export function useDeleteAvatarMutation() {
  const setAvatar = useSetAvatar();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (_result, userId) => setAvatar(userId, null),
  });
}
