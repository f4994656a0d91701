import {
  deleteUser,
  exportUsers,
  getMailingAudience,
  getUserProfile,
  importStudents,
  listMailingRecipients,
  listStaffDuties,
  listStudents,
  listTeachers,
  listUsers,
  managerCreateUser,
  managerUpdateUser,
} from "@school/contracts";
import { requireAccess, requireRoleBelowCaller } from "../../core/access/access.js";
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { getProfile } from "../profile/profile.service.js";
import { listStaffDuties as listDuties } from "./duties.service.js";
import { sizeMailingAudience } from "./mailing-audience.service.js";
import { importStudents as importStudentsFromFile } from "./student-import.service.js";
import { exportUserList } from "./user-export.service.js";
import * as usersService from "./users.service.js";

/** A user the caller may manage (`user.manage`: a role below the caller's, in the caller's school). */
const requireManage = (ctx: RequestContext, userId: number) =>
  requireAccess({ db: ctx.deps.db, schoolId: schoolOf(ctx), caller: signedIn(ctx) }, "user.manage", { userId });

export const userRoutes: RouteDef[] = [
  defineRoute(listTeachers, {
    handler: async ({ ctx }) => usersService.listTeachers(ctx.deps, schoolOf(ctx)),
  }),
  defineRoute(listStudents, {
    handler: async ({ query, ctx }) => usersService.listStudents(ctx.deps, schoolOf(ctx), query.student),
  }),
  defineRoute(listUsers, {
    handler: async ({ query, ctx }) => usersService.listUsers(ctx.deps, schoolOf(ctx), query, ctx.request.url),
  }),
  defineRoute(listStaffDuties, {
    handler: async ({ query, ctx }) => listDuties(ctx.deps, schoolOf(ctx), query.duty),
  }),
  defineRoute(getMailingAudience, {
    handler: async ({ query, ctx }) => sizeMailingAudience(ctx.deps, schoolOf(ctx), query),
  }),
  defineRoute(listMailingRecipients, {
    handler: async ({ query, ctx }) => usersService.listUsers(ctx.deps, schoolOf(ctx), query, ctx.request.url),
  }),
  defineRoute(getUserProfile, {
    resources: { id: "user" },
    handler: async ({ params, ctx, actor }) => {
      await requireAccess({ db: ctx.deps.db, schoolId: schoolOf(ctx), caller: signedIn(ctx) }, "user.read", {
        userId: params.id,
      });
      return getProfile(actor, params.id);
    },
  }),
  defineRoute(managerCreateUser, {
    handler: async ({ body, ctx }) => {
      requireRoleBelowCaller(signedIn(ctx), body.role);
      return usersService.createUser(ctx.deps, schoolOf(ctx), body);
    },
  }),
  defineRoute(importStudents, {
    handler: async ({ ctx }) =>
      importStudentsFromFile({ db: ctx.deps.db, ownerDb: ctx.deps.ownerDb, schoolId: schoolOf(ctx) }, ctx.request),
  }),
  defineRoute(exportUsers, {
    handler: async ({ query, ctx }) => {
      const { stream, disposition, contentType } = await exportUserList(
        { db: ctx.deps.db, schoolId: schoolOf(ctx) },
        query,
      );
      ctx.reply.type(contentType).header("content-disposition", disposition).header("cache-control", "no-store");
      return stream;
    },
  }),
  defineRoute(managerUpdateUser, {
    resources: { id: "user" },
    handler: async ({ params, body, ctx }) => {
      await requireManage(ctx, params.id);
      return usersService.updateUser(ctx.deps, schoolOf(ctx), params.id, body);
    },
  }),
  defineRoute(deleteUser, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => {
      await requireManage(ctx, params.id);
      await usersService.deleteUser(ctx.deps, schoolOf(ctx), signedIn(ctx).userId, params.id);
      return undefined;
    },
  }),
];
