import {
  deleteAvatar,
  getAvatar,
  getChatCode,
  getOwnProfile,
  replaceAvatar,
  updateProfile,
  uploadAvatar,
} from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import { forbidden } from "../../core/errors.js";
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { IMAGE_TYPES, readUploadedFile } from "../../core/uploads.js";
import * as profile from "./profile.service.js";

/** Name, phone and avatar: one's own, or those of users the caller's role may edit (`profile.edit`). */
const requireProfileEdit = (ctx: RequestContext, userId: number) =>
  requireAccess({ db: ctx.deps.db, schoolId: schoolOf(ctx), caller: signedIn(ctx) }, "profile.edit", { userId });

const storeAvatar = async ({ params, ctx }: { params: { id: number }; ctx: RequestContext }) => {
  await requireProfileEdit(ctx, params.id);
  const file = await readUploadedFile(ctx.request, { allowed: IMAGE_TYPES });
  return profile.replaceAvatar(ctx.deps, schoolOf(ctx), params.id, file.data);
};

export const profileRoutes: RouteDef[] = [
  defineRoute(getOwnProfile, {
    allowInactiveSchool: true,
    handler: async ({ ctx }) => profile.getProfile(ctx.deps, schoolOf(ctx), signedIn(ctx).userId),
  }),
  defineRoute(updateProfile, {
    resources: { id: "user" },
    handler: async ({ params, body, ctx }) => {
      await requireProfileEdit(ctx, params.id);
      // The interface language is the user's own choice: staff who may edit a name may not pick it for them.
      if (body.language !== undefined && params.id !== signedIn(ctx).userId) {
        throw forbidden("Only the user chooses their own interface language");
      }
      return profile.updateProfile(ctx.deps, schoolOf(ctx), params.id, body);
    },
  }),
  defineRoute(uploadAvatar, { resources: { id: "user" }, handler: storeAvatar }),
  defineRoute(replaceAvatar, { resources: { id: "user" }, handler: storeAvatar }),
  defineRoute(getAvatar, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => profile.getAvatar(ctx.deps, schoolOf(ctx), params.id),
  }),
  defineRoute(deleteAvatar, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => {
      await requireProfileEdit(ctx, params.id);
      await profile.removeAvatar(ctx.deps, schoolOf(ctx), params.id);
      return undefined;
    },
  }),
  defineRoute(getChatCode, {
    handler: async ({ ctx }) => profile.chatCode(ctx.deps, schoolOf(ctx), signedIn(ctx).userId),
  }),
];
