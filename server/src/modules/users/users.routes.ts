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
import { defineRoute, type RouteDef } from "../../core/route.js";
import { importStudents as importStudentsFromFile } from "./student-import.service.js";
import { exportUserList } from "./user-export.service.js";
import * as usersService from "./users.service.js";

export const userRoutes: RouteDef[] = [
  defineRoute(listTeachers, { handler: async ({ actor }) => usersService.listTeachers(actor) }),
  defineRoute(listStudents, {
    handler: async ({ query, actor }) => usersService.listStudents(actor, query.student),
  }),
  defineRoute(listUsers, {
    handler: async ({ query, actor, ctx }) => usersService.listUsers(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listStaffDuties, {
    handler: async ({ query, actor }) => usersService.listStaffDuties(actor, query.duty),
  }),
  defineRoute(getMailingAudience, {
    handler: async ({ query, actor }) => usersService.sizeMailingAudience(actor, query),
  }),
  defineRoute(listMailingRecipients, {
    handler: async ({ query, actor, ctx }) => usersService.listUsers(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(getUserProfile, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => usersService.getUserProfile(actor, params.id),
  }),
  defineRoute(managerCreateUser, { handler: async ({ body, actor }) => usersService.createUser(actor, body) }),
  defineRoute(importStudents, { handler: async ({ actor, ctx }) => importStudentsFromFile(actor, ctx.request) }),
  defineRoute(exportUsers, {
    handler: async ({ query, actor, ctx }) => {
      const { stream, disposition, contentType } = await exportUserList(actor, query);
      ctx.reply.type(contentType).header("content-disposition", disposition).header("cache-control", "no-store");
      return stream;
    },
  }),
  defineRoute(managerUpdateUser, {
    resources: { id: "user" },
    handler: async ({ params, body, actor }) => usersService.updateUser(actor, { userId: params.id, changes: body }),
  }),
  defineRoute(deleteUser, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => usersService.deleteUser(actor, params.id),
  }),
];
