import { deleteAvatar, getAvatar, getOwnProfile, replaceAvatar, updateProfile, uploadAvatar } from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { forbidden } from "../../core/errors.js";
import { defineRoute, type RequestContext, type RouteDef } from "../../core/route.js";
import { IMAGE_TYPES, readUploadedFile } from "../../core/uploads.js";
import * as profile from "./profile.service.js";

/** Name, phone and avatar: one's own, or those of users the caller's role may edit (`profile.edit`). */
const requireProfileEdit = (actor: Actor, userId: number) => requireAccess(actor, "profile.edit", { userId });

const storeAvatar = async ({ params, actor, ctx }: { params: { id: number }; actor: Actor; ctx: RequestContext }) => {
  await requireProfileEdit(actor, params.id);
  const file = await readUploadedFile(ctx.request, { allowed: IMAGE_TYPES });
  return profile.replaceAvatar(actor, { userId: params.id, image: file.data });
};

export const profileRoutes: RouteDef[] = [
  defineRoute(getOwnProfile, {
    allowInactiveSchool: true,
    handler: async ({ actor }) => profile.getProfile(actor, actor.caller.userId),
  }),
  defineRoute(updateProfile, {
    resources: { id: "user" },
    handler: async ({ params, body, actor }) => {
      await requireProfileEdit(actor, params.id);
      // The interface language is the user's own choice: staff who may edit a name may not pick it for them.
      if (body.language !== undefined && params.id !== actor.caller.userId) {
        throw forbidden("Only the user chooses their own interface language");
      }
      return profile.updateProfile(actor, { userId: params.id, body });
    },
  }),
  defineRoute(uploadAvatar, { resources: { id: "user" }, handler: storeAvatar }),
  defineRoute(replaceAvatar, { resources: { id: "user" }, handler: storeAvatar }),
  defineRoute(getAvatar, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => profile.getAvatar(actor, params.id),
  }),
  defineRoute(deleteAvatar, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => {
      await requireProfileEdit(actor, params.id);
      await profile.removeAvatar(actor, params.id);
      return undefined;
    },
  }),
];
