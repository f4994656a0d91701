import { avatarResponse, chatCodeResponse, dbId, updateProfileBody, userProfile } from "@school/contracts";
import { z } from "zod";
import { requireAccess } from "../../core/access/access.js";
import {
  defineRoute,
  type RequestContext,
  type RouteDef,
  type RouteInput,
  schoolOf,
  signedIn,
} from "../../core/route.js";
import { IMAGE_TYPES, readUploadedFile } from "../../core/uploads.js";
import * as profile from "./profile.service.js";

const tags = ["profile"];
const userIdParams = z.object({ id: dbId });

/** Name, phone and avatar: one's own, or those of users the caller's role may edit (`profile.edit`). */
const requireProfileEdit = (ctx: RequestContext, userId: number) =>
  requireAccess({ db: ctx.deps.db, schoolId: schoolOf(ctx), caller: signedIn(ctx) }, "profile.edit", { userId });

const uploadAvatar = async ({ params, ctx }: Pick<RouteInput, "params" | "ctx">) => {
  await requireProfileEdit(ctx, params.id);
  const file = await readUploadedFile(ctx.request, { allowed: IMAGE_TYPES });
  return profile.replaceAvatar(ctx.deps, schoolOf(ctx), params.id, file.data);
};

export const profileRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "user/accounts/get_user_profile/",
    permission: "session.own",
    allowInactiveSchool: true,
    summary: "The caller's own profile",
    tags,
    response: userProfile,
    handler: async ({ ctx }) => profile.getProfile(ctx.deps, schoolOf(ctx), signedIn(ctx).userId),
  }),
  defineRoute({
    method: "PATCH",
    path: "user/accounts/update_profile/{id}/",
    permission: "profile.edit",
    resources: { id: "user" },
    summary: "Change name, last name or phone (own profile, or any profile of the school for staff)",
    tags,
    params: userIdParams,
    body: updateProfileBody,
    response: userProfile,
    handler: async ({ params, body, ctx }) => {
      await requireProfileEdit(ctx, params.id);
      return profile.updateProfile(ctx.deps, schoolOf(ctx), params.id, body);
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "user/accounts/upload_avatar/{id}/",
    permission: "profile.edit",
    resources: { id: "user" },
    multipart: true,
    summary: "Upload an avatar image (multipart field `file`, 20 MB at most; JPEG, PNG, WebP or GIF)",
    tags,
    params: userIdParams,
    response: avatarResponse,
    handler: uploadAvatar,
  }),
  defineRoute({
    method: "PUT",
    path: "user/accounts/update_avatar_profile/{id}/",
    permission: "profile.edit",
    resources: { id: "user" },
    multipart: true,
    summary: "Replace the avatar image (same as upload_avatar)",
    tags,
    params: userIdParams,
    response: avatarResponse,
    handler: uploadAvatar,
  }),
  defineRoute({
    method: "GET",
    path: "user/accounts/get_avatar_profile/{id}/",
    permission: "profile.read",
    resources: { id: "user" },
    summary: "A user's avatar URL",
    tags,
    params: userIdParams,
    response: avatarResponse,
    handler: async ({ params, ctx }) => profile.getAvatar(ctx.deps, schoolOf(ctx), params.id),
  }),
  defineRoute({
    method: "DELETE",
    path: "user/accounts/delete_avatar_profile/{id}/",
    permission: "profile.edit",
    resources: { id: "user" },
    summary: "Remove a user's avatar",
    tags,
    params: userIdParams,
    response: null,
    status: 204,
    handler: async ({ params, ctx }) => {
      await requireProfileEdit(ctx, params.id);
      await profile.removeAvatar(ctx.deps, schoolOf(ctx), params.id);
      return undefined;
    },
  }),
  defineRoute({
    method: "GET",
    path: "user/accounts/code/",
    permission: "chatCode.read",
    summary: "The student's personal chat-bot code (data.code)",
    tags,
    response: chatCodeResponse,
    handler: async ({ ctx }) => profile.chatCode(ctx.deps, schoolOf(ctx), signedIn(ctx).userId),
  }),
];
