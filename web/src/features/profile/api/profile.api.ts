import {
  accessResponse,
  avatarResponse,
  type ChangePasswordBody,
  chatCodeResponse,
  type UpdateProfileBody,
  userProfile,
} from "@school/contracts";
import { apiRequest } from "../../../api/http-client";

export function fetchProfile() {
  return apiRequest("user/accounts/get_user_profile/", { schema: userProfile });
}

export function updateProfile(input: { id: number; body: UpdateProfileBody }) {
  return apiRequest(`user/accounts/update_profile/${input.id}/`, {
    method: "PATCH",
    body: input.body,
    schema: userProfile,
  });
}

export function uploadAvatar(input: { id: number; file: File }) {
  const form = new FormData();
  form.append("file", input.file);
  return apiRequest(`user/accounts/upload_avatar/${input.id}/`, {
    method: "PATCH",
    body: form,
    schema: avatarResponse,
  });
}

export function deleteAvatar(id: number) {
  return apiRequest(`user/accounts/delete_avatar_profile/${id}/`, { method: "DELETE" });
}

export function changePassword(body: ChangePasswordBody) {
  return apiRequest("user/accounts/change_password/", { method: "POST", body, schema: accessResponse });
}

/** The student's personal chat-bot code (students only). */
export function fetchChatCode() {
  return apiRequest("user/accounts/code/", { schema: chatCodeResponse });
}
