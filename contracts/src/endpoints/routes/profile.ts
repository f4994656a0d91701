// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const deleteAvatar = {
  method: "DELETE",
  path: "user/accounts/delete_avatar_profile/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteAvatar>;

export const getAvatar = {
  method: "GET",
  path: "user/accounts/get_avatar_profile/{id}/",
} as Route<typeof endpoints.getAvatar>;

export const getChatCode = {
  method: "GET",
  path: "user/accounts/code/",
} as Route<typeof endpoints.getChatCode>;

export const getOwnProfile = {
  method: "GET",
  path: "user/accounts/get_user_profile/",
} as Route<typeof endpoints.getOwnProfile>;

export const renewChatCode = {
  method: "POST",
  path: "user/accounts/code/new/",
} as Route<typeof endpoints.renewChatCode>;

export const replaceAvatar = {
  method: "PUT",
  path: "user/accounts/update_avatar_profile/{id}/",
  multipart: true,
} as Route<typeof endpoints.replaceAvatar>;

export const updateProfile = {
  method: "PATCH",
  path: "user/accounts/update_profile/{id}/",
} as Route<typeof endpoints.updateProfile>;

export const uploadAvatar = {
  method: "PATCH",
  path: "user/accounts/upload_avatar/{id}/",
  multipart: true,
} as Route<typeof endpoints.uploadAvatar>;
