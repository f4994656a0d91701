import { deleteUser, getStudentCard, getUserProfile, managerCreateUser, managerUpdateUser } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as manage from "./manage.service.js";

/** One user at a time: their profile and student card, and the staff's creating, changing and deleting them. */
export const manageRoutes: RouteDef[] = [
  defineRoute(getUserProfile, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => manage.getUserProfile(actor, params.id),
  }),
  defineRoute(getStudentCard, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => manage.getStudentCard(actor, params.id),
  }),
  defineRoute(managerCreateUser, { handler: async ({ body, actor }) => manage.createUser(actor, body) }),
  defineRoute(managerUpdateUser, {
    resources: { id: "user" },
    handler: async ({ params, body, actor }) => manage.updateUser(actor, { userId: params.id, changes: body }),
  }),
  defineRoute(deleteUser, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => manage.deleteUser(actor, params.id),
  }),
];
