import type { ChangePasswordBody, UpdateProfileBody } from "@school/contracts";
import {
  changePassword as changePasswordEndpoint,
  deleteAvatar as deleteAvatarEndpoint,
  getChatCode,
  getOwnProfile,
  renewChatCode as renewChatCodeEndpoint,
  updateProfile as updateProfileEndpoint,
  uploadAvatar as uploadAvatarEndpoint,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export function fetchProfile() {
  return callEndpoint(getOwnProfile);
}

export function updateProfile(input: { id: number; body: UpdateProfileBody }) {
  return callEndpoint(updateProfileEndpoint, { params: { id: input.id }, body: input.body });
}

export function uploadAvatar(input: { id: number; file: File }) {
  const form = new FormData();
  form.append("file", input.file);
  return callEndpoint(uploadAvatarEndpoint, { params: { id: input.id }, body: form });
}

export function deleteAvatar(id: number) {
  return callEndpoint(deleteAvatarEndpoint, { params: { id } });
}

export function changePassword(body: ChangePasswordBody) {
  return callEndpoint(changePasswordEndpoint, { body });
}

/** The student's personal chat-bot code (students only). */
export function fetchChatCode() {
  return callEndpoint(getChatCode);
}

export function renewChatCode() {
  return callEndpoint(renewChatCodeEndpoint);
}
