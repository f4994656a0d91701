import { idParams } from "../fields.js";
import { avatarResponse, chatCodeResponse, updateProfileBody, userProfile } from "../profile.js";
import { endpoint } from "./endpoint.js";

const tags = ["profile"];
const userIdParams = idParams("id");

export const getOwnProfile = endpoint({
  method: "GET",
  path: "user/accounts/get_user_profile/",
  permission: "session.own",
  summary: "The caller's own profile",
  tags,
  response: userProfile,
});

export const updateProfile = endpoint({
  method: "PATCH",
  path: "user/accounts/update_profile/{id}/",
  permission: "profile.edit",
  summary: "Change name, last name or phone (own profile, or any profile of the school for staff)",
  tags,
  params: userIdParams,
  body: updateProfileBody,
  response: userProfile,
});

export const uploadAvatar = endpoint({
  method: "PATCH",
  path: "user/accounts/upload_avatar/{id}/",
  permission: "profile.edit",
  multipart: true,
  summary: "Upload an avatar image (multipart field `file`, 20 MB at most; JPEG, PNG, WebP or GIF)",
  tags,
  params: userIdParams,
  response: avatarResponse,
});

export const replaceAvatar = endpoint({
  method: "PUT",
  path: "user/accounts/update_avatar_profile/{id}/",
  permission: "profile.edit",
  multipart: true,
  summary: "Replace the avatar image (same as upload_avatar)",
  tags,
  params: userIdParams,
  response: avatarResponse,
});

export const getAvatar = endpoint({
  method: "GET",
  path: "user/accounts/get_avatar_profile/{id}/",
  permission: "profile.read",
  summary: "A user's avatar URL",
  tags,
  params: userIdParams,
  response: avatarResponse,
});

export const deleteAvatar = endpoint({
  method: "DELETE",
  path: "user/accounts/delete_avatar_profile/{id}/",
  permission: "profile.edit",
  summary: "Remove a user's avatar",
  tags,
  params: userIdParams,
  response: null,
  status: 204,
});

export const getChatCode = endpoint({
  method: "GET",
  path: "user/accounts/code/",
  permission: "chatCode.read",
  summary: "The student's personal chat-bot code (data.code): single use, expiring; a new one once it has expired",
  tags,
  response: chatCodeResponse,
});

export const renewChatCode = endpoint({
  method: "POST",
  path: "user/accounts/code/new/",
  permission: "chatCode.read",
  summary: "A new chat-bot code for the student, the old one void (extension, decision 0057)",
  tags,
  response: chatCodeResponse,
});
