import {
  createUserListView,
  deleteUserListView,
  getStudentStanding,
  listUserListViews,
  updateUserListView,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import { getStudentStanding as studentStanding } from "../users/index.js";
import { createView, deleteView, listViews, updateView } from "./list-views.service.js";

/**
 * The CRM's daily loops (issue 23): the user list's saved views (decision 0086) and the student page's header
 * (decision 0085). A view's id is checked by the service against the caller (their own or a shared view; 404
 * otherwise), which also keeps another school's ids out: the school's handle never sees them.
 */
export const crmRoutes: RouteDef[] = [
  defineRoute(listUserListViews, { handler: async ({ actor }) => listViews(actor) }),
  defineRoute(createUserListView, { handler: async ({ body, actor }) => createView(actor, body) }),
  defineRoute(updateUserListView, {
    handler: async ({ params, body, actor }) => updateView(actor, { id: params.id, body }),
  }),
  defineRoute(deleteUserListView, { handler: async ({ params, actor }) => deleteView(actor, params.id) }),
  defineRoute(getStudentStanding, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => studentStanding(actor, params.id),
  }),
];
